import { sayable } from './server-messages';
/** Every error a service may raise on purpose; mapped to HTTP once, in app.ts. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  /** The human check (reCAPTCHA) refused the request: the spec's "Security Check Failed". */
  BOT_CHECK_FAILED: 403,
  /** The plan's monthly edits are used up (the web app offers Upgrade). */
  EDIT_QUOTA: 403,
  /** AI images are not part of the plan (Starter). */
  UPGRADE_REQUIRED: 403,
  /** A paid plan's monthly AI images are used up; they renew on the 1st. */
  AI_IMAGE_QUOTA: 403,
  /** REGISTRATION=closed, or =invite without a valid invitation: the web app says how to get in. */
  REGISTRATION_CLOSED: 403,
  NOT_FOUND: 404,
  ACCOUNT_NOT_FOUND: 404,
  CONFLICT: 409,
  /** A save based on an older version than the stored one; the answer carries the current website. */
  STALE_VERSION: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  UPSTREAM_FAILED: 502,
  UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: AppErrorCode;
  /** Extra JSON fields sent with the message (e.g. the current version on a conflict). */
  readonly details?: Record<string, unknown>;
  /** Extra response headers (e.g. Retry-After). */
  readonly headers?: Record<string, string>;

  constructor(
    code: AppErrorCode,
    message: string,
    options?: { details?: Record<string, unknown>; headers?: Record<string, string> },
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = options?.details;
    this.headers = options?.headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what);
export const unauthorized = (message?: string) =>
  message === undefined
    ? new AppError('UNAUTHORIZED', 'Authentication required', sayable('signInRequired'))
    : new AppError('UNAUTHORIZED', message);
export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
