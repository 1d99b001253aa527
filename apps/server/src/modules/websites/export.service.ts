import type { Readable } from 'node:stream';
import { type Content, type SiteCredit, streamSiteZip, zipSiteFilesAsync } from '@mainstreet/site';
import { enforceRateLimit } from '../../adapters/rate-limit/rate-limiter';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';
import { siteCreditFor } from '../billing/site-credit';
import { exportFormAction } from '../forms/export-form-action';
import { openStoredZip, storeZip, zipKeyOf } from '../publish/zip-cache';
import type { CurrentUser } from '../sessions/session.service';
import { enterExportGate, runExportWork } from '../uploads/export-gate';
import { checkExportBudget, exportSiteWithUploads } from '../uploads/export-with-uploads';
import { accountOf, requireWebsite } from './require-website';
import { readStoredContent } from './stored-content';
import type { WebsiteRow } from './websites.repository';

/** Small zips are also kept in memory, so the common repeat download costs no storage read. */
const cache = new Map<string, Uint8Array>();
/** Bounded by bytes: a site with videos can zip to tens of megabytes. */
const CACHE_MAX_BYTES = 64 * 1024 * 1024;
const CACHE_MAX_ENTRY_BYTES = 8 * 1024 * 1024;
let cachedBytes = 0;
/** Zips being built, by the same key: concurrent downloads of one version wait for one build. */
const inFlight = new Map<string, Promise<Prepared>>();
/** A small site's zip in memory, or a large one's on storage (each download streams it). */
type Prepared = { name: string; zip: Uint8Array } | { name: string; stored: string };

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

/**
 * The site as a zip that works offline: page, its media, icon, robots and 404. `publicUrl` is where
 * the "Made with Mainstreet" credit links, for plans that carry it. Each saved version is built
 * once and kept on storage (zip-cache.ts): repeats, from any instance, stream the stored file.
 */
export async function exportWebsite(ctx: AppContext, user: CurrentUser, id: string, publicUrl: string) {
  // Content is read only when the zip is not cached: most downloads repeat the last one.
  const who = accountOf(user.id);
  const row = await requireWebsite(ctx, who, id, { withContent: false });
  // Every export counts, cached or not: the limit is on what one account may ask of the server.
  await enforceRateLimit(ctx.rateLimiter, `export:${user.id}`, ctx.config.EXPORT_RATE_LIMIT, 10 * 60 * 1000, {
    message: 'Too many downloads from this account. Please wait a few minutes and try again.',
    id: 'tooManyDownloads',
  });
  // The credit follows the owner's plan today: a plan change makes another zip of the same version.
  const credit = await siteCreditFor(ctx, id, publicUrl);
  // Read again with the content, so the key and the zip always come from the same version.
  return zipOfVersion(ctx, row, credit, () => requireWebsite(ctx, who, id));
}

/** A zip to answer with: small ones from memory, large ones streamed from storage. */
export type ZipAnswer = { name: string; zip: Uint8Array } | { name: string; stream: Readable };

/**
 * The zip of a website's saved version with `credit`: from this process's memory, from storage,
 * or built once (concurrent requests for the same version share the build). `readFull` reads the
 * website with its content, only when a build is needed.
 */
export async function zipOfVersion(
  ctx: AppContext,
  row: { id: string; name: string; version: number; updated_at: string },
  credit: SiteCredit | undefined,
  readFull: () => Promise<WebsiteRow>,
): Promise<ZipAnswer> {
  const stored = zipKeyOf({
    websiteId: row.id,
    version: row.version,
    updatedAt: row.updated_at,
    creditHref: credit?.href,
  });
  // This process's caches are per data directory: tests run several servers in one process.
  const key = `${ctx.config.dataDir}:${stored}`;
  const cached = cache.get(key);
  if (cached) return { name: row.name, zip: cached };
  // Downloads of the same version that arrive together share one build (set before any await).
  let building = inFlight.get(key);
  if (!building) {
    building = prepareZip(ctx, row.name, readFull, credit, stored).finally(() => inFlight.delete(key));
    inFlight.set(key, building);
  }
  const prepared = await building;
  if ('zip' in prepared) {
    remember(key, prepared.zip);
    return prepared;
  }
  const zip = await openStoredZip(ctx, prepared.stored);
  if (!zip)
    throw new AppError(
      'UNAVAILABLE',
      'The download was replaced by a newer one. Please try again.',
      sayable('downloadReplaced'),
    );
  return { name: prepared.name, stream: zip.stream };
}

async function prepareZip(
  ctx: AppContext,
  name: string,
  readFull: () => Promise<WebsiteRow>,
  credit: SiteCredit | undefined,
  key: string,
): Promise<Prepared> {
  const stored = await ctx.db
    .selectFrom('site_zips')
    .select('size_bytes')
    .where('storage_key', '=', key)
    .executeTakeFirst();
  if (stored && (await ctx.storage.exists(key))) {
    // A small one is read whole once, then answered from memory.
    const zip = Number(stored.size_bytes) <= CACHE_MAX_ENTRY_BYTES ? await ctx.storage.get(key) : null;
    return zip
      ? { name, zip: new Uint8Array(zip.buffer, zip.byteOffset, zip.byteLength) }
      : { name, stored: key };
  }
  const full = await readFull();
  const content = readStoredContent(full.content, 'exported');
  const mediaBytes = await checkExportBudget(ctx, content);
  if (mediaBytes > CACHE_MAX_ENTRY_BYTES) {
    await buildLargeZip(ctx, full, content, credit, key);
    return { name: full.name, stored: key };
  }
  const zip = await buildZip(ctx, full, content, credit);
  await storeZip(ctx, full.id, key, (write) => write(zip));
  return { name: full.name, zip };
}

type FullRow = WebsiteRow;

/** The options every export of a saved website is built with. */
async function exportOptionsOf(ctx: AppContext, full: FullRow, credit: SiteCredit | undefined) {
  return {
    contactFormAction: await exportFormAction(ctx, full),
    // Keeps the bytes identical from one year to the next when the footer has no copyright.
    year: Number(full.created_at.slice(0, 4)),
    credit,
  };
}

/**
 * The zip of a large site, streamed into storage as it is made: its turn at the export gate is
 * held until the last byte is written, so the media it loaded count against the budget until then.
 */
async function buildLargeZip(
  ctx: AppContext,
  full: FullRow,
  content: Content,
  credit: SiteCredit | undefined,
  key: string,
): Promise<void> {
  const turn = await enterExportGate(ctx, content);
  try {
    const files = await exportSiteWithUploads(
      ctx,
      full.id,
      content,
      await exportOptionsOf(ctx, full, credit),
    );
    await storeZip(ctx, full.id, key, (write) => streamSiteZip(files, write));
  } finally {
    turn.release();
  }
}

async function buildZip(ctx: AppContext, full: FullRow, content: Content, credit: SiteCredit | undefined) {
  return runExportWork(ctx, content, async () => {
    const files = await exportSiteWithUploads(
      ctx,
      full.id,
      content,
      await exportOptionsOf(ctx, full, credit),
    );
    // Built a slice at a time: a large site never stalls other requests while it zips.
    return zipSiteFilesAsync(files);
  });
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
