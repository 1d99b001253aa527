import {
  type Content,
  type ExportOptions,
  exportSite,
  type LoadedAsset,
  type SiteFiles,
} from '@mainstreet/site';
import { subsetFontFile } from '@mainstreet/site/export/font-files';
import { isValidStorageKey } from '../../adapters/storage/file-storage';
import type { AppContext } from '../../context';
import { uploadContentType } from './upload-types';
import { loadMediaInfo, UPLOAD_PREFIX } from './uploads.service';

/** An upload (/uploads/{key}) read from storage; null for anything else, which stays a link. */
export async function loadUpload(ctx: AppContext, url: string): Promise<LoadedAsset | null> {
  if (!url.startsWith(UPLOAD_PREFIX)) return null;
  const key = url.slice(UPLOAD_PREFIX.length).split(/[?#]/)[0];
  if (!isValidStorageKey(key)) return null;
  const data = await ctx.storage.get(key);
  if (!data) return null;
  return { data, contentType: uploadContentType(key) ?? 'application/octet-stream' };
}

/**
 * The site's files with the uploads it uses copied into assets/, each image with its size and its
 * resized variants (srcset), so a phone fetches a small file and the files work on their own.
 * The one export behind the zip, the paid download and published sites.
 */
export async function exportSiteWithUploads(
  ctx: AppContext,
  content: Content,
  options: Omit<ExportOptions, 'loadAsset' | 'media'> = {},
): Promise<SiteFiles> {
  return exportSite(content, {
    ...options,
    loadAsset: (url) => loadUpload(ctx, url),
    media: await loadMediaInfo(ctx, content),
    // Web fonts ship as files subset to the site's characters, in the zip and on published sites.
    fonts: subsetFontFile,
  });
}
