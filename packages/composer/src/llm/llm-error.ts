export type LlmErrorKind =
  | 'timeout'
  | 'http'
  | 'network'
  | 'protocol'
  | 'aborted'
  /** The answer stopped at the model's token limit (`finish_reason: "length"`). */
  | 'length'
  /** The model declined to answer (`refusal`, or `finish_reason: "content_filter"`). */
  | 'refusal'
  /** The answer arrived but held no valid copy, even after one repair. */
  | 'invalid';

/** A failed model call; the message names what went wrong and never carries the API key. */
export class LlmError extends Error {
  readonly status?: number;
  /** The server's own error text (e.g. "response_format is not supported"), redacted. */
  readonly detail?: string;
  /** How long a 429 answer asked us to wait (Retry-After). */
  readonly retryAfterMs?: number;
  /** The error's `code` and `param` in OpenAI's shape ("insufficient_quota", "stream"). */
  readonly code?: string;
  readonly param?: string;

  constructor(
    readonly kind: LlmErrorKind,
    message: string,
    extra: { status?: number; detail?: string; retryAfterMs?: number; code?: string; param?: string } = {},
  ) {
    super(message);
    this.name = 'LlmError';
    this.status = extra.status;
    this.detail = extra.detail;
    this.retryAfterMs = extra.retryAfterMs;
    this.code = extra.code;
    this.param = extra.param;
  }
}

/** True when a server's refusal is about structured output, so plain JSON may still work. */
export function refusesStructuredOutput(error: unknown): boolean {
  if (!(error instanceof LlmError) || error.kind !== 'http' || !error.status) return false;
  // Older servers answered any 400 to a request shape they did not know.
  if (error.status === 400 && !/temperature/i.test(error.detail ?? '')) return true;
  return /response_format|json_schema|structured|grammar|schema/i.test(error.detail ?? '');
}

/** A 429 that no wait cures: the account behind the key has no credit left. */
export const hasNoCredit = (error: unknown): boolean =>
  error instanceof LlmError &&
  error.kind === 'http' &&
  (error.code === 'insufficient_quota' ||
    /insufficient_quota|exceeded your current quota/i.test(error.detail ?? ''));

/** A 400 refusing `stream` (gpt-5 and o-series on an organisation OpenAI has not verified). */
export const refusesStreaming = (error: unknown): boolean =>
  error instanceof LlmError &&
  error.kind === 'http' &&
  error.status === 400 &&
  (error.param === 'stream' || /\bstream\b/i.test(error.detail ?? ''));

/** A duration as people say it: "60 s", "250 ms". */
export const formatDuration = (ms: number) => (ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`);

/**
 * One line for the owner (and the log) on why the configured model did not write the copy, with
 * the setting to check. Never holds the key: messages are built from status codes and our words.
 */
export function explainLlmFailure(error: unknown): string {
  if (!(error instanceof LlmError)) return 'the model failed unexpectedly';
  const status = error.status;
  switch (error.kind) {
    case 'http':
      if (status === 401 || status === 403)
        return `the model server refused the API key (${status}) — check LLM_API_KEY`;
      if (status === 404)
        return 'the model server answered 404 — check that LLM_BASE_URL ends in /v1 and LLM_MODEL names a model it has';
      if (hasNoCredit(error))
        return 'the model account has no credit (HTTP 429 insufficient_quota) — add credit or change LLM_API_KEY';
      if (status === 429) return 'the model server is rate-limited (HTTP 429) — try again in a while';
      if (status && status >= 500) return `the model server failed (HTTP ${status})`;
      return `the model server refused the request (HTTP ${status})${error.detail ? `: ${error.detail.slice(0, 140)}` : ''}`;
    case 'network':
      return `${error.message} — check LLM_BASE_URL`;
    case 'timeout':
    case 'length':
    case 'refusal':
    case 'invalid':
    case 'protocol':
      return error.message;
    case 'aborted':
      return 'the generation was cancelled';
  }
}

/** Why the model did not write the copy, as a code an app says in the owner's language. */
const MODEL_FAILURE_CODES = [
  'refusedKey',
  'modelMissing',
  'noCredit',
  'busy',
  'serverFailed',
  'refused',
  'unreachable',
  'tooSlow',
  'cancelled',
  'unusable',
  'failed',
] as const;
export type ModelFailureCode = (typeof MODEL_FAILURE_CODES)[number];

/** The failure for the site's owner as a code: what happened, never a host, setting or provider text. */
export function modelFailureCodeOf(error: unknown): ModelFailureCode {
  if (!(error instanceof LlmError)) return 'failed';
  const status = error.status ?? 0;
  switch (error.kind) {
    case 'http':
      if (status === 401 || status === 403) return 'refusedKey';
      if (status === 404) return 'modelMissing';
      if (hasNoCredit(error)) return 'noCredit';
      if (status === 429) return 'busy';
      if (status >= 500) return 'serverFailed';
      return 'refused';
    case 'network':
      return 'unreachable';
    case 'timeout':
      return 'tooSlow';
    case 'aborted':
      return 'cancelled';
    default:
      return 'unusable';
  }
}

// The composer's own English for each code (the web app has its catalogs' words).
const OWNER_WORDS: Record<ModelFailureCode, string> = {
  refusedKey: 'the language model refused this server’s key',
  modelMissing: 'the language model this server names is not on its model server',
  noCredit: 'the language model’s account has no credit',
  busy: 'the language model was busy',
  serverFailed: 'the language model’s server failed',
  refused: 'the language model refused the request',
  unreachable: 'the language model could not be reached',
  tooSlow: 'the language model took too long',
  cancelled: 'the generation was cancelled',
  unusable: 'the language model’s answer could not be used',
  failed: 'the language model failed',
};

/**
 * The same failure in words for the site's owner: what happened, never a host, port, setting
 * name or the provider's own text (those go to the operator's log with explainLlmFailure).
 */
export function explainForOwner(error: unknown): string {
  return OWNER_WORDS[modelFailureCodeOf(error)];
}
