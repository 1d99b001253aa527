import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../context';
import type { HostedCache } from '../publish/hosted-cache';
import { serveHostedFile } from '../publish/hosting.routes';
import { type HostRoutes, hostKey } from './host-routes';

const IP_ADDRESS = /^[\d.]+$/;

/**
 * Serves a website at its owner's domain: a request whose Host is a verified host of a domain gets
 * that site's published files, as at /s/<slug>/; the other of apex and www answers 301 to the
 * primary. Any other name with a dot (a removed domain whose certificate Caddy kept, a name someone
 * pointed here) gets a plain 404, never the app — once PUBLIC_URL says which host the app is.
 */
export const domainHosting = (ctx: AppContext, cache: HostedCache, routes: HostRoutes) =>
  fp(async (app: FastifyInstance) => {
    const ownHosts = new Set<string>();
    if (ctx.config.PUBLIC_URL) ownHosts.add(new URL(ctx.config.PUBLIC_URL).hostname.toLowerCase());
    if (ctx.config.DOMAINS_CNAME_TARGET) ownHosts.add(ctx.config.DOMAINS_CNAME_TARGET.toLowerCase());
    const knowsAppHost = Boolean(ctx.config.PUBLIC_URL);
    const sitesDomain = ctx.config.SITES_DOMAIN?.toLowerCase().replace(/:\d+$/, '').replace(/^\.+/, '');

    app.addHook('onRequest', async (request, reply) => {
      const host = hostKey(request.headers.host);
      if (!host || ownHosts.has(host) || IP_ADDRESS.test(host)) return;
      if (sitesDomain && (host === sitesDomain || host.endsWith(`.${sitesDomain}`))) return;
      const route = await routes.find(host);
      if (!route) {
        if (!knowsAppHost) return;
        return reply
          .status(404)
          .header('content-type', 'text/plain; charset=utf-8')
          .header('cache-control', 'no-store')
          .send('Not found\n');
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply
          .status(405)
          .header('allow', 'GET, HEAD')
          .send({ code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed' });
      }
      if (host !== route.primaryHost) {
        // Certificates come with the domain (Caddy), so the one address is always its https one.
        return reply.redirect(`https://${route.primaryHost}${request.url}`, 301);
      }
      const filePath = request.url.split('?')[0].slice(1);
      return serveHostedFile(ctx, cache, request, reply, route.slug ?? '', filePath);
    });
  });
