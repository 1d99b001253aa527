import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import {
  type Content,
  type SiteCredit,
  type SiteFiles,
  streamSiteZip,
  zipSiteFilesAsync,
} from '@mainstreet/site';
import { enforceRateLimit } from '../../adapters/rate-limit/rate-limiter';
import type { AppContext } from '../../context';
import { siteCreditFor } from '../billing/site-credit';
import { exportFormAction } from '../forms/export-form-action';
import type { CurrentUser } from '../sessions/session.service';
import { enterExportGate, runExportWork } from '../uploads/export-gate';
import { checkExportBudget, exportSiteWithUploads } from '../uploads/export-with-uploads';
import { accountOf, requireWebsite } from './require-website';
import { readStoredContent } from './stored-content';
import type { Requester, WebsiteRow } from './websites.repository';

/** Zips are the same bytes for the same saved version; keep the last few so repeat downloads are cheap. */
const cache = new Map<string, Uint8Array>();
/** Bounded by bytes: a site with videos can zip to tens of megabytes. */
const CACHE_MAX_BYTES = 64 * 1024 * 1024;
const CACHE_MAX_ENTRY_BYTES = 8 * 1024 * 1024;
let cachedBytes = 0;
/** Zips being built, by the same key: concurrent downloads of one version wait for one build. */
const inFlight = new Map<string, Promise<Prepared>>();
/** A small site's zip, or a large site's content (each download streams its own zip). */
type Prepared =
  | { name: string; zip: Uint8Array }
  | { name: string; large: { full: FullRow; content: Content; credit?: SiteCredit } };

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
 * the "Made with Mainstreet" credit links, for plans that carry it.
 */
export async function exportWebsite(ctx: AppContext, user: CurrentUser, id: string, publicUrl: string) {
  // Content is read only when the zip is not cached: most downloads repeat the last one.
  const who = accountOf(user.id);
  const row = await requireWebsite(ctx, who, id, { withContent: false });
  // Every export counts, cached or not: the limit is on what one account may ask of the server.
  await enforceRateLimit(
    ctx.rateLimiter,
    `export:${user.id}`,
    ctx.config.EXPORT_RATE_LIMIT,
    10 * 60 * 1000,
    'Too many downloads from this account. Please wait a few minutes and try again.',
  );
  // The credit follows the owner's plan today: a plan change makes another zip of the same version.
  const credit = await siteCreditFor(ctx, id, publicUrl);
  const key = `${cacheKeyOf(ctx, row)}:${credit?.href ?? ''}`;
  const cached = cache.get(key);
  if (cached) return { name: row.name, zip: cached };
  // Downloads of the same version that arrive together share one build (set before any await).
  let building = inFlight.get(key);
  if (!building) {
    building = prepareZip(ctx, who, id, credit, key).finally(() => inFlight.delete(key));
    inFlight.set(key, building);
  }
  const prepared = await building;
  if ('zip' in prepared) return prepared;
  // A large zip goes out as it is made, never whole in memory (and is not worth caching).
  const { full, content } = prepared.large;
  return { name: prepared.name, stream: await streamZip(ctx, full, content, prepared.large.credit) };
}

async function prepareZip(
  ctx: AppContext,
  who: Requester,
  id: string,
  credit: SiteCredit | undefined,
  key: string,
): Promise<Prepared> {
  // Read again with the content, so the key and the zip always come from the same version.
  const full = await requireWebsite(ctx, who, id);
  const content = readStoredContent(full.content, 'exported');
  const mediaBytes = await checkExportBudget(ctx, content);
  if (mediaBytes > CACHE_MAX_ENTRY_BYTES) return { name: full.name, large: { full, content, credit } };
  return buildZip(ctx, full, content, credit, key);
}

type FullRow = WebsiteRow;

/**
 * The zip of a large site as a stream: its turn at the export gate is held until the last byte is
 * taken (or the client goes away), so the media it loaded count against the budget until then.
 */
async function streamZip(
  ctx: AppContext,
  full: FullRow,
  content: Content,
  credit: SiteCredit | undefined,
): Promise<Readable> {
  const turn = await enterExportGate(ctx, content);
  let files: SiteFiles;
  try {
    files = await exportSiteWithUploads(ctx, full.id, content, {
      contactFormAction: await exportFormAction(ctx, full),
      year: Number(full.created_at.slice(0, 4)),
      credit,
    });
  } catch (error) {
    turn.release();
    throw error;
  }
  const out = new PassThrough();
  const write = async (chunk: Uint8Array) => {
    if (out.destroyed) throw new Error('the download was abandoned');
    if (!out.write(chunk)) await Promise.race([once(out, 'drain'), once(out, 'close')]);
  };
  streamSiteZip(files, write)
    .then(
      () => out.end(),
      (error) => out.destroy(error),
    )
    .finally(() => turn.release());
  return out;
}

async function buildZip(
  ctx: AppContext,
  full: FullRow,
  content: Content,
  credit: SiteCredit | undefined,
  key: string,
) {
  const zip = await runExportWork(ctx, content, async () => {
    const files = await exportSiteWithUploads(ctx, full.id, content, {
      contactFormAction: await exportFormAction(ctx, full),
      // Keeps the bytes identical from one year to the next when the footer has no copyright.
      year: Number(full.created_at.slice(0, 4)),
      credit,
    });
    // Built a slice at a time: a large site never stalls other requests while it zips.
    return zipSiteFilesAsync(files);
  });
  remember(key, zip);
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
