import { zipSiteFiles } from '@mainstreet/site';
import type { AppContext } from '../../context';
import type { CurrentUser } from '../sessions/session.service';
import { exportSiteWithUploads } from '../uploads/export-with-uploads';
import { readStoredContent } from './stored-content';
import { getOwnedWebsite } from './websites.service';

/** Zips are the same bytes for the same saved version; keep the last few so repeat downloads are cheap. */
const cache = new Map<string, Uint8Array>();
/** Bounded by bytes: a site with videos can zip to tens of megabytes. */
const CACHE_MAX_BYTES = 64 * 1024 * 1024;
const CACHE_MAX_ENTRY_BYTES = 8 * 1024 * 1024;
let cachedBytes = 0;

function remember(key: string, zip: Uint8Array): void {
  if (zip.byteLength > CACHE_MAX_ENTRY_BYTES) return;
  cache.set(key, zip);
  cachedBytes += zip.byteLength;
  for (const [oldKey, oldZip] of cache) {
    if (cachedBytes <= CACHE_MAX_BYTES) break;
    cache.delete(oldKey);
    cachedBytes -= oldZip.byteLength;
  }
}

/** The site as a zip that works offline: page, its media, icon, robots and 404. */
export async function exportWebsite(ctx: AppContext, user: CurrentUser, id: string) {
  const row = await getOwnedWebsite(ctx, { userId: user.id, sessionId: null }, id);
  // The database (not this process) decides the version, so two instances agree on cache keys.
  const cacheKey = `${ctx.config.dataDir}:${row.id}:${row.version}:${row.updated_at}`;
  let zip = cache.get(cacheKey);
  if (!zip) {
    const content = readStoredContent(row.content, 'exported');
    const files = await exportSiteWithUploads(ctx, content, {
      // Keeps the bytes identical from one year to the next when the footer has no copyright.
      year: Number(row.created_at.slice(0, 4)),
    });
    zip = zipSiteFiles(files);
    remember(cacheKey, zip);
  }
  return { name: row.name, zip };
}

/** A file name that is safe in a header and on any disk: letters, digits, spaces, dashes. */
export function zipFileName(name: string): string {
  const safe = name
    .normalize('NFKD')
    .replace(/[^\w\s.-]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  return `${safe || 'website'}.zip`;
}

export function contentDisposition(fileName: string, original?: string): string {
  const utf8 = original ? `; filename*=UTF-8''${encodeURIComponent(`${original}.zip`)}` : '';
  return `attachment; filename="${fileName}"${utf8}`;
}
