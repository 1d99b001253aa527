import type { Generated } from 'kysely';

/**
 * Launch: built-in hosting, publishes, contact messages, visitor counts, Netlify and own domains.
 * Columns are portable as ../types.ts says.
 */

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
