import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorAnswers } from '../../lib/answer-schemas';
import { publicConfigSchema } from './config.schemas';
import { getPublicConfig } from './config.service';

export const configRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/config', { schema: { response: { 200: publicConfigSchema, ...errorAnswers } } }, async () =>
      getPublicConfig(ctx),
    );
  };
