import { type Zippable, zipSync } from 'fflate';

export type SiteFile = { path: string; data: Uint8Array };
export type SiteFiles = SiteFile[];

// fflate writes DOS time from the Date's local fields; building the Date from local fields makes the
// bytes the same in every time zone.
const FIXED_TIME = new Date(2000, 0, 1, 0, 0, 0);
const STORED = /\.(png|jpe?g|webp|avif|gif|mp4|webm|mov|woff2?|zip)$/i;

/** A zip of the files with fixed timestamps and sorted order: identical input gives identical bytes. */
export function zipSiteFiles(files: SiteFiles): Uint8Array {
  const zippable: Zippable = {};
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    zippable[file.path] = [file.data, { mtime: FIXED_TIME, level: STORED.test(file.path) ? 0 : 6 }];
  }
  return zipSync(zippable, { mtime: FIXED_TIME });
}
