import type { RouteAnswer, RouteBody } from '@mainstreet/server/contract';
import { t } from '../../../i18n/i18n';
import { ApiError, apiFetch, fieldsOf, hasErrorCode, readApiResponse } from '../../../lib/api';
import { PHASE_NAMES } from './generate-copy';

export type GenerateRequest = RouteBody<'POST /api/websites/generate'>;
/** The new website: the JSON answer, or the stream's `done` event (the same shape). */
export type GeneratedSite = RouteAnswer<'POST /api/websites/generate'>;

type Handlers = {
  onPhase: (label: string) => void;
  /** The model's tokens received so far, as they arrive. */
  onTokens?: (count: number) => void;
  signal?: AbortSignal;
};

// Only a thrown error's message (never shown: the toast says it in the app's language).
const FAILED = 'Failed to generate website';

/** One server-sent event: its name and JSON data (null when the data is not JSON). */
type StreamEvent = { event: string; data: unknown };

/** Splits server-sent-event text into complete events; returns them and the unfinished rest. */
export function parseEventText(text: string): { events: StreamEvent[]; rest: string } {
  const blocks = text.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length === 0) return [];
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(data.join('\n'));
    } catch {
      parsed = null;
    }
    return [{ event, data: parsed }];
  });
  return { events, rest };
}

/**
 * Generates with one POST (the description travels in the body, never in a URL) and reads the
 * answer as server-sent events, reporting each real phase. A refusal before any progress comes as
 * an ordinary JSON error; a server (or proxy) that answers plain JSON is read as the website.
 */
export async function generateSite(
  request: GenerateRequest,
  { onPhase, onTokens, signal }: Handlers,
): Promise<GeneratedSite> {
  const res = await apiFetch(
    'POST',
    '/api/websites/generate',
    { body: request },
    { headers: { Accept: 'text/event-stream' }, signal },
  );
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || !type.startsWith('text/event-stream') || !res.body) {
    const site = (await readApiResponse(res)) as GeneratedSite | null;
    if (!site?.id || !site.content) throw new Error(FAILED);
    return site;
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const { events, rest } = parseEventText(buffered + value);
    buffered = rest;
    for (const { event, data } of events) {
      const fields = fieldsOf(data);
      if (event === 'phase') {
        const known = typeof fields.id === 'string' ? PHASE_NAMES[fields.id] : undefined;
        if (known) onPhase(t(known));
        else if (typeof fields.label === 'string') onPhase(fields.label);
      }
      if (event === 'tokens' && typeof fields.count === 'number') onTokens?.(fields.count);
      if (event === 'done') {
        const site = data as GeneratedSite | null;
        await reader.cancel().catch(() => undefined);
        if (!site?.id || !site.content) throw new Error(FAILED);
        return site;
      }
      if (event === 'error') {
        await reader.cancel().catch(() => undefined);
        const status = typeof fields.status === 'number' ? fields.status : 500;
        const message = typeof fields.message === 'string' ? fields.message : FAILED;
        throw new ApiError(status, `${status}: ${message}`, fields);
      }
    }
  }
  // The stream ended without an answer: the connection broke mid-way.
  throw new Error(FAILED);
}

/** The toast for a failed generation. */
export function generationErrorToast(error: unknown): { title: string; description: string } {
  if (error instanceof ApiError) {
    const message = error.serverMessage;
    if (hasErrorCode(error, 'BOT_CHECK_FAILED')) {
      return { title: t('builder.generate.botCheck'), description: t('builder.generate.botCheckText') };
    }
    return { title: t('builder.generate.failed'), description: message ?? t('builder.generate.failedText') };
  }
  return { title: t('builder.generate.failed'), description: t('builder.generate.failedText') };
}
