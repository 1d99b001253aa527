import path from 'node:path';
import { z } from 'zod';
import { proxyTrust } from './lib/proxy-trust';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional());
const int = (fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : v),
    z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(min).max(max),
  );

/** A whole number, or undefined when unset or empty. */
const optionalInt = (min: number) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(min).optional(),
  );

/** Every environment variable the server reads; README's configuration table mirrors this. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: int(3000, 0, 65_535),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (leave it unset for SQLite)')
      .optional(),
  ),
  DATABASE_POOL_MAX: int(10, 1, 500),
  /** How long a request waits for a free PostgreSQL connection before it is answered 503. */
  DATABASE_POOL_TIMEOUT_MS: int(5_000, 50, 60_000),
  PUBLIC_URL: optionalUrl,
  /** Shown as the footer's contact link; no link when unset. */
  CONTACT_EMAIL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().trim().email('must be an email address').optional(),
  ),
  /** Trust X-Forwarded-* from a proxy: `true`, a hop count, or addresses/CIDRs; off by default. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, context): boolean | number | string => {
      if (v === undefined || v === '' || v === 'false') return false;
      if (v === 'true') return true;
      if (/^\d+$/.test(v)) return Number(v);
      try {
        proxyTrust(v);
      } catch {
        context.addIssue({
          code: 'custom',
          message: 'must be true, a hop count, or proxy addresses/CIDRs separated by commas',
        });
        return z.NEVER;
      }
      return v;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SECRET_KEY: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  // Site copy and images
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  /** The cap on one generation's model calls, retries and repair included. */
  LLM_TIMEOUT_MS: int(300_000, 1_000, 3_600_000),
  /** How long a streamed answer may take to send its first piece (prompt processing on a CPU). */
  LLM_FIRST_TOKEN_TIMEOUT_MS: int(60_000, 1_000, 3_600_000),
  /** The longest pause between two pieces of a streamed answer. */
  LLM_IDLE_TIMEOUT_MS: int(30_000, 1_000, 3_600_000),
  /** Sent only when set: reasoning models (gpt-5, o-series) refuse any temperature but their own. */
  LLM_TEMPERATURE: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ message: 'must be a number' }).min(0).max(2).optional(),
  ),
  /** Ask the model to stream its answer (true by default; false for a server that cannot). */
  LLM_STREAM: z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v) => v === undefined || v === '' || v === 'true' || v === '1' || v === 'yes'),
  IMAGE_BASE_URL: optionalUrl,
  IMAGE_API_KEY: z.string().optional(),
  IMAGE_MODEL: z.string().optional(),
  IMAGE_TIMEOUT_MS: int(60_000, 1_000, 600_000),
  // Stock photos (Unsplash first when both keys are set); built-in artwork without either.
  UNSPLASH_ACCESS_KEY: z.string().optional(),
  UNSPLASH_API_URL: z.string().url().default('https://api.unsplash.com'),
  /** The application name Unsplash's attribution links carry as utm_source. */
  UNSPLASH_APP_NAME: z.string().trim().min(1).default('mainstreet'),
  PEXELS_API_KEY: z.string().optional(),
  PEXELS_API_URL: z.string().url().default('https://api.pexels.com'),
  // Uploads
  UPLOAD_MAX_IMAGE_MB: int(10, 1, 1_000),
  UPLOAD_MAX_VIDEO_MB: int(50, 1, 10_000),
  // What one visitor's anonymous session may store in all, and one owner (account or session) per day.
  UPLOAD_SESSION_BUDGET_MB: int(200, 1, 100_000),
  UPLOAD_DAILY_BUDGET_MB: int(1_000, 1, 1_000_000),
  /** The media one account may store in all (every media row it owns); an upload past it is refused (413). */
  MEDIA_BUDGET_MB: int(2_000, 1, 10_000_000),
  /** The most media one export, Quick Download, publish or Netlify deploy may carry. */
  EXPORT_MAX_MB: int(100, 1, 10_000),
  /** Exports, downloads, publishes and deploys built at once by one server process; more wait or get 503. */
  EXPORT_CONCURRENCY: int(2, 1, 64),
  /** The media those builds may hold in memory together (each site's distinct uploads, counted twice). */
  EXPORT_MEMORY_MB: int(256, 16, 100_000),
  /** Exports and downloads one account may start per 10 minutes (repeats of a cached zip included). */
  EXPORT_RATE_LIMIT: int(30, 1, 100_000),
  /** Built zips kept on storage, all websites together; the least recently downloaded go first. */
  ZIP_CACHE_MB: int(1024, 0, 10_000_000),
  // Accounts
  /** Who may create an account: anyone, holders of an admin's invitation, or nobody (ADMIN_EMAILS always may). */
  REGISTRATION: z
    .enum(['open', 'invite', 'closed'], { message: 'must be open, invite or closed' })
    .default('open'),
  /** Where sign-ups are not open: whether visitors may still try the generator without an account. */
  VISITOR_DRAFTS: bool,
  /** Addresses (comma-separated) whose accounts are admins; they may sign up whatever REGISTRATION says. */
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  REQUIRE_EMAIL_VERIFICATION: bool,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Mainstreet <no-reply@localhost>'),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
  GITHUB_CLIENT_ID: z.string().optional(),
  GITHUB_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  // Payments
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_URL: optionalUrl,
  PAYMENTS_TEST_MODE: bool,
  // Limits of a server that sells nothing (payments off); unset: no limit (docs/DESIGN.md "Plans")
  LIMIT_WEBSITES: optionalInt(1),
  LIMIT_EDITS_PER_MONTH: optionalInt(1),
  LIMIT_AI_IMAGES_PER_MONTH: optionalInt(0),
  /** Language model calls (generations written by the model, rewrites) one account or visitor may make a day. */
  LLM_CALLS_PER_DAY: optionalInt(1),
  // Hosting
  SITES_DOMAIN: z.string().optional(),
  /** Owners' own domains: the addresses their A/AAAA records point to (this server's, or Caddy's in front). */
  PUBLIC_IPV4: z.preprocess((v) => (v === '' ? undefined : v), z.ipv4('must be an IPv4 address').optional()),
  PUBLIC_IPV6: z.preprocess((v) => (v === '' ? undefined : v), z.ipv6('must be an IPv6 address').optional()),
  /** The host owners' CNAME records point to (www and deeper names); unset: PUBLIC_URL's host. */
  DOMAINS_CNAME_TARGET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^[a-z0-9.-]+\.[a-z0-9-]+$/i, 'must be a host name such as sites.example.com')
      .optional(),
  ),
  /** DNS servers the domain checks ask, comma-separated (`1.1.1.1,[2606:4700::1111]:53`); unset: the system's. */
  DNS_SERVERS: z.string().optional(),
  /** The port and extra CA (PEM file) of the HTTPS check that turns a domain "live"; for private CAs and tests. */
  DOMAINS_HTTPS_PORT: int(443, 1, 65_535),
  DOMAINS_CA_FILE: z.string().optional(),
  NETLIFY_CLIENT_ID: z.string().optional(),
  NETLIFY_CLIENT_SECRET: z.string().optional(),
  NETLIFY_API_URL: z.string().url().default('https://api.netlify.com'),
  NETLIFY_APP_URL: z.string().url().default('https://app.netlify.com'),
  // Scale-out
  REDIS_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis://')
      .optional(),
  ),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool,
  S3_PUBLIC_URL: optionalUrl,
});

export type Env = z.infer<typeof envSchema>;
export type Config = Env & { dataDir: string; databaseKind: 'sqlite' | 'postgres'; isProduction: boolean };

export class ConfigError extends Error {}

/** Reads and validates the environment; throws ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0] ?? 'environment');
    const value = env[name];
    throw new ConfigError(
      `${name}: ${issue.message}${value === undefined ? '' : ` (got "${name.includes('KEY') || name.includes('SECRET') ? '…' : value}")`}`,
    );
  }
  const values = parsed.data;
  return {
    ...values,
    dataDir: path.resolve(values.DATA_DIR),
    databaseKind: values.DATABASE_URL ? 'postgres' : 'sqlite',
    isProduction: values.NODE_ENV === 'production',
  };
}

/** A configuration for tests: fresh data dir, quiet logs, anything overridable. */
export function testConfig(overrides: Partial<Record<keyof Env, string>> & { DATA_DIR: string }): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
}
