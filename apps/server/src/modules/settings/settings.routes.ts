import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireUser } from '../../plugins/request-context';
import { settingsUpdate } from './settings.schemas';
import { getSettings, updateSettings } from './settings.service';

export const settingsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/settings', async (request) => getSettings(ctx, requireUser(request).id));
    app.put('/api/settings', { schema: { body: settingsUpdate } }, async (request) =>
      updateSettings(ctx, requireUser(request).id, request.body),
    );
  };
