import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createBotCheck } from './adapters/bot-check/bot-check';
import { createNetlifyApi } from './adapters/hosting/netlify-api';
import { createImages, imageConfigOf } from './adapters/images/image-generator';
import { checkImageModel, checkLanguageModel, type ModelCheck } from './adapters/language-model/check-model';
import { createLanguageModel } from './adapters/language-model/language-model';
import { createMailer, mailModeLine } from './adapters/mail/mailer';
import { createPaymentProvider } from './adapters/payments/payment-provider';
import { paymentsModeLine } from './adapters/payments/payments-mode';
import { createMemoryRateLimiter, type RateLimiter } from './adapters/rate-limit/rate-limiter';
import { createStockPhotos } from './adapters/stock-photos/stock-photos';
import { createLocalFileStorage, type FileStorage } from './adapters/storage/file-storage';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import type { AppContext } from './context';
import { DatabaseStartError, openDatabase } from './db/database';
import { registrationLine } from './modules/auth/sign-up-policy';
import { keyFileOf } from './modules/netlify/token-cipher';
import { createHostedCache } from './modules/publish/hosted-cache';
import { createVisitCounter } from './modules/visits/visit-counter';

/** Local disk by default; S3-compatible object storage when S3_BUCKET is set. */
async function createStorage(config: Config): Promise<FileStorage> {
  if (!config.S3_BUCKET) return createLocalFileStorage(path.join(config.dataDir, 'uploads'));
  // Outside services' SDKs load only when configured (the AWS SDK alone is ~22 MB of memory).
  const { createS3FileStorage } = await import('./adapters/storage/s3-file-storage');
  const storage = createS3FileStorage({
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    publicUrl: config.S3_PUBLIC_URL,
  });
  try {
    await storage.ensureBucket();
  } catch (error) {
    throw new StorageStartError(
      `S3_ENDPOINT/S3_BUCKET: cannot reach the bucket (${(error as Error).message})`,
    );
  }
  return storage;
}

/** The start-up line on the model: who will write new sites' copy, and why not the model when it fails. */
export function languageModelLine(check: ModelCheck): string {
  if (check.status === 'not configured')
    return 'Site copy: the built-in writer (no LLM_BASE_URL or LLM_API_KEY set).';
  if (check.status === 'answers') return `Site copy: the language model — ${check.message}.`;
  return `Site copy: the language model ${check.status} — ${check.message} (LLM_BASE_URL, LLM_MODEL, LLM_API_KEY). Sites fall back to the built-in writer until it answers.`;
}

/** The start-up line on the image model: who draws new sites' pictures, and why not the model. */
export function imageModelLine(check: ModelCheck): string {
  if (check.status === 'not configured')
    return 'Pictures: built-in artwork (no IMAGE_BASE_URL or IMAGE_API_KEY set).';
  if (check.status === 'answers') return `Pictures: the image model — ${check.message}.`;
  return `Pictures: the image model ${check.status} — ${check.message} (IMAGE_BASE_URL, IMAGE_MODEL, IMAGE_API_KEY). Pictures fall back to built-in artwork until it answers.`;
}

export class StorageStartError extends Error {}

/** In-process counters by default; Redis (loaded only then) when REDIS_URL is set. */
async function createRateLimiter(config: Config): Promise<RateLimiter> {
  if (!config.REDIS_URL) return createMemoryRateLimiter();
  const { createRedisRateLimiter } = await import('./adapters/rate-limit/redis-rate-limiter');
  return createRedisRateLimiter(config.REDIS_URL);
}

/** Builds everything the app needs from a configuration, each adapter once. */
export async function createContext(config: Config): Promise<AppContext> {
  // Configuration mistakes surface before anything is opened that would need closing.
  const languageModel = createLanguageModel(config);
  const database = await openDatabase(config);
  return {
    config,
    database,
    db: database.db,
    rateLimiter: await createRateLimiter(config),
    storage: await createStorage(config),
    languageModel,
    images: createImages(config),
    stockPhotos: createStockPhotos(config),
    mail: createMailer(config),
    payments: await createPaymentProvider(config, database.db),
    botCheck: createBotCheck(config),
    netlify: createNetlifyApi({
      apiUrl: config.NETLIFY_API_URL,
      clientId: config.NETLIFY_CLIENT_ID,
      clientSecret: config.NETLIFY_CLIENT_SECRET,
    }),
    hostedCache: createHostedCache(),
    visits: createVisitCounter(),
  };
}

/** Releases what createContext opened: database connections and the shared-limit store. */
export async function closeContext(ctx: AppContext): Promise<void> {
  await ctx.rateLimiter.close();
  await ctx.database.close();
}

/** Starts the server; on a bad configuration prints one line naming the variable and exits 1. */
export async function startServer(env: NodeJS.ProcessEnv = process.env): Promise<FastifyInstance> {
  let config: Config;
  let ctx: AppContext;
  try {
    config = loadConfig(env);
    ctx = await createContext(config);
  } catch (error) {
    if (
      error instanceof ConfigError ||
      error instanceof DatabaseStartError ||
      error instanceof StorageStartError
    ) {
      console.error(`Mainstreet cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  // Building the app makes the key file when there is none; only that start says it made one.
  const hadKeyFile = Boolean(config.SECRET_KEY) || fs.existsSync(keyFileOf(config.dataDir));
  const app = await buildApp(ctx, { serveWeb: config.isProduction || env.SERVE_WEB === 'true' });
  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => process.exit(1), 30_000);
    timer.unref();
    // A keep-alive connection that was busy when closing began goes idle after its answer; close
    // those as they come free instead of waiting for the client to hang up.
    const idleSweep = setInterval(() => app.server.closeIdleConnections(), 100);
    idleSweep.unref();
    await app.close();
    await closeContext(ctx);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE' || code === 'EACCES' || code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
      console.error(
        `Mainstreet cannot start: PORT/HOST: cannot listen on ${config.HOST}:${config.PORT} (${code})`,
      );
      process.exit(1);
    }
    throw error;
  }
  console.log(paymentsModeLine(config));
  console.log(mailModeLine(config));
  console.log(registrationLine(config));
  // Not awaited: a slow model server must not hold the start; the line follows when it answers.
  void checkLanguageModel(ctx.languageModel).then((check) => console.log(languageModelLine(check)));
  void checkImageModel(imageConfigOf(config)).then((check) => console.log(imageModelLine(check)));
  if (!hadKeyFile && fs.existsSync(keyFileOf(config.dataDir))) {
    // Decision 0016: the generated key stays in DATA_DIR, so a copy of that folder carries it.
    console.log(
      'Secrets at rest: key generated in DATA_DIR/secret.key (0600) — set SECRET_KEY so a copy of DATA_DIR does not carry the key.',
    );
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  console.log(
    `Mainstreet is running on http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${port} (${ctx.database.kind})`,
  );
  return app;
}
