import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { adminRoutes } from './admin/admin.routes';
import { aiImageRoutes } from './ai-images/ai-images.routes';
import { authRoutes } from './auth/auth.routes';
import { billingRoutes } from './billing/billing.routes';
import { configRoutes } from './config/config.routes';
import { factsRoutes } from './facts/facts.routes';
import { healthRoutes } from './health/health.routes';
import { registerLaunch } from './launch';
import { opsRoutes } from './ops/ops.routes';
import { photoRoutes } from './photos/photos.routes';
import { previewRoutes } from './preview/preview.routes';
import { reportRoutes } from './reports/reports.routes';
import { rewriteRoutes } from './rewrite/rewrite.routes';
import { settingsRoutes } from './settings/settings.routes';
import { uploadRoutes } from './uploads/uploads.routes';
import { websiteRoutes } from './websites/websites.routes';

/** Every module's routes; one line per module. */
export async function registerModules(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(healthRoutes(ctx));
  await app.register(configRoutes(ctx));
  await app.register(authRoutes(ctx));
  await app.register(opsRoutes(ctx));
  await app.register(websiteRoutes(ctx));
  await app.register(uploadRoutes(ctx));
  await app.register(aiImageRoutes(ctx));
  await app.register(photoRoutes(ctx));
  await app.register(previewRoutes(ctx));
  await app.register(rewriteRoutes(ctx));
  await app.register(factsRoutes(ctx));
  await app.register(settingsRoutes(ctx));
  await app.register(billingRoutes(ctx));
  await app.register(adminRoutes(ctx));
  await app.register(reportRoutes(ctx));
  await registerLaunch(app, ctx);
}
