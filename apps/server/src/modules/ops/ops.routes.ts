import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imageConfigOf, imageServiceHasNoCredit } from '../../adapters/images/image-generator';
import {
  checkImageModel,
  checkLanguageModel,
  MODEL_STATES,
  type ModelCheck,
} from '../../adapters/language-model/check-model';
import type { AppContext } from '../../context';
import { pingDatabase } from '../../db/database';
import { errorSchema } from '../../lib/answer-schemas';

const checkState = z.enum(['ok', 'failed', 'not configured']);
const modelState = z.object({ status: z.enum(MODEL_STATES), message: z.string() });

/**
 * A load balancer polls often; a model server is asked at most once a minute while it fails, and
 * every ten minutes while it answers (the language model's check costs one token).
 */
const FAILING_TTL_MS = 60_000;
const ANSWERING_TTL_MS = 10 * 60_000;

type Cached = { at: number; result: Promise<ModelCheck>; ttl: number };

/** One check at a time per model, its answer kept for its TTL. */
function cachedCheck(run: () => Promise<ModelCheck>): () => Promise<ModelCheck> {
  let cached: Cached | undefined;
  return () => {
    if (!cached || Date.now() - cached.at > cached.ttl) {
      const next: Cached = { at: Date.now(), result: run(), ttl: FAILING_TTL_MS };
      void next.result.then((check) => {
        if (check.status === 'answers') next.ttl = ANSWERING_TTL_MS;
      });
      cached = next;
    }
    return cached.result;
  };
}

/** Readiness for a load balancer: the database, file storage and Redis all answer; and whether the model does. */
export const opsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const checkModel = cachedCheck(() => checkLanguageModel(ctx.languageModel));
    const checkListedImages = cachedCheck(() => checkImageModel(imageConfigOf(ctx.config)));
    // Credit shows only in real picture requests: the last one's refusal stands until one succeeds.
    const checkImages = async (): Promise<ModelCheck> =>
      imageServiceHasNoCredit(ctx.images)
        ? {
            status: 'no credit',
            message: 'the account has no credit (429 insufficient_quota at the last picture)',
          }
        : checkListedImages();
    app.get(
      '/api/ready',
      {
        schema: {
          response: {
            200: z.object({
              status: z.literal('ready'),
              checks: z.record(z.string(), checkState),
              languageModel: modelState,
              imageModel: modelState,
            }),
            503: z.object({
              status: z.literal('not ready'),
              checks: z.record(z.string(), checkState),
              languageModel: modelState,
              imageModel: modelState,
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
        const [languageModel, imageModel] = await Promise.all([checkModel(), checkImages()]);
        const isReady = Object.values(checks).every((c) => c !== 'failed');
        const models = { languageModel, imageModel };
        if (!isReady) return reply.status(503).send({ status: 'not ready' as const, checks, ...models });
        return { status: 'ready' as const, checks, ...models };
      },
    );
  };
