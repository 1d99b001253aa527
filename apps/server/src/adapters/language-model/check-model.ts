import { explainLlmFailure, type LlmConfig, LlmError } from '@mainstreet/composer';

export type ModelCheck = { status: 'ok' | 'failed' | 'not configured'; message?: string };

const normalise = (name: string) => name.replace(/:latest$/, '');

/**
 * Whether the configured model server answers: one GET of `/models` (every dialect serves it), so
 * a wrong key, a base URL without /v1 or a model the server does not have shows before an owner's
 * site falls back to the built-in writer.
 */
export async function checkLanguageModel(llm: LlmConfig | null, timeoutMs = 5_000): Promise<ModelCheck> {
  if (!llm) return { status: 'not configured', message: 'the built-in writer writes every site' };
  const headers: Record<string, string> = { accept: 'application/json' };
  if (llm.apiKey) headers.authorization = `Bearer ${llm.apiKey}`;
  let response: Response;
  try {
    response = await fetch(`${llm.baseUrl}/models`, { headers, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : 'unreachable';
    const failure = new LlmError(
      'network',
      `the model server could not be reached at ${llm.baseUrl} (${reason})`,
    );
    return { status: 'failed', message: explainLlmFailure(failure) };
  }
  if (!response.ok) {
    await response.body?.cancel();
    const failure = new LlmError('http', `HTTP ${response.status}`, { status: response.status });
    return { status: 'failed', message: explainLlmFailure(failure) };
  }
  const list = (await response.json().catch(() => ({}))) as { data?: Array<{ id?: unknown }> };
  const ids = (list.data ?? []).map((m) => String(m.id ?? ''));
  // llama.cpp lists the one file it serves under any name and answers to every model name.
  if (ids.length > 1 && !ids.some((id) => normalise(id) === normalise(llm.model))) {
    return {
      status: 'failed',
      message: `the model server has no model named "${llm.model}" — check LLM_MODEL (it has ${ids.slice(0, 5).join(', ')})`,
    };
  }
  return { status: 'ok', message: `${llm.model} at ${llm.baseUrl} answers` };
}
