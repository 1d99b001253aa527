import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorAnswers } from '../../lib/answer-schemas';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../plugins/request-context';
import { originOf } from '../publish/publish.routes';
import { type DomainDeps, runDueDomainChecks } from './check-domain';
import {
  addDomainBody,
  askAnswer,
  askQuery,
  domainAnswer,
  primaryBody,
  websiteParams,
} from './domains.schemas';
import {
  addWebsiteDomain,
  checkWebsiteDomain,
  getWebsiteDomain,
  removeWebsiteDomain,
  setPrimaryHost,
} from './domains.service';
import { hostKey } from './host-routes';

const CHECK_EVERY_MS = 15_000;

/** Owners' own domains (add, see records and status, check, choose apex or www, remove) and Caddy's `ask`. */
export const domainRoutes =
  (ctx: AppContext, deps: DomainDeps): FastifyPluginAsyncZod =>
  async (app) => {
    let checking: Promise<unknown> | null = null;
    let timer: NodeJS.Timeout | undefined;
    const check = () => {
      checking ??= runDueDomainChecks(ctx, deps)
        .catch((error) => app.log.error({ err: error }, 'domain checks failed'))
        .finally(() => {
          checking = null;
        });
    };
    app.addHook('onReady', async () => {
      timer = setInterval(check, CHECK_EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await checking;
    });

    const owner = { params: websiteParams, response: { 200: domainAnswer, ...errorAnswers } };
    app.get('/api/websites/:id/domain', { schema: owner }, async (request) =>
      getWebsiteDomain(ctx, deps, requireUser(request).id, request.params.id),
    );
    app.put('/api/websites/:id/domain', { schema: { ...owner, body: addDomainBody } }, async (request) =>
      addWebsiteDomain(
        ctx,
        deps,
        requireUser(request).id,
        request.params.id,
        request.body,
        originOf(request),
      ),
    );
    app.patch('/api/websites/:id/domain', { schema: { ...owner, body: primaryBody } }, async (request) =>
      setPrimaryHost(
        ctx,
        deps,
        requireUser(request).id,
        request.params.id,
        request.body.primary,
        originOf(request),
      ),
    );
    app.post('/api/websites/:id/domain/check', { schema: owner }, async (request) =>
      checkWebsiteDomain(ctx, deps, requireUser(request).id, request.params.id),
    );
    app.delete('/api/websites/:id/domain', { schema: owner }, async (request) =>
      removeWebsiteDomain(ctx, deps, requireUser(request).id, request.params.id, originOf(request)),
    );

    // Caddy asks before it gets a certificate for a name (on-demand TLS): yes only for hosts whose
    // DNS was verified, so nobody can make this server request certificates for names of their choosing.
    app.get(
      '/api/domains/ask',
      {
        schema: {
          description: "Caddy's on-demand TLS `ask`: 200 for a verified domain, 404 for any other.",
          querystring: askQuery,
          response: { 200: askAnswer, ...errorAnswers },
        },
      },
      async (request) => {
        const host = hostKey(request.query.domain);
        if (!host) throw new AppError('BAD_REQUEST', 'domain: not a host name');
        if (!(await deps.routes.find(host)))
          throw new AppError('NOT_FOUND', `${host} is not a verified domain here`);
        return { ok: true as const };
      },
    );
  };
