import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkLanguageModel, type ModelCheck } from '../../adapters/language-model/check-model';
import type { AppContext } from '../../context';
import { pingDatabase } from '../../db/database';
import { errorSchema } from '../../lib/answer-schemas';

const checkState = z.enum(['ok', 'failed', 'not configured']);
const modelState = z.object({ status: checkState, message: z.string().optional() });

/** A load balancer polls often; the model server is asked at most once a minute. */
const MODEL_CHECK_TTL_MS = 60_000;

/** Readiness for a load balancer: the database, file storage and Redis all answer; and whether the model does. */
export const opsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    let modelCheck: { at: number; result: Promise<ModelCheck> } | undefined;
    const checkModel = () => {
      if (!modelCheck || Date.now() - modelCheck.at > MODEL_CHECK_TTL_MS) {
        modelCheck = { at: Date.now(), result: checkLanguageModel(ctx.languageModel) };
      }
      return modelCheck.result;
    };
    app.get(
      '/api/ready',
      {
        schema: {
          response: {
            200: z.object({
              status: z.literal('ready'),
              checks: z.record(z.string(), checkState),
              languageModel: modelState,
            }),
            503: z.object({
              status: z.literal('not ready'),
              checks: z.record(z.string(), checkState),
              languageModel: modelState,
            }),
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
        // Reported, not required: without its model the server still writes sites (built-in writer).
        const languageModel = await checkModel();
        const isReady = Object.values(checks).every((c) => c !== 'failed');
        if (!isReady) return reply.status(503).send({ status: 'not ready' as const, checks, languageModel });
        return { status: 'ready' as const, checks, languageModel };
      },
    );
  };
