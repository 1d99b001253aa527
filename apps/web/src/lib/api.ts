import type { ApiErrorCode } from './types';

/** An API failure; `message` is "status: body text" as the spec's client reports it. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
  /** The server's own message (the JSON `message` field), when it sent one. */
  get serverMessage(): string | undefined {
    const b = this.body as { message?: unknown } | null;
    return b && typeof b === 'object' && typeof b.message === 'string' ? b.message : undefined;
  }
  /** The server's error code (the JSON `code` field), when it sent one. */
  get code(): string | undefined {
    const b = this.body as { code?: unknown } | null;
    return b && typeof b === 'object' && typeof b.code === 'string' ? b.code : undefined;
  }
}

/** True when the server refused with this code (the `code` of its error answer, app-error.ts). */
export function hasErrorCode(error: unknown, code: ApiErrorCode): error is ApiError {
  return error instanceof ApiError && error.code === code;
}

/** Sends a request with credentials; JSON content type only when there is a body. */
export async function apiRequest<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return readApiResponse<T>(res);
}

/** Parses an API answer as JSON; a non-OK one becomes an ApiError ("status: body text"). */
export async function readApiResponse<T>(res: Response): Promise<T> {
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  if (!res.ok) throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, parsed);
  return parsed as T;
}

/** The message to show a person: the server's own words when it sent some, else the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
