import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireUser } from '../../plugins/request-context';
import { generateImageBody } from './ai-images.schemas';
import { generateAiImage } from './ai-images.service';

export const aiImageRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/api/ai/generate-image', { schema: { body: generateImageBody } }, async (request) =>
      generateAiImage(ctx, requireUser(request), request.body),
    );
  };
