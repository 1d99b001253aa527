import type { AppContext } from '../../context';
import { compressedCopies } from './compressed-copies';
import type { HostedCache, HostedFile } from './hosted-cache';
import * as repo from './publish.repository';

/** The publish live at a slug (null: none), from the cache of what is live or else the database. */
export async function livePublishOf(
  ctx: AppContext,
  cache: HostedCache,
  slug: string,
): Promise<string | null> {
  const cached = cache.getLive(slug);
  if (cached !== undefined) return cached;
  const row = await repo.findLivePublishId(ctx.db, slug);
  const isUnavailable = Boolean(row?.current_publish_id && (row.suspended_at || row.taken_down_at));
  const publishId = isUnavailable ? null : (row?.current_publish_id ?? null);
  cache.setLive(slug, publishId, isUnavailable);
  return publishId;
}

/** A file of a publish, from the cache or else the database (then kept in the cache). */
export async function publishedFile(
  ctx: AppContext,
  cache: HostedCache,
  publishId: string,
  filePath: string,
) {
  const cached = cache.getFile(publishId, filePath);
  if (cached) return cached;
  const row = await repo.findPublishedFile(ctx.db, publishId, filePath);
  if (!row) return null;
  const body = Buffer.from(row.body);
  // Snapshots published before compressed copies existed get them on first read, once.
  const copies =
    row.body_br || row.body_gz
      ? { br: row.body_br && Buffer.from(row.body_br), gz: row.body_gz && Buffer.from(row.body_gz) }
      : await compressedCopies(body, row.content_type);
  const file: HostedFile = {
    body,
    etag: `"${row.hash.slice(0, 40)}"`,
    contentType: row.content_type,
    ...copies,
  };
  cache.setFile(publishId, filePath, file);
  return file;
}
