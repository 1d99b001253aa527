import { createHash } from 'node:crypto';
import path from 'node:path';
import { type Content, type SiteCredit, zipSiteFilesAsync } from '@mainstreet/site';
import type { AppContext } from '../../context';
import { exportSiteWithUploads } from '../uploads/export-with-uploads';

/** One file of an exported site, ready to store or zip. */
export type SiteFile = { path: string; body: Buffer; hash: string; contentType: string };

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
  '.woff2': 'font/woff2',
};

export function contentTypeFor(filePath: string): string {
  return TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Exports a site through packages/site (the one renderer) and returns its files with their
 * SHA-256, which is both the storage key and the ETag.
 */
export async function buildSiteFiles(
  ctx: AppContext,
  content: Content,
  options: {
    websiteId: string;
    siteUrl: string;
    contactFormAction: string;
    credit?: SiteCredit;
    report?: SiteCredit;
  },
): Promise<SiteFile[]> {
  const files = await exportSiteWithUploads(ctx, options.websiteId, content, {
    // The site's own address: canonical link, sitemap and social cards point there.
    publicUrl: options.siteUrl,
    contactFormAction: options.contactFormAction,
    credit: options.credit,
    report: options.report,
  });
  const out: SiteFile[] = [];
  for (const { path: filePath, data } of files) {
    const body = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    out.push({ path: filePath, body, hash: await sha256Of(body), contentType: contentTypeFor(filePath) });
  }
  return out;
}

const HASH_SLICE_BYTES = 1024 * 1024;

/** SHA-256 a megabyte at a time, giving the event loop back between: a 100 MB video never stalls it. */
async function sha256Of(body: Buffer): Promise<string> {
  const hash = createHash('sha256');
  for (let start = 0; start < body.byteLength; start += HASH_SLICE_BYTES) {
    hash.update(body.subarray(start, start + HASH_SLICE_BYTES));
    if (start + HASH_SLICE_BYTES < body.byteLength) await new Promise((resolve) => setImmediate(resolve));
  }
  return hash.digest('hex');
}

/** The zip Netlify receives: the same files, the same bytes, zipped without stalling the server. */
export function zipFiles(files: SiteFile[]): Promise<Uint8Array> {
  return zipSiteFilesAsync(files.map((f) => ({ path: f.path, data: f.body })));
}
