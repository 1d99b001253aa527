import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorAnswers } from '../../lib/answer-schemas';
import { requireUser } from '../../plugins/request-context';
import { settingsAnswer, settingsUpdate } from './settings.schemas';
import { getSettings, updateSettings } from './settings.service';

export const settingsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/settings',
      { schema: { response: { 200: settingsAnswer, ...errorAnswers } } },
      async (request) => getSettings(ctx, requireUser(request).id),
    );
    app.put(
      '/api/settings',
      { schema: { body: settingsUpdate, response: { 200: settingsAnswer, ...errorAnswers } } },
      async (request) => updateSettings(ctx, requireUser(request).id, request.body),
    );
  };
