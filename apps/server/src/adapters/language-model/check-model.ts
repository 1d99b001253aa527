import type { ImageConfig, LlmConfig } from '@mainstreet/composer';

/** What a model check found; the same words in /api/ready and the start-up line. */
export const MODEL_STATES = [
  'answers',
  'not configured',
  'named model missing',
  'unreachable',
  'refused key',
  'no credit',
] as const;

export type ModelState = (typeof MODEL_STATES)[number];
export type ModelCheck = { status: ModelState; message: string };

type Server = { baseUrl: string; apiKey?: string; model: string };

const normalise = (name: string) => name.replace(/:latest$/, '');

/** Ollama names its models name:tag and serves on 11434; its missing model is one not pulled yet. */
const isOllama = (server: Server, ids: string[]) =>
  /:11434\b/.test(server.baseUrl) || ids.some((id) => !id.startsWith('ft:') && /^[\w./-]+:[\w.-]+$/.test(id));

function headersFor(server: Server): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' };
  if (server.apiKey) headers.authorization = `Bearer ${server.apiKey}`;
  return headers;
}

/** A refused answer's state: the key, the credit, the model, or the server. */
async function refusal(server: Server, response: Response, ollama: boolean): Promise<ModelCheck> {
  const text = await response.text().catch(() => '');
  const status = response.status;
  if (status === 401 || status === 403)
    return { status: 'refused key', message: `the server refused the key (${status}) — check the API key` };
  if (status === 429 && /insufficient_quota|exceeded your current quota|billing/i.test(text))
    return { status: 'no credit', message: 'the account has no credit (429 insufficient_quota)' };
  if (status === 404) {
    const missing = ollama || /try pulling|pull/i.test(text) ? 'not pulled yet' : 'not on this server';
    return {
      status: 'named model missing',
      message: `"${server.model}" is ${missing}${missing === 'not pulled yet' ? ` — run ollama pull ${server.model}` : ''} (or the base URL does not end in /v1)`,
    };
  }
  return { status: 'unreachable', message: `the server answered HTTP ${status}` };
}

/** The models a server lists, or undefined when it does not list them (404, not JSON). */
async function listModels(server: Server, timeoutMs: number): Promise<string[] | Response | undefined> {
  const response = await fetch(`${server.baseUrl}/models`, {
    headers: headersFor(server),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (response.status === 404) {
    await response.body?.cancel();
    return undefined;
  }
  if (!response.ok) return response;
  const list = (await response.json().catch(() => ({}))) as { data?: Array<{ id?: unknown }> };
  return Array.isArray(list.data) ? list.data.map((m) => String(m.id ?? '')) : undefined;
}

/** A one-token chat call naming the model: the only way to know a server answers to that name. */
async function askOneToken(server: Server, timeoutMs: number): Promise<Response> {
  const ask = (limit: Record<string, number>) =>
    fetch(`${server.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: headersFor(server),
      body: JSON.stringify({
        model: server.model,
        messages: [{ role: 'user', content: 'Say OK.' }],
        stream: false,
        ...limit,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  const first = await ask({ max_tokens: 1 });
  if (first.status !== 400) return first;
  // Reasoning models take max_completion_tokens instead.
  const text = await first.text().catch(() => '');
  return /max_tokens/.test(text) ? ask({ max_completion_tokens: 16 }) : new Response(text, { status: 400 });
}

const unreachable = (server: Server, error: unknown): ModelCheck => ({
  status: 'unreachable',
  message: `the server could not be reached at ${server.baseUrl} (${
    error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : 'unreachable'
  })`,
});

/**
 * Whether the configured language model answers to its name: the server's list when it has one,
 * then one call of one token (an Ollama with nothing pulled lists nothing; llama.cpp lists its one
 * file under any name; only a call tells a missing model, a refused key or an empty account).
 */
export async function checkLanguageModel(llm: LlmConfig | null, timeoutMs = 5_000): Promise<ModelCheck> {
  if (!llm) return { status: 'not configured', message: 'the built-in writer writes every site' };
  try {
    const listed = await listModels(llm, timeoutMs);
    const ids = Array.isArray(listed) ? listed : [];
    const ollama = isOllama(llm, ids);
    if (listed instanceof Response) return await refusal(llm, listed, ollama);
    if (ollama && Array.isArray(listed) && !ids.some((id) => normalise(id) === normalise(llm.model)))
      return await refusal(llm, new Response('try pulling it first', { status: 404 }), true);
    if (ids.length > 1 && !ids.some((id) => normalise(id) === normalise(llm.model))) {
      return {
        status: 'named model missing',
        message: `"${llm.model}" is not on this server (it has ${ids.slice(0, 5).join(', ')})`,
      };
    }
    const answer = await askOneToken(llm, Math.max(timeoutMs, 15_000));
    if (answer.ok || answer.status === 400) {
      await answer.body?.cancel();
      return { status: 'answers', message: `${llm.model} at ${llm.baseUrl} answers` };
    }
    return await refusal(llm, answer, ollama);
  } catch (error) {
    return unreachable(llm, error);
  }
}

/**
 * Whether the configured image model is there: the server's list names it. A server that does
 * not list is reported answering when it answers at all (a test picture would cost the operator).
 */
export async function checkImageModel(
  images: ImageConfig | undefined,
  timeoutMs = 5_000,
): Promise<ModelCheck> {
  if (!images) return { status: 'not configured', message: 'built-in artwork draws every picture' };
  try {
    const listed = await listModels(images, timeoutMs);
    if (listed instanceof Response) return await refusal(images, listed, false);
    if (listed && listed.length > 0 && !listed.some((id) => normalise(id) === normalise(images.model)))
      return {
        status: 'named model missing',
        message: `"${images.model}" is not on this server (it has ${listed.slice(0, 5).join(', ')})`,
      };
    return { status: 'answers', message: `${images.model} at ${images.baseUrl} answers` };
  } catch (error) {
    return unreachable(images, error);
  }
}
