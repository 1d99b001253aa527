import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { formsRoutes } from './forms/forms.routes';
import { netlifyRoutes } from './netlify/netlify.routes';
import type { NetlifyDeps } from './netlify/netlify.service';
import { loadTokenKey } from './netlify/token-cipher';
import { hostingRoutes } from './publish/hosting.routes';
import { publishRoutes } from './publish/publish.routes';
import { visitsRoutes } from './visits/visits.routes';

export type LaunchOptions = Partial<Pick<NetlifyDeps, 'pollDelaysMs' | 'deployTimeoutMs'>>;

/**
 * Launch: built-in hosting (publish, serve, rollback), Netlify, contact messages and visitor counts. They share
 * the context's cache of what is live, so a publish or a Netlify deploy is visible at once on this instance.
 */
export async function registerLaunch(app: FastifyInstance, ctx: AppContext, options: LaunchOptions = {}) {
  const cache = ctx.hostedCache;
  const deps: NetlifyDeps = { key: loadTokenKey(ctx.config), cache, ...options };
  await app.register(hostingRoutes(ctx, cache));
  await app.register(publishRoutes(ctx, cache));
  await app.register(netlifyRoutes(ctx, deps));
  await app.register(formsRoutes(ctx));
  await app.register(visitsRoutes(ctx));
}
