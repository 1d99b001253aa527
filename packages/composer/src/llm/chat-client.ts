import { type LlmConfig, redact } from './config';

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export type LlmErrorKind = 'timeout' | 'http' | 'network' | 'protocol' | 'aborted';

/** A failed model call; the message names what went wrong and never carries the API key. */
export class LlmError extends Error {
  constructor(
    readonly kind: LlmErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}

export type ChatOptions = {
  signal?: AbortSignal;
  /** JSON Schema for structured output; omitted, the model is asked for plain JSON. */
  jsonSchema?: Record<string, unknown>;
  /** Called with each piece of a streamed answer. */
  onDelta?: (text: string) => void;
};

async function readStream(
  body: ReadableStream<Uint8Array>,
  onDelta?: (text: string) => void,
): Promise<string> {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let buffer = '';
  let answer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    const lines = buffer.split(/\r?\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') return answer;
      let chunk: { choices?: Array<{ delta?: { content?: string | null } }> };
      try {
        chunk = JSON.parse(data);
      } catch {
        throw new LlmError('protocol', 'The language model sent a stream event that is not JSON');
      }
      const piece = chunk.choices?.[0]?.delta?.content;
      if (piece) {
        answer += piece;
        onDelta?.(piece);
      }
    }
  }
  return answer;
}

/** One chat completion from an OpenAI-compatible server; the answer's text. */
export async function requestChatCompletion(
  config: LlmConfig,
  messages: ChatMessage[],
  options: ChatOptions = {},
): Promise<string> {
  const timeout = AbortSignal.timeout(config.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const body: Record<string, unknown> = {
    model: config.model,
    messages,
    temperature: 0.7,
    stream: config.stream,
  };
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
      signal,
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new LlmError('http', `The language model answered HTTP ${response.status}`, response.status);
    }
    const type = response.headers.get('content-type') ?? '';
    if (config.stream && type.includes('text/event-stream') && response.body) {
      return await readStream(response.body, options.onDelta);
    }
    const json = (await response.json()) as { choices?: Array<{ message?: { content?: string | null } }> };
    const content = json.choices?.[0]?.message?.content;
    if (typeof content !== 'string')
      throw new LlmError('protocol', 'The language model answer has no message');
    options.onDelta?.(content);
    return content;
  } catch (error) {
    if (error instanceof LlmError) throw error;
    if (options.signal?.aborted) throw new LlmError('aborted', 'The generation was cancelled');
    if (timeout.aborted) {
      throw new LlmError('timeout', `The language model did not answer within ${config.timeoutMs} ms`);
    }
    const reason =
      error instanceof Error
        ? error.cause instanceof Error
          ? error.cause.message
          : error.message
        : 'unknown';
    throw new LlmError(
      'network',
      redact(`The language model could not be reached (${reason})`, config.apiKey),
    );
  }
}
