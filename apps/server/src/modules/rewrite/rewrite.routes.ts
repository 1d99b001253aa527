import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorAnswers } from '../../lib/answer-schemas';
import { readAnonymousSession } from '../sessions/session.service';
import { rewriteAnswer, rewriteBody, rewriteParams } from './rewrite.schemas';
import { rewriteSection } from './rewrite.service';

/** "Rewrite" in the editor: one section's texts, by the model or the built-in writer. */
export const rewriteRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/websites/:id/rewrite',
      {
        schema: {
          params: rewriteParams,
          body: rewriteBody,
          response: { 200: rewriteAnswer, ...errorAnswers },
        },
      },
      async (request, reply) => {
        const who = {
          userId: request.user?.id ?? null,
          sessionId: request.user ? null : readAnonymousSession(request),
        };
        // A client that hangs up stops the model call.
        const abort = new AbortController();
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) abort.abort();
        });
        return rewriteSection(ctx, who, request.params.id, request.body, {
          ip: request.ip,
          signal: abort.signal,
          log: request.log,
        });
      },
    );
  };
