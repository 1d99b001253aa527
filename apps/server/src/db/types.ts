import type { Generated } from 'kysely';

/**
 * Table types. Columns are portable between SQLite and PostgreSQL: ids and timestamps are text
 * (ISO 8601 in UTC, so they sort), booleans are integers 0/1, JSON is text.
 */
export type UsersTable = {
  id: string;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  plan: string;
  is_verified: number;
  created_at: string;
  updated_at: string;
};

export type WebsitesTable = {
  id: string;
  user_id: string | null;
  /** The anonymous session that made it, until it is claimed by an account. */
  session_id: string | null;
  name: string;
  prompt: string;
  content: string;
  status: string;
  edit_count: Generated<number>;
  is_anonymous: number;
  live_url: string | null;
  needs_redeployment: Generated<number>;
  /** Optimistic-concurrency version, bumped by every save. */
  version: Generated<number>;
  generator: string;
  /** The hero image (or first image) for site lists; kept in step with content on every save. */
  cover_image: string | null;
  created_at: string;
  updated_at: string;
};

export type SessionsTable = {
  id: string;
  user_id: string;
  created_at: string;
  /** The idle end: moved ahead when the session is used, never past `absolute_expires_at`. */
  expires_at: string;
  last_used_at: string | null;
  absolute_expires_at: string | null;
  user_agent: string | null;
};

/** Sign-in throttling and TOTP: tables of migration 0009. */
export type LoginThrottleTable = {
  key: string;
  failures: number;
  window_started_at: string;
  last_at: string;
};

export type TwoFactorTable = {
  user_id: string;
  secret_ciphertext: string;
  enabled_at: string | null;
  last_step: Generated<number>;
  created_at: string;
};

export type RecoveryCodesTable = { id: string; user_id: string; code_hash: string; created_at: string };

export type LoginChallengesTable = {
  id: string;
  user_id: string;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
};

/** Uploaded and generated files; `variants` is JSON `[{url, width}]` for srcset. */
export type MediaTable = {
  id: string;
  key: string;
  url: string;
  user_id: string | null;
  session_id: string | null;
  kind: string;
  source: string;
  content_type: string;
  bytes: number;
  width: number | null;
  height: number | null;
  variants: Generated<string>;
  created_at: string;
};

/** A website's share-link token (null when turned off) and its contact form's key. */
export type WebsiteKeysTable = {
  website_id: string;
  form_key: string;
  share_token: string | null;
  created_at: string;
  updated_at: string;
};

/** The rendered share page of a website, for one content version, share token and address. */
/** The share picture of a website, keyed by what it shows. */
/** A website's current editing session: one counted edit covers its saves (usage.service). */
export type EditSessionsTable = {
  website_id: string;
  /** When the session's edit was counted; null when no save of words was counted yet. */
  counted_at: string | null;
  /** SHA-256 of the content without its media fields, as last saved. */
  words_hash: string | null;
};

export type SocialCardsTable = { website_id: string; card_key: string; png: Uint8Array; created_at: string };

/** A website's built zip on storage (modules/publish/zip-cache.ts). */
export type SiteZipsTable = {
  storage_key: string;
  website_id: string;
  size_bytes: number;
  created_at: string;
  used_at: string;
};

export type PreviewPagesTable = {
  website_id: string;
  cache_key: string;
  html: string;
  created_at: string;
};

/** Who runs a periodic job now, across instances, until when. */
export type JobLeasesTable = {
  name: string;
  holder: string;
  expires_at: string;
};

/** Monthly counters per user; `month` is the UTC calendar month, "2026-11". */
export type UsageCountersTable = {
  user_id: string;
  month: string;
  edits: Generated<number>;
  ai_images: Generated<number>;
};

export type UserSettingsTable = {
  user_id: string;
  /** JSON of the Settings tab's values. */
  settings: string;
  updated_at: string;
};

export type AuthCodesTable = {
  id: string;
  user_id: string;
  purpose: 'verify' | 'reset' | 'email_change';
  email: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
};

export type ResetTokensTable = {
  /** SHA-256 of the reset token. */
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
};

export type OauthAccountsTable = {
  provider: string;
  provider_user_id: string;
  user_id: string;
  created_at: string;
};

/** Launch (publish, Netlify, contact messages): tables of migration 0006. */
export type HostedSitesTable = {
  website_id: string;
  slug: string;
  current_publish_id: string | null;
  created_at: string;
  updated_at: string;
};

export type PublishesTable = {
  id: string;
  website_id: string;
  number: number;
  website_version: number;
  file_count: number;
  size_bytes: number;
  created_at: string;
};

export type PublishBlobsTable = {
  hash: string;
  body: Uint8Array;
  /** Brotli and gzip copies of text files, made once at publish; null for images and old rows. */
  body_br: Uint8Array | null;
  body_gz: Uint8Array | null;
  size_bytes: number;
  last_used_at: string;
};

export type PublishFilesTable = { publish_id: string; path: string; hash: string; content_type: string };

