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

  constructor(
    readonly kind: LlmErrorKind,
    message: string,
    extra: { status?: number; detail?: string; retryAfterMs?: number } = {},
  ) {
    super(message);
    this.name = 'LlmError';
    this.status = extra.status;
    this.detail = extra.detail;
    this.retryAfterMs = extra.retryAfterMs;
  }
}

/** True when a server's refusal is about structured output, so plain JSON may still work. */
export function refusesStructuredOutput(error: unknown): boolean {
  if (!(error instanceof LlmError) || error.kind !== 'http' || !error.status) return false;
  // Older servers answered any 400 to a request shape they did not know.
  if (error.status === 400 && !/temperature/i.test(error.detail ?? '')) return true;
  return /response_format|json_schema|structured|grammar|schema/i.test(error.detail ?? '');
}

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
