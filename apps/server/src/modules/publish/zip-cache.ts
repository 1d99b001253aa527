import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { AppContext } from '../../context';
import { nowIso } from '../../lib/tokens';

/** What makes a website's zip: its saved version and the plan flags that change the files. */
export type ZipIdentity = { websiteId: string; version: number; updatedAt: string; creditHref?: string };

/** A stored zip, ready to stream to its client. */
export type StoredZip = { stream: Readable; size: number };

/** Writes the zip's bytes in order, waiting while the destination is busy. */
export type ZipWriter = (chunk: Uint8Array) => Promise<void>;

/** The storage key of a zip: the same saved version and credit always name the same file. */
export function zipKeyOf(id: ZipIdentity): string {
  const hash = createHash('sha256')
    .update(`zip-v1\n${id.websiteId}\n${id.version}\n${id.updatedAt}\n${id.creditHref ?? ''}`)
    .digest('hex');
  return `zip-${hash.slice(0, 40)}.zip`;
}

/** The stored zip of `key`, marked as just used; null when none is stored (or its file is gone). */
export async function openStoredZip(ctx: AppContext, key: string): Promise<StoredZip | null> {
  const row = await ctx.db
    .selectFrom('site_zips')
    .select('size_bytes')
    .where('storage_key', '=', key)
    .executeTakeFirst();
  if (!row) return null;
  const size = await ctx.storage.size(key);
  if (size === null) {
    await ctx.db.deleteFrom('site_zips').where('storage_key', '=', key).execute();
    return null;
  }
  await ctx.db.updateTable('site_zips').set({ used_at: nowIso() }).where('storage_key', '=', key).execute();
  return { stream: await ctx.storage.stream(key), size };
}

/**
 * Builds a zip straight into storage: `build` writes its bytes to a file beside the uploads, which
 * then moves to storage whole (streamed to S3), so a large zip is never held in memory. The
 * website's older zips (earlier versions, another plan) are deleted, then the least recently used
 * zips of all websites until the cache fits ZIP_CACHE_MB.
 */
export async function storeZip(
  ctx: AppContext,
  websiteId: string,
  key: string,
  build: (write: ZipWriter) => Promise<void>,
): Promise<void> {
  const dir = path.join(ctx.config.dataDir, 'zip-builds');
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${randomBytes(8).toString('hex')}.zip`);
  const out = createWriteStream(file);
  try {
    await build(async (chunk) => {
      if (!out.write(chunk)) await once(out, 'drain');
    });
    out.end();
    await finished(out);
    const { size } = await fs.stat(file);
    await ctx.storage.putFile(key, file, 'application/zip');
    const now = nowIso();
    await ctx.db
      .insertInto('site_zips')
      .values({ storage_key: key, website_id: websiteId, size_bytes: size, created_at: now, used_at: now })
      .onConflict((oc) => oc.column('storage_key').doUpdateSet({ size_bytes: size, used_at: now }))
      .execute();
  } finally {
    out.destroy();
    await fs.rm(file, { force: true });
  }
  await discardRows(ctx, await otherZipsOf(ctx, websiteId, key));
  await keepWithinBudget(ctx, key);
}

/** Deletes every stored zip of a website (it is being deleted). */
export async function discardSiteZips(ctx: AppContext, websiteId: string): Promise<void> {
  await discardRows(ctx, await otherZipsOf(ctx, websiteId, ''));
}

async function otherZipsOf(ctx: AppContext, websiteId: string, key: string): Promise<string[]> {
  const rows = await ctx.db
    .selectFrom('site_zips')
    .select('storage_key')
    .where('website_id', '=', websiteId)
    .where('storage_key', '!=', key)
    .execute();
  return rows.map((row) => row.storage_key);
}

/** The file first, then its row: a row never names a file that is already gone for good. */
async function discardRows(ctx: AppContext, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await ctx.storage.delete(key).catch(() => undefined);
    await ctx.db.deleteFrom('site_zips').where('storage_key', '=', key).execute();
  }
}

/**
 * Zips of deleted websites go first, then the least recently used until the total fits; the one
 * just built (`newest`) always stays, so the downloads waiting for it find it.
 */
async function keepWithinBudget(ctx: AppContext, newest: string): Promise<void> {
  const orphans = await ctx.db
    .selectFrom('site_zips')
    .select('storage_key')
    .where('website_id', 'not in', ctx.db.selectFrom('websites').select('id'))
    .execute();
  await discardRows(
    ctx,
    orphans.map((row) => row.storage_key),
  );
  const budget = ctx.config.ZIP_CACHE_MB * 1024 * 1024;
  const rows = await ctx.db
    .selectFrom('site_zips')
    .select(['storage_key', 'size_bytes'])
    .orderBy('used_at', 'desc')
    .orderBy('storage_key')
    .execute();
  let kept = 0;
  const over: string[] = [];
  for (const row of rows) {
    kept += Number(row.size_bytes);
    if (kept > budget && row.storage_key !== newest) over.push(row.storage_key);
  }
  await discardRows(ctx, over);
}
