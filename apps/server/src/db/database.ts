import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { Config } from '../config';
import { migrations } from './migrations/index';
import { allowReadCaches } from './read-cache';
import { watchRows } from './row-changes';
import type { Database } from './types';

export type Db = Kysely<Database>;
export type DatabaseHandle = { db: Db; kind: 'sqlite' | 'postgres'; close: () => Promise<void> };

export class DatabaseStartError extends Error {}

/** Opens the configured database (SQLite file in DATA_DIR, or PostgreSQL) and runs migrations. */
export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'dataDir' | 'DATABASE_POOL_MAX'> &
    Partial<Pick<Config, 'DATABASE_POOL_TIMEOUT_MS'>>,
): Promise<DatabaseHandle> {
  const file = config.DATABASE_URL ? null : openSqliteFile(config.dataDir);
  const handle = file
    ? sqliteHandle(file)
    : await openPostgres(
        config.DATABASE_URL as string,
        config.DATABASE_POOL_MAX,
        config.DATABASE_POOL_TIMEOUT_MS ?? 5_000,
      );
  try {
    await migrateToLatest(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  // SQLite's one connection sees every write, so hot reads may be kept (read-cache.ts). After the
  // migrations: the triggers watch tables they create.
  if (file) allowReadCaches(handle.db, watchRows(file));
  return handle;
}

/**
 * The database holds password hashes, sessions and drafts: only the server's user may read it.
 * DATA_DIR is made 0700 when we create it, the database file 0600 (SQLite gives its -wal and -shm
 * files the database file's mode), and a file left readable by an older version is tightened.
 */
export function prepareSqliteFile(dataDir: string): string {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, 'mainstreet.sqlite');
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  for (const name of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      if ((fs.statSync(name).mode & 0o077) !== 0) fs.chmodSync(name, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return file;
}

function openSqliteFile(dataDir: string): SqliteDatabase.Database {
  const file = new SqliteDatabase(prepareSqliteFile(dataDir));
  // WAL with synchronous=FULL: an acknowledged save survives a crash or power loss.
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = FULL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  cacheStatements(file);
  return file;
}

function sqliteHandle(file: SqliteDatabase.Database): DatabaseHandle {
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}

/**
 * Kysely prepares every statement anew, which costs more than running most of our queries. The
 * app runs a small fixed set of SQL texts, so keep their prepared statements (bounded). Reuse is
 * safe: Kysely runs one query at a time on the single SQLite connection.
 */
function cacheStatements(file: SqliteDatabase.Database): void {
  const prepare = file.prepare.bind(file);
  const statements = new Map<string, SqliteDatabase.Statement>();
  file.prepare = ((source: string) => {
    let statement = statements.get(source);
    if (!statement) {
      if (statements.size >= 1_000) statements.clear();
      statement = prepare(source);
      statements.set(source, statement);
    }
    return statement;
  }) as typeof file.prepare;
}

async function openPostgres(url: string, poolMax: number, waitMs: number): Promise<DatabaseHandle> {
  // Loaded only when PostgreSQL is configured: a SQLite server never needs the driver in memory.
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: poolMax, connectionTimeoutMillis: waitMs });
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseStartError(
      `DATABASE_URL: cannot connect to PostgreSQL (${reason || 'connection refused'})`,
    );
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

const MIGRATION_LOCK_ID = 7_243_911;

async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const provider = { getMigrations: async () => migrations };
  if (handle.kind === 'sqlite') {
    throwIfFailed(await new Migrator({ db: handle.db, provider }).migrateToLatest());
    return;
  }
  await migratePostgres(handle.db);
}

/**
 * Migrates a PostgreSQL database to `target` (the latest when not given). Two instances starting
 * at once take turns under a session-level advisory lock. The lock also keeps Kysely's migration
 * table check, which introspects every schema, from reading a table another schema is migrating
 * (it fails with 'column … of relation … does not exist' when a column is renamed under it).
 * The migration tables live in the connection's own schema, so schemas never see each other's.
 */
// biome-ignore lint/suspicious/noExplicitAny: the migrator takes a database of any schema, as Kysely's own Migrator does
export async function migratePostgres(db: Kysely<any>, target?: string): Promise<void> {
  const provider = { getMigrations: async () => migrations };
  await db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`.execute(conn);
    try {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(conn);
      const migrator = new Migrator({
        db: conn,
        provider,
        migrationTableSchema: rows[0]?.schema ?? 'public',
      });
      throwIfFailed(await (target ? migrator.migrateTo(target) : migrator.migrateToLatest()));
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`.execute(conn);
    }
  });
}

function throwIfFailed(result: { error?: unknown }): void {
  if (result.error) throw result.error instanceof Error ? result.error : new Error(String(result.error));
}

/** Checks the database answers; used by health and readiness. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
