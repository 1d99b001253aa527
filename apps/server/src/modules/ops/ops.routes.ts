import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { pingDatabase } from '../../db/database';
import { errorSchema } from '../../lib/answer-schemas';

const checkState = z.enum(['ok', 'failed', 'not configured']);

/** Readiness for a load balancer: the database, file storage and Redis all answer. */
export const opsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/ready',
      {
        schema: {
          response: {
            200: z.object({ status: z.literal('ready'), checks: z.record(z.string(), checkState) }),
            503: z.object({ status: z.literal('not ready'), checks: z.record(z.string(), checkState) }),
            '4xx': errorSchema,
          },
        },
      },
      async (request, reply) => {
        const check = async (run: () => Promise<unknown>) => {
          try {
            await run();
            return 'ok' as const;
          } catch (error) {
            request.log.warn({ err: error }, 'readiness check failed');
            return 'failed' as const;
          }
        };
        const checks = {
          database: await check(() => pingDatabase(ctx.db)),
          storage: await check(() => ctx.storage.exists('readiness-probe.txt')),
          // The limiter's own connection: no new connection per probe.
          redis: ctx.config.REDIS_URL
            ? await check(() => ctx.rateLimiter.ping())
            : ('not configured' as const),
        };
        const isReady = Object.values(checks).every((c) => c !== 'failed');
        if (!isReady) return reply.status(503).send({ status: 'not ready' as const, checks });
        return { status: 'ready' as const, checks };
      },
    );
  };
