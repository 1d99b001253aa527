import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { routingPath } from '../lib/request-path';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Published sites post contact forms from their own domains; the payment provider posts webhooks. */
const EXEMPT_PREFIXES = ['/api/forms/', '/api/billing/webhook'];
/** Host names a fresh install on one's own machine answers to. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

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

/** `request.host` without its port, lower-cased. */
function hostNameOf(host: string): string {
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return name.toLowerCase();
}

export type OriginCheckOptions = {
  publicUrl?: string;
  /**
   * Production without PUBLIC_URL: the Host header would decide absolute URLs (reset links,
   * checkout returns, share pages) and what counts as "this site" here, so only loopback hosts and
   * the configured HOST are answered; anything else is told to set PUBLIC_URL.
   */
  trustedHosts?: readonly string[];
};

/** Whether the check has anything to do for a GET: only when it must vet the Host header. */
export function readsNeedOriginCheck(options: OriginCheckOptions): boolean {
  return Boolean(options.trustedHosts && !(options.publicUrl && originOf(options.publicUrl)));
}

/**
 * Refuses state-changing /api requests that a browser sent from another site (CSRF defence on top of
 * SameSite cookies). Requests with neither Origin nor Referer come from non-browser clients and pass.
 * Paths are judged as the router decodes them, so percent-escapes cannot slip past.
 */
export const originCheck = fp(async (app: FastifyInstance, options: OriginCheckOptions) => {
  const publicOrigin = options.publicUrl ? originOf(options.publicUrl) : null;
  const trustedHosts = options.trustedHosts
    ? new Set(options.trustedHosts.map((h) => h.toLowerCase()))
    : null;
  const checksReads = readsNeedOriginCheck(options);
  app.addHook('onRequest', async (request) => {
    // Most requests are reads on a server with PUBLIC_URL set: nothing to check, nothing to decode.
    if (!STATE_CHANGING.has(request.method) && !checksReads) return;
    const path = routingPath(request.url);
    // Health probes come from load balancers by IP and build no URLs.
    const isProbe = path === '/api/health' || path === '/api/ready';
    if (trustedHosts && !publicOrigin && !isProbe && !trustedHosts.has(hostNameOf(request.host))) {
      throw new AppError(
        'BAD_REQUEST',
        'This server does not answer to this host name. Its operator needs to set PUBLIC_URL.',
      );
    }
    if (!STATE_CHANGING.has(request.method) || !path.startsWith('/api/')) return;
    if (EXEMPT_PREFIXES.some((prefix) => path.startsWith(prefix))) return;
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

/** The hosts a production server without PUBLIC_URL answers to: loopback and the configured HOST. */
export function trustedHostsFor(config: { HOST: string }): string[] {
  const hosts = [...LOOPBACK_HOSTS];
  if (config.HOST !== '0.0.0.0' && config.HOST !== '::') hosts.push(config.HOST);
  return hosts;
}
