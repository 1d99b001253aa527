import type { Generated } from 'kysely';

/**
 * Websites and what hangs off one: media, keys, edit sessions, cached pages, pictures and zips.
 * Columns are portable as ../types.ts says.
 */

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

/** A website's current editing session: one counted edit covers its saves (usage.service). */
export type EditSessionsTable = {
  website_id: string;
  /** When the session's edit was counted; null when no save of words was counted yet. */
  counted_at: string | null;
  /** SHA-256 of the content without its media fields, as last saved. */
  words_hash: string | null;
};

/** The share picture of a website, keyed by what it shows. */
export type SocialCardsTable = { website_id: string; card_key: string; png: Uint8Array; created_at: string };

/** A website's built zip on storage (modules/publish/zip-cache.ts). */
export type SiteZipsTable = {
  storage_key: string;
  website_id: string;
  size_bytes: number;
  created_at: string;
  used_at: string;
};

/** The rendered share page of a website, for one content version, share token and address. */
export type PreviewPagesTable = {
  website_id: string;
  cache_key: string;
  html: string;
  created_at: string;
};
