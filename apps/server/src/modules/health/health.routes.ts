import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { pingDatabase } from '../../db/database';
import { errorAnswers } from '../../lib/answer-schemas';
import { AppError } from '../../lib/app-error';

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          response: {
            200: z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) }),
            ...errorAnswers,
          },
        },
      },
      async () => {
        try {
          await pingDatabase(ctx.db);
        } catch {
          throw new AppError('UNAVAILABLE', 'The database is not answering');
        }
        return { status: 'ok' as const, database: ctx.database.kind };
      },
    );
  };
