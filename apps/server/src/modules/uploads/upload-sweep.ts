import type { AppContext } from '../../context';
import { newId } from '../../lib/tokens';
import { releaseLease, takeLease } from './job-lease';
import { collectUploadUrls, UPLOAD_PREFIX } from './uploads.service';

/** Files stay this long unreferenced before they go: an upload is saved into content right after. */
export const UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
export const SWEEP_EVERY_MS = 60 * 60 * 1000;
const LEASE = 'upload-sweep';
const LEASE_MS = 10 * 60 * 1000;
const PAGE = 200;

export type SweepResult = { skipped: boolean; deletedFiles: number; deletedMedia: number };

/** `/uploads/a.webp?n=2#x` and `/uploads/a.webp` are the same file. */
function fileUrl(url: string): string {
  return url.split(/[?#]/)[0];
}

/** Every upload address a website's content or cover uses, for websites changed since `since`. */
async function referencedUrls(ctx: AppContext, since?: string): Promise<Set<string>> {
  const raw = new Set<string>();
  let after = '';
  for (;;) {
    let query = ctx.db
      .selectFrom('websites')
      .select(['id', 'content', 'cover_image'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE);
    if (since) query = query.where('updated_at', '>=', since);
    const rows = await query.execute();
    for (const row of rows) {
      if (row.cover_image) raw.add(row.cover_image);
      try {
        collectUploadUrls(JSON.parse(row.content), raw);
      } catch {
        // Unreadable content is left to its owner; it names nothing we could keep.
      }
    }
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1].id;
  }
  const settings = await ctx.db.selectFrom('user_settings').select('settings').execute();
  for (const row of settings) {
    try {
      collectUploadUrls(JSON.parse(row.settings), raw);
    } catch {
      // As above.
    }
  }
  return new Set([...raw].map(fileUrl));
}

/**
 * Deletes uploads and generated images that no website uses (published sites carry their own
 * copies) once they are older than the grace period. Safe with several instances: a lease in the
 * database lets one sweep at a time, and sites saved during the sweep are read again before deleting.
 */
export async function sweepUnusedUploads(
  ctx: AppContext,
  options: { now?: Date; graceMs?: number } = {},
): Promise<SweepResult> {
  const now = options.now ?? new Date();
  const holder = newId();
  if (!(await takeLease(ctx.db, LEASE, holder, now, LEASE_MS))) {
    return { skipped: true, deletedFiles: 0, deletedMedia: 0 };
  }
  try {
    const cutoff = new Date(now.getTime() - (options.graceMs ?? UPLOAD_GRACE_MS)).toISOString();
    const scanStart = new Date(Date.now() - 1_000).toISOString();
    const used = await referencedUrls(ctx);
    const candidates = await ctx.db
      .selectFrom('media')
      .select(['id', 'key', 'url', 'variants'])
      .where('created_at', '<', cutoff)
      .execute();
    const unused = candidates.filter((m) => !used.has(m.url));
    if (unused.length === 0) return { skipped: false, deletedFiles: 0, deletedMedia: 0 };
    // A site saved while we scanned may have picked one of these up: read those sites again.
    for (const url of await referencedUrls(ctx, scanStart)) used.add(url);
    let deletedFiles = 0;
    let deletedMedia = 0;
    for (const media of unused) {
      if (used.has(media.url)) continue;
      // The row goes first and only one deleter sees it go, so each file is counted once.
      const result = await ctx.db.deleteFrom('media').where('id', '=', media.id).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) continue;
      deletedMedia++;
      const keys = new Set([media.key]);
      for (const variant of JSON.parse(media.variants || '[]') as { url: string }[]) {
        if (variant.url.startsWith(UPLOAD_PREFIX)) keys.add(variant.url.slice(UPLOAD_PREFIX.length));
      }
      for (const key of keys) {
        await ctx.storage.delete(key);
        deletedFiles++;
      }
    }
    return { skipped: false, deletedFiles, deletedMedia };
  } finally {
    await releaseLease(ctx.db, LEASE, holder);
  }
}
