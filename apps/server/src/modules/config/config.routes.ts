import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { publicConfigSchema } from './config.schemas';
import { getPublicConfig } from './config.service';

export const configRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/config', { schema: { response: { 200: publicConfigSchema } } }, async () =>
      getPublicConfig(ctx),
    );
  };
