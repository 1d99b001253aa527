import type { AppContext } from '../../context';
import { deleteBlobsIfUnused } from '../publish';
import { collectUploadUrls, UPLOAD_PREFIX } from '../uploads/uploads.service';

/** What an account leaves outside its own rows: stored files and published snapshots' bytes. */
export type AccountLeftovers = { mediaIds: string[]; keys: string[]; blobHashes: string[] };

const CHUNK = 500;
function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/**
 * Finds, before the account's rows go, its uploads (its own, and those it made as a visitor before
 * signing up, which its sites use) and the stored bytes of its published snapshots.
 */
export async function findAccountLeftovers(ctx: AppContext, userId: string): Promise<AccountLeftovers> {
  const urls = new Set<string>();
  const sites = await ctx.db
    .selectFrom('websites')
    .select(['content'])
    .where('user_id', '=', userId)
    .execute();
  for (const site of sites) {
    try {
      collectUploadUrls(JSON.parse(site.content), urls);
    } catch {
      // Unreadable content references nothing we can name; its own uploads are found by owner.
    }
  }
  const owned = await ctx.db
    .selectFrom('media')
    .select(['id', 'key', 'variants'])
    .where('user_id', '=', userId)
    .execute();
  const used = [];
  // `/uploads/a.webp?n=2` is the file `/uploads/a.webp`.
  const files = new Set([...urls].map((url) => url.split(/[?#]/)[0]));
  for (const part of chunks([...files])) {
    used.push(
      ...(await ctx.db
        .selectFrom('media')
        .select(['id', 'key', 'variants'])
        // Another account's file that this one merely points at is not this account's to delete.
        .where('user_id', 'is', null)
        .where('url', 'in', part)
        .execute()),
    );
  }
  const mediaIds = new Set<string>();
  const keys = new Set<string>();
  for (const row of [...owned, ...used]) {
    mediaIds.add(row.id);
    keys.add(row.key);
    for (const variant of JSON.parse(row.variants || '[]') as { url: string }[]) {
      if (variant.url.startsWith(UPLOAD_PREFIX)) keys.add(variant.url.slice(UPLOAD_PREFIX.length));
    }
  }
  const blobs = await ctx.db
    .selectFrom('publish_files')
    .innerJoin('publishes', 'publishes.id', 'publish_files.publish_id')
    .innerJoin('websites', 'websites.id', 'publishes.website_id')
    .select('publish_files.hash')
    .distinct()
    .where('websites.user_id', '=', userId)
    .execute();
  return { mediaIds: [...mediaIds], keys: [...keys], blobHashes: blobs.map((b) => b.hash) };
}

/**
 * Removes what `findAccountLeftovers` found, once the account's rows (websites, and with them
 * hosted sites and snapshots) are gone: nothing of the account stays public or in the database.
 */
export async function removeAccountLeftovers(ctx: AppContext, leftovers: AccountLeftovers): Promise<void> {
  for (const part of chunks(leftovers.mediaIds)) {
    await ctx.db.deleteFrom('media').where('id', 'in', part).execute();
  }
  for (const key of leftovers.keys) await ctx.storage.delete(key);
  // Files another site publishes with the same bytes (a shared stylesheet) stay.
  for (const part of chunks(leftovers.blobHashes)) await deleteBlobsIfUnused(ctx.db, part);
}
