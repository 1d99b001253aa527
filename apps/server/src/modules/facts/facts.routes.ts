import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enforceRateLimit } from '../../adapters/rate-limit/rate-limiter';
import type { AppContext } from '../../context';
import { errorAnswers } from '../../lib/answer-schemas';
import { readAnonymousSession } from '../sessions/session.service';
import { factsAnswer, factsBody, factsChangedAnswer, factsParams } from './facts.schemas';
import { changeFacts, readFacts } from './facts.service';

/** Facts changes an owner may make per hour: each writes the whole site again. */
export const FACT_CHANGES_PER_HOUR = 120;

/** "What we understood": the facts the site states, shown and fixed by the owner or a visitor with a draft. */
export const factsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const requester = (request: { user?: { id: string } | null }, sessionId: string | null) => ({
      userId: request.user?.id ?? null,
      sessionId: request.user ? null : sessionId,
    });
    app.get(
      '/api/websites/:id/facts',
      { schema: { params: factsParams, response: { 200: factsAnswer, ...errorAnswers } } },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-cache');
        return readFacts(ctx, requester(request, readAnonymousSession(request)), request.params.id);
      },
    );
    app.put(
      '/api/websites/:id/facts',
      {
        schema: {
          params: factsParams,
          body: factsBody,
          description:
            'Sets the facts and answers the website written again from them (texts edited by hand kept). `If-Match: "<version>"` refuses a stale change with 409.',
          response: { 200: factsChangedAnswer, ...errorAnswers },
        },
      },
      async (request, reply) => {
        const who = requester(request, readAnonymousSession(request));
        await enforceRateLimit(
          ctx.rateLimiter,
          `facts:${who.userId ?? who.sessionId ?? request.ip}`,
          FACT_CHANGES_PER_HOUR,
          60 * 60 * 1000,
          {
            message:
              'You have changed the facts many times in a short time. Please wait a while and try again.',
            id: 'tooManyFactChanges',
          },
        );
        const website = await changeFacts(
          ctx,
          who,
          request.params.id,
          request.body,
          request.headers['if-match'],
        );
        reply.header('etag', `"${website.version}"`);
        return website;
      },
    );
  };