export type ContactMessagesTable = {
  id: string;
  website_id: string;
  name: string;
  email: string;
  message: string;
  created_at: string;
  /** When the owner opened the site's messages; null: new. */
  read_at: string | null;
  /** When it went out by mail (alone or in a digest); null: not yet (or the owner wants none). */
  mailed_at: string | null;
};

/** Visitor counts of built-in hosting: tables of migration 0018. */
export type VisitSaltsTable = { day: string; salt: string };

export type VisitsTable = {
  website_id: string;
  day: string;
  visitor: string;
  referrer: string | null;
  country: string | null;
  device: string;
  views: number;
};

export type VisitDaysTable = { website_id: string; day: string; views: number; visitors: number };

export type VisitSourcesTable = {
  website_id: string;
  day: string;
  kind: string;
  value: string;
  views: number;
};

export type NetlifyAccountsTable = { user_id: string; token_ciphertext: string; connected_at: string };

export type NetlifyOauthStatesTable = { id: string; user_id: string; session_id: string; expires_at: string };

export type NetlifySitesTable = {
  website_id: string;
  netlify_site_id: string;
  url: string;
  created_at: string;
};

export type PaymentsTable = {
  id: string;
  user_id: string | null;
  browser_id: string | null;
  website_id: string | null;
  /** 'plan' or 'download'. */
  kind: string;
  plan_id: string | null;
  provider: string;
  provider_session_id: string;
  provider_subscription_id: string | null;
  amount_cents: number;
  currency: string;
  /** 'pending', 'paid' or 'canceled'. */
  status: string;
  created_at: string;
  paid_at: string | null;
};

export type SubscriptionsTable = {
  user_id: string;
  plan_id: string;
  provider: string;
  provider_subscription_id: string | null;
  status: string;
  cancel_at_period_end: Generated<number>;
  current_period_end: string | null;
  updated_at: string;
};

export type DownloadGrantsTable = {
  id: string;
  payment_id: string;
  website_id: string;
  browser_id: string | null;
  user_id: string | null;
  created_at: string;
};

export type PaymentEventsTable = { id: string; type: string; processed_at: string };

export type TestCheckoutSessionsTable = {
  id: string;
  mode: string;
  product_name: string;
  amount_cents: number;
  currency: string;
  status: string;
  payment_status: string;
  success_url: string;
  cancel_url: string;
  metadata: string;
  subscription_id: string | null;
  created_at: string;
};

/** An owner's own domain for a website; `status` is waiting, verifying, live or problem. */
export type DomainsTable = {
  id: string;
  website_id: string;
  name: string;
  primary_host: string;
  status: string;
  problem: string | null;
  check_count: Generated<number>;
  checked_at: string | null;
  next_check_at: string;
  created_at: string;
  /** When the owner's TXT proof was found; null: not proven, so never served nor certified. */
  proven_at: string | null;
};

/** A host a domain serves; `is_verified` (0/1): its DNS points here, so it is served and certified. */
export type DomainHostsTable = {
  host: string;
  domain_id: string;
  is_verified: Generated<number>;
  found: Generated<string>;
};

/** The TXT token an account proves control of a name with: one per name and account. */
export type DomainClaimsTable = {
  name: string;
  user_id: string;
  token: string;
  created_at: string;
  /** When this account's proof was first found (kept after a removal). */
  proven_at: Generated<string | null>;
};

export type Database = {
  users: UsersTable;
  sessions: SessionsTable;
  login_throttle: LoginThrottleTable;
  two_factor: TwoFactorTable;
  recovery_codes: RecoveryCodesTable;
  login_challenges: LoginChallengesTable;
  auth_codes: AuthCodesTable;
  reset_tokens: ResetTokensTable;
  oauth_accounts: OauthAccountsTable;
  websites: WebsitesTable;
  media: MediaTable;
  website_keys: WebsiteKeysTable;
  preview_pages: PreviewPagesTable;
  job_leases: JobLeasesTable;
  usage_counters: UsageCountersTable;
  user_settings: UserSettingsTable;
  hosted_sites: HostedSitesTable;
  publishes: PublishesTable;
  publish_blobs: PublishBlobsTable;
  social_cards: SocialCardsTable;
  site_zips: SiteZipsTable;
  edit_sessions: EditSessionsTable;
  publish_files: PublishFilesTable;
  contact_messages: ContactMessagesTable;
  visit_salts: VisitSaltsTable;
  visits: VisitsTable;
  visit_days: VisitDaysTable;
  visit_sources: VisitSourcesTable;
  netlify_accounts: NetlifyAccountsTable;
  netlify_oauth_states: NetlifyOauthStatesTable;
  netlify_sites: NetlifySitesTable;
  payments: PaymentsTable;
  subscriptions: SubscriptionsTable;
  download_grants: DownloadGrantsTable;
  payment_events: PaymentEventsTable;
  test_checkout_sessions: TestCheckoutSessionsTable;
  domains: DomainsTable;
  domain_hosts: DomainHostsTable;
  domain_claims: DomainClaimsTable;
};
