import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorAnswers } from '../../lib/answer-schemas';
import { unauthorized } from '../../lib/app-error';
import { requireUser } from '../../plugins/request-context';
import { originOf } from '../publish/publish.routes';
import {
  authorizeAnswer,
  callbackBody,
  connectionAnswer,
  connectionStatusAnswer,
  deployParams,
  netlifyDeployAnswer,
} from './netlify.schemas';
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
    app.get(
      '/api/netlify/oauth/authorize',
      { schema: { response: { 200: authorizeAnswer, ...errorAnswers } } },
      async (request) => {
        const user = requireUser(request);
        if (!request.sessionId) throw unauthorized();
        return createAuthorizeUrl(ctx, originOf(request), user.id, request.sessionId);
      },
    );
    app.post(
      '/api/netlify/oauth/callback',
      { schema: { body: callbackBody, response: { 200: connectionAnswer, ...errorAnswers } } },
      async (request) => {
        const user = requireUser(request);
        if (!request.sessionId) throw unauthorized();
        return completeOAuth(
          ctx,
          deps,
          originOf(request),
          { userId: user.id, sessionId: request.sessionId },
          request.body,
        );
      },
    );
    app.get(
      '/api/netlify/oauth/status',
      { schema: { response: { 200: connectionStatusAnswer, ...errorAnswers } } },
      async (request) => getConnectionStatus(ctx, requireUser(request).id),
    );
    app.post(
      '/api/netlify/oauth/disconnect',
      { schema: { response: { 200: connectionAnswer, ...errorAnswers } } },
      async (request) => disconnectNetlify(ctx, requireUser(request).id),
    );
    app.post(
      '/api/netlify/oauth/deploy/:id',
      { schema: { params: deployParams, response: { 200: netlifyDeployAnswer, ...errorAnswers } } },
      async (request) =>
        deployToNetlify(ctx, deps, originOf(request), requireUser(request).id, request.params.id),
    );
  };
