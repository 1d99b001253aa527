import type { LlmConfig } from '@mainstreet/composer';
import type { BotCheck } from './adapters/bot-check/bot-check-types';
import type { NetlifyApi } from './adapters/hosting/netlify-api';
import type { ImageGenerator } from './adapters/images/image-generator';
import type { Mailer } from './adapters/mail/mail-types';
import type { PaymentProvider } from './adapters/payments/payment-types';
import type { RateLimiter } from './adapters/rate-limit/rate-limiter';
import type { StockPhotoProvider } from './adapters/stock-photos/provider';
import type { FileStorage } from './adapters/storage/file-storage';
import type { Config } from './config';
import type { DatabaseHandle, Db } from './db/database';
import type { HostedCache } from './modules/publish/hosted-cache';
import type { VisitCounter } from './modules/visits/visit-counter';

/**
 * What routes and services need, built once at start-up and passed down explicitly (no globals),
 * so tests can build an app with their own parts.
 */
export type AppContext = {
  config: Config;
  database: DatabaseHandle;
  db: Db;
  rateLimiter: RateLimiter;
  /** Uploaded and generated files (DATA_DIR/uploads by default). */
  storage: FileStorage;
  /** The chat model that writes a new site's copy (LLM_*); null: the built-in composer writes it. */
  languageModel: LlmConfig | null;
  /** Artwork for new sites and the AI image call. */
  images: ImageGenerator;
  /** Unsplash or Pexels when its key is set (photos for new sites and "Find a photo"); else null. */
  stockPhotos: StockPhotoProvider | null;
  /** Outgoing email: SMTP when SMTP_URL is set, else the log and DATA_DIR/mail/. */
  mail: Mailer;
  /** Stripe when STRIPE_SECRET_KEY is set, else built-in test mode; null when production refuses test mode. */
  payments: PaymentProvider | null;
  /** reCAPTCHA v3 when RECAPTCHA_SECRET is set, else off (everyone passes). */
  botCheck: BotCheck;
  /** Netlify's API (NETLIFY_API_URL); whether owners may use it is `isNetlifyConfigured`. */
  netlify: NetlifyApi;
  /**
   * What is live, held in memory on this instance: hosting serves from it, and a publish or a Netlify
   * deploy updates it, so either is visible at once here.
   */
  hostedCache: HostedCache;
  /** Page views hosting has served since the last flush to the database (modules/visits). */
  visits: VisitCounter;
};
