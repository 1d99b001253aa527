import { zipSiteFilesAsync } from '@mainstreet/site';
import type { AppContext } from '../../context';
import { exportFormAction } from '../forms/export-form-action';
import type { CurrentUser } from '../sessions/session.service';
import { exportSiteWithUploads } from '../uploads/export-with-uploads';
import { accountOf, requireWebsite } from './require-website';
import { readStoredContent } from './stored-content';
import type { Requester } from './websites.repository';

/** Zips are the same bytes for the same saved version; keep the last few so repeat downloads are cheap. */
const cache = new Map<string, Uint8Array>();
/** Bounded by bytes: a site with videos can zip to tens of megabytes. */
const CACHE_MAX_BYTES = 64 * 1024 * 1024;
const CACHE_MAX_ENTRY_BYTES = 8 * 1024 * 1024;
let cachedBytes = 0;
/** Zips being built, by the same key: concurrent downloads of one version wait for one build. */
const inFlight = new Map<string, Promise<{ name: string; zip: Uint8Array }>>();

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
  // Content is read only when the zip is not cached: most downloads repeat the last one.
  const who = accountOf(user.id);
  const row = await requireWebsite(ctx, who, id, { withContent: false });
  const key = cacheKeyOf(ctx, row);
  const cached = cache.get(key);
  if (cached) return { name: row.name, zip: cached };
  // Downloads of the same version that arrive together share one build.
  let building = inFlight.get(key);
  if (!building) {
    building = buildZip(ctx, id, who).finally(() => inFlight.delete(key));
    inFlight.set(key, building);
  }
  return building;
}

async function buildZip(ctx: AppContext, id: string, who: Requester) {
  // Read again with the content, so the key and the zip always come from the same version.
  const full = await requireWebsite(ctx, who, id);
  const content = readStoredContent(full.content, 'exported');
  const files = await exportSiteWithUploads(ctx, full.id, content, {
    contactFormAction: await exportFormAction(ctx, full),
    // Keeps the bytes identical from one year to the next when the footer has no copyright.
    year: Number(full.created_at.slice(0, 4)),
  });
  // Built a slice at a time: a large site never stalls other requests while it zips.
  const zip = await zipSiteFilesAsync(files);
  remember(cacheKeyOf(ctx, full), zip);
  return { name: full.name, zip };
}

/** The database (not this process) decides the version, so two instances agree on cache keys. */
function cacheKeyOf(ctx: AppContext, row: { id: string; version: number; updated_at: string }): string {
  return `${ctx.config.dataDir}:${row.id}:${row.version}:${row.updated_at}`;
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
