import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enforceRateLimit } from '../../adapters/rate-limit/rate-limiter';
import type { AppContext } from '../../context';
import { errorAnswers } from '../../lib/answer-schemas';
import { readAnonymousSession } from '../sessions/session.service';
import { rewriteAnswer, rewriteBody, rewriteParams } from './rewrite.schemas';
import { rewriteSection } from './rewrite.service';

/** Rewrites an owner may ask for per hour: each model call costs the operator. */
export const REWRITES_PER_HOUR = 60;

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
        await enforceRateLimit(
          ctx.rateLimiter,
          `rewrite:${who.userId ?? who.sessionId ?? request.ip}`,
          REWRITES_PER_HOUR,
          60 * 60 * 1000,
          'You have asked for many rewrites in a short time. Please wait a while and try again.',
        );
        // A client that hangs up stops the model call.
        const abort = new AbortController();
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) abort.abort();
        });
        return rewriteSection(ctx, who, request.params.id, request.body, abort.signal, request.log);
      },
    );
  };
