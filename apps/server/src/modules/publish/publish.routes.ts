import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorAnswers } from '../../lib/answer-schemas';
import { requireUser } from '../../plugins/request-context';
import type { HostedCache } from './hosted-cache';
import {
  publishAnswer,
  publishesAnswer,
  rollbackBody,
  unpublishAnswer,
  websiteParams,
} from './publish.schemas';
import {
  listWebsitePublishes,
  type Origin,
  publishWebsite,
  rollbackWebsite,
  unpublishWebsite,
} from './publish.service';

export function originOf(request: FastifyRequest): Origin {
  return { protocol: request.protocol, host: request.host };
}

/** Publish, history, rollback and unpublish on built-in hosting. */
export const publishRoutes =
  (ctx: AppContext, cache: HostedCache): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/websites/:id/publish',
      { schema: { params: websiteParams, response: { 200: publishAnswer, ...errorAnswers } } },
      async (request) =>
        publishWebsite(ctx, cache, originOf(request), requireUser(request).id, request.params.id),
    );
    app.get(
      '/api/websites/:id/publishes',
      { schema: { params: websiteParams, response: { 200: publishesAnswer, ...errorAnswers } } },
      async (request) =>
        listWebsitePublishes(ctx, originOf(request), requireUser(request).id, request.params.id),
    );
    app.post(
      '/api/websites/:id/rollback',
      {
        schema: {
          params: websiteParams,
          body: rollbackBody,
          response: { 200: publishAnswer, ...errorAnswers },
        },
      },
      async (request) =>
        rollbackWebsite(
          ctx,
          cache,
          originOf(request),
          requireUser(request).id,
          request.params.id,
          request.body.publishId,
        ),
    );
    app.post(
      '/api/websites/:id/unpublish',
      { schema: { params: websiteParams, response: { 200: unpublishAnswer, ...errorAnswers } } },
      async (request) => unpublishWebsite(ctx, cache, requireUser(request).id, request.params.id),
    );
  };
