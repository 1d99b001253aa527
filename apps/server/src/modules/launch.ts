import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { createDomainResolver, dnsTargetOf } from './domains/domain-dns';
import { domainHosting } from './domains/domain-hosting';
import { domainRoutes } from './domains/domains.routes';
import { createHostRoutes } from './domains/host-routes';
import { createHttpsProbe } from './domains/https-probe';
import { formsRoutes } from './forms/forms.routes';
import { netlifyRoutes } from './netlify/netlify.routes';
import type { NetlifyDeps } from './netlify/netlify.service';
import { loadTokenKey } from './netlify/token-cipher';
import { appRootFiles } from './publish/app-root-files';
import { hostingRoutes } from './publish/hosting.routes';
import { publishRoutes } from './publish/publish.routes';
import { visitsRoutes } from './visits/visits.routes';

export type LaunchOptions = Partial<Pick<NetlifyDeps, 'pollDelaysMs' | 'deployTimeoutMs'>>;

/**
 * Launch: built-in hosting (publish, serve, rollback), owners' own domains, Netlify, contact messages and visitor counts. They share
 * the context's cache of what is live, so a publish or a Netlify deploy is visible at once on this instance.
 */
export async function registerLaunch(app: FastifyInstance, ctx: AppContext, options: LaunchOptions = {}) {
  const cache = ctx.hostedCache;
  const deps: NetlifyDeps = { key: loadTokenKey(ctx.config), cache, ...options };
  const domains = {
    resolver: createDomainResolver(ctx.config),
    probe: createHttpsProbe(ctx.config),
    routes: createHostRoutes(ctx.db),
    target: dnsTargetOf(ctx.config),
  };
  await app.register(hostingRoutes(ctx, cache));
  await app.register(domainHosting(ctx, cache, domains.routes));
  await app.register(domainRoutes(ctx, domains));
  await app.register(publishRoutes(ctx, cache));
  await app.register(appRootFiles(ctx));
  await app.register(netlifyRoutes(ctx, deps));
  await app.register(formsRoutes(ctx));
  await app.register(visitsRoutes(ctx));
}
