import {
  type Content,
  type ExportOptions,
  exportSite,
  findUnfinishedForPublish,
  type LoadedAsset,
  type SiteFiles,
} from '@mainstreet/site';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';
import { subsetFontInChild } from '../publish/render-child';
import { socialCardFor } from '../social-card/social-card.service';
import { loadUpload, uploadKeyOf } from './load-upload';
import { loadMediaInfo, UPLOAD_PREFIX } from './uploads.service';

/** The answer when a site's media are over EXPORT_MAX_MB: the same for every way out. */
export function exportTooLarge(limitMb: number): AppError {
  return new AppError(
    'PAYLOAD_TOO_LARGE',
    `This website's media add up to more than ${limitMb} MB, the limit for an export, download, publish or deploy (EXPORT_MAX_MB). Remove or replace large videos, then try again.`,
    sayable('exportMediaTooLarge', { mb: limitMb }, { limitBytes: limitMb * 1024 * 1024 }),
  );
}

/**
 * Loads uploads within a byte budget: each stored file's size is asked first (a stat, no read) and
 * counted once whatever its query string, so a site over the budget is refused before its media
 * are read, and memory stays bounded however many slots point at a large file.
 */
function budgetedSizer(ctx: AppContext) {
  const limitMb = ctx.config.EXPORT_MAX_MB;
  const budget = limitMb * 1024 * 1024;
  const counted = new Set<string>();
  let used = 0;
  /** The upload's key once it is counted within the budget; null when it is no stored upload. */
  const sizer = async (url: string): Promise<string | null> => {
    const key = uploadKeyOf(url);
    if (!key) return null;
    if (counted.has(key)) return key;
    const size = await ctx.storage.size(key);
    if (size === null) return null;
    counted.add(key);
    used += size;
    if (used > budget) throw exportTooLarge(limitMb);
    return key;
  };
  /** The bytes of the distinct stored files counted so far. */
  sizer.usedBytes = () => used;
  return sizer;
}

function budgetedLoader(ctx: AppContext) {
  const count = budgetedSizer(ctx);
  return async (url: string): Promise<LoadedAsset | null> =>
    (await count(url)) === null ? null : loadUpload(ctx, url);
}

/** Refuses (400, naming the field) a site that still carries a stand-in its visitors must not see. */
export function assertReadyToPublish(content: Content): void {
  const [first] = findUnfinishedForPublish(content);
  if (first)
    throw new AppError(
      'BAD_REQUEST',
      first.message,
      sayable('publishNeedsName', undefined, { field: first.field }),
    );
}

/**
 * Refuses (413) a site whose uploads add up to more than EXPORT_MAX_MB, each stored file counted
 * once whatever its query string, by asking their sizes only; answers the bytes they add up to. Publish and deploy call it before
 * they reserve an address or create a site elsewhere; exports are checked again as they load.
 */
export async function checkExportBudget(ctx: AppContext, content: Content): Promise<number> {
  const count = budgetedSizer(ctx);
  for (const url of listUploadUrls(content)) await count(url);
  return count.usedBytes();
}

/** Every upload address in the content, resized variants left to the export itself. */
function listUploadUrls(content: Content): string[] {
  const urls: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.startsWith(UPLOAD_PREFIX)) urls.push(value);
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item);
    } else if (value && typeof value === 'object') {
      for (const item of Object.values(value)) walk(item);
    }
  };
  walk(content);
  return urls;
}

/**
 * The site's files with the uploads it uses copied into assets/, each image with its size and its
 * resized variants (srcset), so a phone fetches a small file and the files work on their own.
 * The one export behind the zip, the paid download and published sites; its media are bounded
 * by EXPORT_MAX_MB (a 413 beyond it).
 */
export async function exportSiteWithUploads(
  ctx: AppContext,
  websiteId: string,
  content: Content,
  options: Omit<ExportOptions, 'loadAsset' | 'media' | 'socialCard'> = {},
): Promise<SiteFiles> {
  // Sizes first: a site over the budget is refused before its media sizes are even looked up.
  await checkExportBudget(ctx, content);
  // The share picture travels with every export; a site is never refused for want of one.
  const socialCard = await socialCardFor(ctx, websiteId, content).catch(() => undefined);
  return exportSite(content, {
    ...options,
    socialCard,
    loadAsset: budgetedLoader(ctx),
    media: await loadMediaInfo(ctx, content),
    // Web fonts ship as files subset to the site's characters, in the zip and on published sites
    // (subset in the render child, so HarfBuzz never loads into the server).
    fonts: subsetFontInChild,
  });
}
