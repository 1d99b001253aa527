import { LlmError } from './llm-error';

/** What a chat completion said, in either transport. */
export type ChatAnswer = {
  content: string;
  /** `stop`, `length`, `content_filter`, … as the server named it; undefined when it did not. */
  finishReason?: string;
  /** The model's own refusal text (OpenAI's `refusal` field). */
  refusal?: string;
};

type Choice = {
  delta?: { content?: string | null; refusal?: string | null };
  message?: { content?: string | null; refusal?: string | null };
  finish_reason?: string | null;
};

/**
 * Reads an OpenAI-style stream of server-sent events. `onActivity` is called for every event, the
 * reasoning deltas of thinking models (`reasoning_content`, `reasoning`) included: a model sending
 * those is alive even before its first word of copy.
 */
export async function readStreamedAnswer(
  body: ReadableStream<Uint8Array>,
  handlers: { onActivity: () => void; onDelta?: (text: string) => void },
): Promise<ChatAnswer> {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let buffer = '';
  const answer: ChatAnswer = { content: '' };
  const take = (data: string) => {
    let chunk: { choices?: Choice[]; error?: { message?: string } };
    try {
      chunk = JSON.parse(data);
    } catch {
      throw new LlmError('protocol', 'the model server sent a stream event that is not JSON');
    }
    if (chunk.error) {
      throw new LlmError('http', 'the model server reported an error in the middle of its answer', {
        status: 500,
        detail: String(chunk.error.message ?? '').slice(0, 300),
      });
    }
    const choice = chunk.choices?.[0];
    if (!choice) return;
    const piece = choice.delta?.content;
    if (piece) {
      answer.content += piece;
      handlers.onDelta?.(piece);
    }
    if (choice.delta?.refusal) answer.refusal = (answer.refusal ?? '') + choice.delta.refusal;
    if (choice.finish_reason) answer.finishReason = choice.finish_reason;
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    handlers.onActivity();
    buffer += decoder.decode(value, { stream: true });
    const lines = buffer.split(/\r?\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') {
        await reader.cancel().catch(() => undefined);
        return answer;
      }
      take(data);
    }
  }
  return answer;
}

/** Reads a whole (non-streamed) chat completion. */
export function readJsonAnswer(json: { choices?: Choice[] }): ChatAnswer {
  const choice = json.choices?.[0];
  const message = choice?.message;
  if (!message || (typeof message.content !== 'string' && !message.refusal)) {
    throw new LlmError('protocol', 'the model server’s answer has no message');
  }
  return {
    content: message.content ?? '',
    finishReason: choice?.finish_reason ?? undefined,
    refusal: message.refusal ?? undefined,
  };
}

export type ErrorInfo = { detail: string; code?: string; param?: string };

/**
 * The error of a refused request, from OpenAI's `{error: {message, code, param}}`, Ollama's
 * `{error}` or plain text.
 */
export async function readErrorInfo(response: Response): Promise<ErrorInfo> {
  const text = (await response.text().catch(() => '')).slice(0, 4_000);
  try {
    const json = JSON.parse(text) as {
      error?: string | { message?: string; code?: unknown; type?: unknown; param?: unknown };
      message?: string;
      detail?: unknown;
    };
    const error = typeof json.error === 'object' && json.error ? json.error : undefined;
    const code = [error?.code, error?.type].find((c): c is string => typeof c === 'string');
    const param = typeof error?.param === 'string' ? error.param : undefined;
    const message =
      typeof json.error === 'string' ? json.error : (error?.message ?? json.message ?? json.detail);
    if (message !== undefined || code)
      return {
        detail: (typeof message === 'string' ? message : JSON.stringify(message ?? '')).slice(0, 500),
        code,
        param,
      };
  } catch {
    // Not JSON: the text itself.
  }
  return { detail: text.slice(0, 500) };
}

/** Retry-After as milliseconds: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function readRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Math.round(Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
