import fs from 'node:fs';
import path from 'node:path';

/** What a backup holds besides the database: DATA_DIR's folders of files, each copied whole. */
export const BACKED_UP_FOLDERS = ['uploads', 'mail'] as const;

export const DATABASE_FILE = 'mainstreet.sqlite';
export const MANIFEST_FILE = 'mainstreet-backup.json';

export type Manifest = {
  format: 1;
  createdAt: string;
  database: 'sqlite' | 'postgres (not included: use pg_dump)';
  /** The newest migration the database had, so a restore can say which release made it. */
  migration: string | null;
  files: Record<string, { count: number; bytes: number }>;
  /** Storage on S3: its files are not in the backup (the bucket's versioning keeps them). */
  storage: 'local' | 's3 (not included: use bucket versioning)';
};

export class BackupError extends Error {}

/**
 * Copies every finished file of `from` into `to` (storage writes a `.tmp` then renames it, so a
 * `.tmp` is a write in flight); a file deleted meanwhile (the upload sweep) is skipped.
 */
export function copyFolder(from: string, to: string): { count: number; bytes: number } {
  const totals = { count: 0, bytes: 0 };
  let names: string[];
  try {
    names = fs.readdirSync(from);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return totals;
    throw error;
  }
  fs.mkdirSync(to, { recursive: true, mode: 0o700 });
  for (const name of names) {
    if (name.endsWith('.tmp')) continue;
    const source = path.join(from, name);
    const target = path.join(to, name);
    try {
      const stat = fs.statSync(source);
      if (stat.isDirectory()) {
        const inner = copyFolder(source, target);
        totals.count += inner.count;
        totals.bytes += inner.bytes;
        continue;
      }
      if (!stat.isFile()) continue;
      fs.copyFileSync(source, target, fs.constants.COPYFILE_EXCL);
      totals.count++;
      totals.bytes += stat.size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return totals;
}

/** True when `dir` does not exist or holds nothing. */
export function isEmptyFolder(dir: string): boolean {
  try {
    return fs.readdirSync(dir).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}
