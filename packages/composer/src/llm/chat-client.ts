import { LLM_DEFAULTS, type LlmConfig, redact } from './config';
import { formatDuration, hasNoCredit, LlmError, refusesStreaming } from './llm-error';
import {
  type ChatAnswer,
  readErrorInfo,
  readJsonAnswer,
  readRetryAfter,
  readStreamedAnswer,
} from './read-answer';

export { LlmError } from './llm-error';

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export type ChatOptions = {
  signal?: AbortSignal;
  /** The whole generation's cap, shared by every call it makes; one is made from the config otherwise. */
  deadline?: AbortSignal;
  /** JSON Schema for structured output; omitted, the model is asked for plain JSON. */
  jsonSchema?: Record<string, unknown>;
  /** Called with each piece of a streamed answer. */
  onDelta?: (text: string) => void;
};

/** The longest Retry-After we wait for; a server asking for more is reported as rate-limited. */
export const MAX_RETRY_AFTER_MS = 20_000;

/** Starts a generation's overall cap (LLM_TIMEOUT_MS). */
export function startDeadline(config: LlmConfig): AbortSignal {
  return AbortSignal.timeout(config.timeoutMs);
}

type Attempt = { temperature?: number; stream: boolean };

async function requestOnce(
  config: LlmConfig,
  messages: ChatMessage[],
  options: ChatOptions,
  deadline: AbortSignal,
  attempt: Attempt,
): Promise<ChatAnswer> {
  const firstMs = config.firstTokenTimeoutMs ?? Math.min(config.timeoutMs, LLM_DEFAULTS.firstTokenTimeoutMs);
  const idleMs = config.idleTimeoutMs ?? Math.min(config.timeoutMs, LLM_DEFAULTS.idleTimeoutMs);
  const watchdog = new AbortController();
  let stalled: 'first' | 'idle' | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = (which: 'first' | 'idle', ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      stalled = which;
      watchdog.abort();
    }, ms);
  };
  // A non-streamed answer arrives whole at the end: only the overall cap can judge it.
  if (attempt.stream) arm('first', firstMs);
  const signals = [watchdog.signal, deadline, ...(options.signal ? [options.signal] : [])];
  const body: Record<string, unknown> = { model: config.model, messages, stream: attempt.stream };
  if (attempt.temperature !== undefined) body.temperature = attempt.temperature;
  if (options.jsonSchema) {
    body.response_format = {
      type: 'json_schema',
      json_schema: { name: 'site_copy', strict: true, schema: options.jsonSchema },
    };
  }
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  try {
    const response = await fetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.any(signals),
    });
    if (!response.ok) {
      const info = await readErrorInfo(response);
      throw new LlmError('http', `the model server answered HTTP ${response.status}`, {
        status: response.status,
        detail: redact(info.detail, config.apiKey),
        code: info.code,
        param: info.param,
        retryAfterMs: readRetryAfter(response.headers.get('retry-after')),
      });
    }
    const type = response.headers.get('content-type') ?? '';
    if (attempt.stream && type.includes('text/event-stream') && response.body) {
      return await readStreamedAnswer(response.body, {
        onActivity: () => arm('idle', idleMs),
        onDelta: options.onDelta,
      });
    }
    clearTimeout(timer);
    const answer = readJsonAnswer((await response.json()) as Parameters<typeof readJsonAnswer>[0]);
    if (answer.content) options.onDelta?.(answer.content);
    return answer;
  } catch (error) {
    if (error instanceof LlmError) throw error;
    if (options.signal?.aborted) throw new LlmError('aborted', 'the generation was cancelled');
    if (stalled === 'first') {
      throw new LlmError(
        'timeout',
        `the model did not start answering within ${formatDuration(firstMs)} — a server that cannot stream needs LLM_STREAM=false; a slow one, a higher LLM_FIRST_TOKEN_TIMEOUT_MS`,
      );
    }
    if (stalled === 'idle') {
      throw new LlmError(
        'timeout',
        `the model stopped sending for ${formatDuration(idleMs)} in the middle of its answer — raise LLM_IDLE_TIMEOUT_MS for a slow server`,
      );
    }
    if (deadline.aborted) {
      throw new LlmError(
        'timeout',
        `the model did not finish within ${formatDuration(config.timeoutMs)} — raise LLM_TIMEOUT_MS for a slow server`,
      );
    }
    const reason =
      error instanceof Error
        ? error.cause instanceof Error
          ? error.cause.message
          : error.message
        : 'unknown';
    throw new LlmError(
      'network',
      redact(`the model server could not be reached at ${config.baseUrl} (${reason})`, config.apiKey),
    );
  } finally {
    clearTimeout(timer);
  }
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new LlmError('aborted', 'the generation was cancelled'));
    });
  });
}

/** Names an answer that arrived but cannot be used, so no repair call is spent on it. */
function checkFinished(answer: ChatAnswer): string {
  if (answer.refusal) {
    throw new LlmError(
      'refusal',
      `the model refused to write the copy (“${answer.refusal.trim().slice(0, 120)}”)`,
    );
  }
  if (answer.finishReason === 'content_filter') {
    throw new LlmError(
      'refusal',
      'the model server’s content filter stopped the answer (finish_reason "content_filter")',
    );
  }
  if (answer.finishReason === 'length') {
    throw new LlmError(
      'length',
      'the model’s answer was cut off at its token limit (finish_reason "length") — raise the model’s context or output length',
    );
  }
  return answer.content;
}

/**
 * One chat completion from an OpenAI-compatible server; the answer's text. A 400 naming
 * `temperature` is asked again without it, one naming `stream` without streaming, and one 429 is
 * retried after its Retry-After (unless it says the account has no credit).
 */
export async function requestChatCompletion(
  config: LlmConfig,
  messages: ChatMessage[],
  options: ChatOptions = {},
): Promise<string> {
  const deadline = options.deadline ?? startDeadline(config);
  const attempt: Attempt = { temperature: config.temperature, stream: config.stream };
  let hasWaited = false;
  for (;;) {
    try {
      return checkFinished(await requestOnce(config, messages, options, deadline, attempt));
    } catch (error) {
      if (!(error instanceof LlmError) || error.kind !== 'http') throw error;
      if (
        error.status === 400 &&
        attempt.temperature !== undefined &&
        /temperature/i.test(error.detail ?? '')
      ) {
        attempt.temperature = undefined;
        continue;
      }
      // gpt-5 and o-series on an unverified organisation refuse streaming, not the request.
      if (attempt.stream && refusesStreaming(error)) {
        attempt.stream = false;
        continue;
      }
      // No wait brings credit back.
      if (hasNoCredit(error)) throw error;
      const delay = error.retryAfterMs ?? 1_000;
      if (error.status === 429 && !hasWaited && delay <= MAX_RETRY_AFTER_MS) {
        hasWaited = true;
        const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
        await wait(delay, signal).catch(() => {
          throw options.signal?.aborted ? new LlmError('aborted', 'the generation was cancelled') : error;
        });
        continue;
      }
      throw error;
    }
  }
}
