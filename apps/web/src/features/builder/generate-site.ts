import type { Content } from '@mainstreet/site';
import { ApiError, apiRequest } from '../../lib/api';

export type GenerateRequest = {
  prompt: string;
  industry: string;
  colorPreference: string;
  recaptchaToken?: string;
};
export type GeneratedSite = { id: string; name: string; content: Content; version?: number };

type Handlers = { onPhase: (label: string) => void; signal?: AbortSignal };

/** Thrown when the stream could not start at all, so the caller may fall back to the plain request. */
export class StreamUnavailableError extends Error {}

/**
 * Generates over the server's event stream, reporting each real phase. Rejects with
 * StreamUnavailableError when the stream never opened (no EventSource, 404, proxy without streaming).
 */
export function generateWithStream(
  request: GenerateRequest,
  { onPhase, signal }: Handlers,
): Promise<GeneratedSite> {
  return new Promise((resolve, reject) => {
    if (typeof EventSource === 'undefined') return reject(new StreamUnavailableError('no EventSource'));
    const query = new URLSearchParams({
      prompt: request.prompt,
      industry: request.industry,
      colorPreference: request.colorPreference,
    });
    const source = new EventSource(`/api/websites/generate/stream?${query}`, { withCredentials: true });
    let hasOpened = false;
    const finish = (settle: () => void) => {
      source.close();
      signal?.removeEventListener('abort', onAbort);
      settle();
    };
    const onAbort = () => finish(() => reject(new DOMException('aborted', 'AbortError')));
    signal?.addEventListener('abort', onAbort);
    source.onopen = () => {
      hasOpened = true;
    };
    source.addEventListener('phase', (event) => {
      hasOpened = true;
      const data = parse((event as MessageEvent).data) as { label?: unknown };
      if (typeof data?.label === 'string') onPhase(data.label);
    });
    source.addEventListener('done', (event) => {
      const site = parse((event as MessageEvent).data) as GeneratedSite | null;
      finish(() =>
        site?.id && site.content ? resolve(site) : reject(new Error('Failed to generate website')),
      );
    });
    source.addEventListener('error', (event) => {
      const data = parse((event as MessageEvent).data) as { message?: unknown; status?: unknown } | null;
      if (data && typeof data.message === 'string') {
        const status = typeof data.status === 'number' ? data.status : 500;
        finish(() => reject(new ApiError(status, `${status}: ${data.message}`, data)));
      } else if (!hasOpened) {
        finish(() => reject(new StreamUnavailableError('stream did not open')));
      } else {
        // The connection broke mid-way: EventSource would reconnect and generate again, so stop here.
        finish(() => reject(new Error('Failed to generate website')));
      }
    });
  });
}

function parse(data: unknown): unknown {
  if (typeof data !== 'string') return null;
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

export function generateWithRequest(request: GenerateRequest): Promise<GeneratedSite> {
  return apiRequest<GeneratedSite>('POST', '/api/websites/generate', request);
}

/** The spec's toast for a failed generation (§8). */
export function generationErrorToast(error: unknown): { title: string; description: string } {
  if (error instanceof ApiError) {
    const message = error.serverMessage;
    if (error.code === 'BOT_CHECK_FAILED' || /security check|recaptcha|bot check/i.test(message ?? '')) {
      return {
        title: 'Security Check Failed',
        description: 'Please try again. If the problem persists, contact support.',
      };
    }
    return { title: 'Generation Failed', description: message ?? 'Failed to generate website' };
  }
  return { title: 'Generation Failed', description: 'Failed to generate website' };
}
