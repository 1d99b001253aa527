import { Zip, ZipDeflate, ZipPassThrough, type Zippable, zipSync } from 'fflate';

export type SiteFile = { path: string; data: Uint8Array };
export type SiteFiles = SiteFile[];

// fflate writes DOS time from the Date's local fields; building the Date from local fields makes the
// bytes the same in every time zone.
const FIXED_TIME = new Date(2000, 0, 1, 0, 0, 0);
const STORED = /\.(png|jpe?g|webp|avif|gif|mp4|webm|mov|woff2?|zip)$/i;

const byPath = (a: SiteFile, b: SiteFile) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

/** A zip of the files with fixed timestamps and sorted order: identical input gives identical bytes. */
export function zipSiteFiles(files: SiteFiles): Uint8Array {
  const zippable: Zippable = {};
  for (const file of [...files].sort(byPath)) {
    zippable[file.path] = [file.data, { mtime: FIXED_TIME, level: STORED.test(file.path) ? 0 : 6 }];
  }
  return zipSync(zippable, { mtime: FIXED_TIME });
}

/**
 * How much of a file is checksummed (and, for text, compressed) before giving the event loop back:
 * about a millisecond of work, so a server zipping 100 MB still answers other requests at once.
 */
const SLICE_BYTES = 256 * 1024;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The same archive as zipSiteFiles (files sorted, fixed times, media stored, text deflated) built
 * with fflate's streaming Zip a slice at a time, yielding to the event loop between slices. Sizes
 * and checksums follow each file (data descriptors), so the bytes differ from zipSiteFiles' but are
 * just as stable.
 */
export async function zipSiteFilesAsync(files: SiteFiles): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  await streamSiteZip(files, (chunk) => {
    chunks.push(chunk);
  });
  const total = chunks.reduce((sum, c) => sum + c.byteLength, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/**
 * The zipSiteFilesAsync archive handed out chunk by chunk as it is made, waiting for `write` to
 * take each (a slow reader holds the zip back instead of piling it up in memory). Stored media go
 * out as views of the files' own bytes: a 100 MB site costs its files, not a second 100 MB copy.
 */
export async function streamSiteZip(
  files: SiteFiles,
  write: (chunk: Uint8Array) => void | Promise<void>,
): Promise<void> {
  const pending: Uint8Array[] = [];
  let failure: Error | null = null;
  let finished = false;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else pending.push(chunk);
    if (final) finished = true;
  });
  const flush = async () => {
    while (pending.length > 0) {
      const chunk = pending.shift() as Uint8Array;
      await write(chunk);
    }
  };
  for (const file of [...files].sort(byPath)) {
    const entry = STORED.test(file.path)
      ? new ZipPassThrough(file.path)
      : new ZipDeflate(file.path, { level: 6 });
    entry.mtime = FIXED_TIME;
    zip.add(entry);
    const { data } = file;
    if (data.byteLength === 0) entry.push(data, true);
    for (let start = 0; start < data.byteLength; start += SLICE_BYTES) {
      const end = Math.min(start + SLICE_BYTES, data.byteLength);
      entry.push(data.subarray(start, end), end === data.byteLength);
      if (failure) throw failure;
      await flush();
      await nextTurn();
    }
    await flush();
  }
  zip.end();
  if (failure) throw failure;
  await flush();
  if (!finished) throw new Error('the zip did not finish');
}
