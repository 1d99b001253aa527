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

type BackupConfig = Pick<Config, 'dataDir' | 'DATABASE_URL' | 'S3_BUCKET' | 'SECRET_KEY'>;

/**
 * Writes a consistent snapshot of DATA_DIR into `target` (a new or empty folder) while the server
 * may be running: the SQLite database through `VACUUM INTO` (one read transaction, so every save
 * and upload row is either wholly in it or not, and writers are never held up), then the files.
 * Files are copied after the database, and storage writes a file before its row, so every file a
 * row of the snapshot names is already there. Answers the lines to print.
 */
export function backupDataDir(config: BackupConfig, target: string): string[] {
  const dir = path.resolve(target);
  if (dir === config.dataDir || dir.startsWith(`${config.dataDir}${path.sep}`))
    throw new BackupError(`${dir} is inside DATA_DIR (${config.dataDir}): choose a folder outside it.`);
  if (!isEmptyFolder(dir)) throw new BackupError(`${dir} is not empty: back up into a new or empty folder.`);
  const databaseFile = path.join(config.dataDir, DATABASE_FILE);
  if (!config.DATABASE_URL && !fs.existsSync(databaseFile))
    throw new BackupError(`No database in DATA_DIR (${databaseFile} does not exist): is DATA_DIR right?`);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });

  const lines: string[] = [];
  let migration: string | null = null;
  if (!config.DATABASE_URL) {
    migration = snapshotSqlite(databaseFile, path.join(dir, DATABASE_FILE));
    lines.push(`Database: a snapshot of ${databaseFile} (${migration ?? 'no migrations'}).`);
  } else {
    lines.push(
      'Database: PostgreSQL (DATABASE_URL) is not in this backup: back it up with pg_dump (README, "Backups").',
    );
  }
  const files: Manifest['files'] = {};
  for (const folder of BACKED_UP_FOLDERS) {
    if (folder === 'uploads' && config.S3_BUCKET) continue;
    files[folder] = copyFolder(path.join(config.dataDir, folder), path.join(dir, folder));
    lines.push(`${folder}: ${files[folder].count} files, ${formatBytes(files[folder].bytes)}.`);
  }
  if (config.S3_BUCKET)
    lines.push(`uploads: on S3 (${config.S3_BUCKET}), not in this backup: keep the bucket versioned.`);
  const manifest: Manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: config.DATABASE_URL ? 'postgres (not included: use pg_dump)' : 'sqlite',
    migration,
    files,
    storage: config.S3_BUCKET ? 's3 (not included: use bucket versioning)' : 'local',
  };
  // Written last: a folder without it is a backup that did not finish, and restore refuses it.
  fs.writeFileSync(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  lines.push(secretKeyLine(config));
  lines.push(`Backup written to ${dir}.`);
  return lines;
}

function snapshotSqlite(from: string, to: string): string | null {
  const source = new SqliteDatabase(from, { fileMustExist: true, timeout: 10_000 });
  try {
    const partial = `${to}.partial`;
    source.prepare('vacuum into ?').run(partial);
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, to);
    const row = source.prepare('select name from kysely_migration order by name desc limit 1').get() as
      | { name: string }
      | undefined;
    return row?.name ?? null;
  } finally {
    source.close();
  }
}

function secretKeyLine(config: BackupConfig): string {
  if (config.SECRET_KEY)
    return 'Secret key: SECRET_KEY is set and is not in the backup; a restored server needs the same value.';
  if (fs.existsSync(keyFileOf(config.dataDir)))
    return `Secret key: ${keyFileOf(config.dataDir)} is not in the backup: keep a copy of it apart (two-step sign-in and Netlify connections need it), and put it back in DATA_DIR after a restore.`;
  return 'Secret key: none yet (DATA_DIR/secret.key is made when first needed).';
}

function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
