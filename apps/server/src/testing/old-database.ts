import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { afterEach, expect } from 'vitest';
import { migrations } from '../db/migrations/index';

export type OldSqlite = {
  /** The DATA_DIR holding it: `openDatabase` there migrates it the rest of the way. */
  dataDir: string;
  /** The raw file, for rows written as that release wrote them. */
  file: SqliteDatabase.Database;
  /** The same database through Kysely. */
  db: Kysely<unknown>;
  /** Closes the old connection; do it before `openDatabase`. */
  close: () => Promise<void>;
};

/**
 * SQLite files as an older release left them, each migrated up to a named migration, in temporary
 * folders removed after each test. Call once in a describe block.
 */
export function useOldSqlite(): (migratedTo: string) => Promise<OldSqlite> {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  return async (migratedTo) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mainstreet-migrate-'));
    dirs.push(dataDir);
    const file = new SqliteDatabase(path.join(dataDir, 'mainstreet.sqlite'));
    file.pragma('foreign_keys = ON');
    const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: file }) });
    const provider = { getMigrations: async () => migrations };
    expect((await new Migrator({ db, provider }).migrateTo(migratedTo)).error).toBeUndefined();
    return { dataDir, file, db, close: () => db.destroy() };
  };
}
