import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorAnswers } from '../../lib/answer-schemas';
import { requireUser } from '../../plugins/request-context';
import { generatedImageAnswer, generateImageBody } from './ai-images.schemas';
import { generateAiImage } from './ai-images.service';

export const aiImageRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/ai/generate-image',
      { schema: { body: generateImageBody, response: { 200: generatedImageAnswer, ...errorAnswers } } },
      async (request) => generateAiImage(ctx, requireUser(request), request.body, request.log),
    );
  };
