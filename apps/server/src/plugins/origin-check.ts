import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Published sites post contact forms from their own domains; the payment provider posts webhooks. */
const EXEMPT_PREFIXES = ['/api/forms/', '/api/billing/webhook'];

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The origin a browser says the request came from: Origin, else Referer; undefined when neither. */
function claimedOrigin(request: FastifyRequest): string | null | undefined {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') return origin === 'null' ? null : originOf(origin);
  const referer = request.headers.referer;
  if (typeof referer === 'string' && referer !== '') return originOf(referer);
  return undefined;
}

/**
 * Refuses state-changing /api requests that a browser sent from another site (CSRF defence on top of
 * SameSite cookies). Requests with neither Origin nor Referer come from non-browser clients and pass.
 */
export const originCheck = fp(async (app: FastifyInstance, options: { publicUrl?: string }) => {
  const publicOrigin = options.publicUrl ? originOf(options.publicUrl) : null;
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
    if (EXEMPT_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
    const claimed = claimedOrigin(request);
    if (claimed === undefined) return;
    if (claimed !== null) {
      if (claimed === publicOrigin) return;
      if (new URL(claimed).host === request.host) return;
    }
    throw new AppError(
      'FORBIDDEN',
      'This request came from another website and was refused. Open the app and try again.',
    );
  });
});
