import type { AppContext } from '../../context';
import * as repo from './media.repository';
import { UPLOAD_PREFIX } from './uploads.service';

/**
 * Deletes files stored for work that did not finish (a refused or aborted generation): their rows
 * and every stored copy (the main file and its srcset variants). Best effort per file: a storage
 * error must not hide the reason the work stopped.
 */
export async function discardMedia(ctx: AppContext, urls: readonly string[]): Promise<void> {
  const rows = await repo.findMediaKeysByUrls(ctx.db, [...urls]);
  for (const row of rows) {
    const keys = new Set([row.key]);
    try {
      for (const variant of JSON.parse(row.variants) as { url: string }[]) {
        if (variant.url.startsWith(UPLOAD_PREFIX)) keys.add(variant.url.slice(UPLOAD_PREFIX.length));
      }
    } catch {
      // A row without readable variants still has its main file deleted.
    }
    for (const key of keys) await ctx.storage.delete(key).catch(() => undefined);
  }
  await repo.deleteMediaByIds(
    ctx.db,
    rows.map((row) => row.id),
  );
}
