import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { Config } from '../config';
import { keyFileOf } from '../modules/netlify/token-cipher';
import {
  BACKED_UP_FOLDERS,
  BackupError,
  copyFolder,
  DATABASE_FILE,
  isEmptyFolder,
  MANIFEST_FILE,
  type Manifest,
} from './backup-files';

type RestoreConfig = Pick<Config, 'dataDir' | 'DATABASE_URL' | 'S3_BUCKET' | 'SECRET_KEY'>;

/**
 * Brings a backup back into DATA_DIR, for a server that is stopped: refused while a server holds
 * DATA_DIR's database, and when DATA_DIR already holds data (nothing is overwritten). Answers the
 * lines to print.
 */
export function restoreDataDir(config: RestoreConfig, source: string): string[] {
  const from = path.resolve(source);
  const manifest = readManifest(from);
  const databaseFile = path.join(config.dataDir, DATABASE_FILE);
  if (manifest.database === 'sqlite' && config.DATABASE_URL)
    throw new BackupError(
      'This backup holds a SQLite database, but DATABASE_URL is set: unset it to restore into DATA_DIR.',
    );
  if (fs.existsSync(databaseFile) && isHeldByServer(databaseFile))
    throw new BackupError(
      `A Mainstreet server is running on DATA_DIR (${config.dataDir}): stop it, then restore.`,
    );
  const existing = [DATABASE_FILE, ...BACKED_UP_FOLDERS].filter((name) =>
    name === DATABASE_FILE
      ? fs.existsSync(path.join(config.dataDir, name))
      : !isEmptyFolder(path.join(config.dataDir, name)),
  );
  if (existing.length > 0)
    throw new BackupError(
      `DATA_DIR (${config.dataDir}) already holds data (${existing.join(', ')}): restore into a new DATA_DIR, or move this one aside first.`,
    );

  const lines: string[] = [];
  if (manifest.database === 'sqlite') {
    fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    const partial = `${databaseFile}.partial`;
    fs.copyFileSync(path.join(from, DATABASE_FILE), partial);
    fs.chmodSync(partial, 0o600);
    checkIntegrity(partial);
    fs.renameSync(partial, databaseFile);
    lines.push(`Database: restored to ${databaseFile} (${manifest.migration ?? 'no migrations'}).`);
  } else {
    fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    lines.push(
      'Database: PostgreSQL was not in this backup: restore it with pg_restore (README, "Backups").',
    );
  }
  for (const folder of BACKED_UP_FOLDERS) {
    if (!manifest.files[folder]) continue;
    const copied = copyFolder(path.join(from, folder), path.join(config.dataDir, folder));
    lines.push(`${folder}: ${copied.count} files restored.`);
  }
  if (!config.SECRET_KEY && !fs.existsSync(keyFileOf(config.dataDir)))
    lines.push(
      `Secret key: copy the old DATA_DIR/secret.key to ${keyFileOf(config.dataDir)} (or set SECRET_KEY) before starting, or two-step sign-in and Netlify connections must be set up again.`,
    );
  lines.push(`Restored from the backup of ${manifest.createdAt}. Start the server with this DATA_DIR.`);
  return lines;
}

function readManifest(from: string): Manifest {
  const file = path.join(from, MANIFEST_FILE);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new BackupError(
      `${from} is not a finished Mainstreet backup (no ${MANIFEST_FILE}): give the folder \`npm run backup\` wrote.`,
    );
  }
  const manifest = JSON.parse(text) as Manifest;
  if (manifest.format !== 1)
    throw new BackupError(`${file}: unknown backup format ${String(manifest.format)}.`);
  return manifest;
}

/**
 * A running server keeps the database open in WAL mode, which holds a shared lock on it for as
 * long as it runs (even idle): then an exclusive lock cannot be had at once.
 */
export function isHeldByServer(databaseFile: string): boolean {
  const probe = new SqliteDatabase(databaseFile, { fileMustExist: true, timeout: 0 });
  try {
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('begin exclusive');
    probe.exec('commit');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) return true;
    throw error;
  } finally {
    probe.close();
  }
}

function checkIntegrity(file: string): void {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const result = db.pragma('quick_check', { simple: true });
    if (result !== 'ok') throw new BackupError(`The backup's database is damaged (${String(result)}).`);
  } finally {
    db.close();
  }
}
