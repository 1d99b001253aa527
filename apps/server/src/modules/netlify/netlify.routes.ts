import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { unauthorized } from '../../lib/app-error';
import { requireUser } from '../../plugins/request-context';
import { originOf } from '../publish/publish.routes';
import { callbackBody, deployParams } from './netlify.schemas';
import {
  completeOAuth,
  createAuthorizeUrl,
  deployToNetlify,
  disconnectNetlify,
  getConnectionStatus,
  type NetlifyDeps,
} from './netlify.service';

/** Netlify through the owner's own account: OAuth connect, status, disconnect and deploy. */
export const netlifyRoutes =
  (ctx: AppContext, deps: NetlifyDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/netlify/oauth/authorize', async (request) => {
      const user = requireUser(request);
      if (!request.sessionId) throw unauthorized();
      return createAuthorizeUrl(ctx, originOf(request), user.id, request.sessionId);
    });
    app.post('/api/netlify/oauth/callback', { schema: { body: callbackBody } }, async (request) => {
      const user = requireUser(request);
      if (!request.sessionId) throw unauthorized();
      return completeOAuth(
        ctx,
        deps,
        originOf(request),
        { userId: user.id, sessionId: request.sessionId },
        request.body,
      );
    });
    app.get('/api/netlify/oauth/status', async (request) =>
      getConnectionStatus(ctx, requireUser(request).id),
    );
    app.post('/api/netlify/oauth/disconnect', async (request) =>
      disconnectNetlify(ctx, requireUser(request).id),
    );
    app.post('/api/netlify/oauth/deploy/:id', { schema: { params: deployParams } }, async (request) =>
      deployToNetlify(ctx, deps, originOf(request), requireUser(request).id, request.params.id),
    );
  };
