import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { type Dialect, Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestSchema } from '../testing/test-app';
import { openDatabase } from './database';
import { migrations } from './migrations/index';

const NOW = '2026-11-01T10:00:00.000Z';

/** A database as the release before 0015 left it: one live site on each host, one draft. */
async function seedBeforeRename(dialect: Dialect): Promise<void> {
  const old = new Kysely<unknown>({ dialect });
  try {
    const provider = { getMigrations: async () => migrations };
    // On PostgreSQL the migration tables live in the test's own schema, as the server keeps them.
    const own =
      dialect instanceof PostgresDialect
        ? {
            migrationTableSchema: (await sql<{ name: string }>`select current_schema() as name`.execute(old))
              .rows[0].name,
          }
        : {};
    const migrator = new Migrator({ db: old, provider, ...own });
    expect((await migrator.migrateTo('0013-social-cards')).error).toBeUndefined();
    await sql`insert into users (id, email, created_at, updated_at) values ('u1', 'rosa@example.com', ${NOW}, ${NOW})`.execute(
      old,
    );
    for (const [id, url] of [
      ['hosted', 'https://rosa.example.com/s/rosa/'],
      ['netlify', 'https://rosa.netlify.app'],
      ['draft', null],
    ]) {
      await sql`insert into websites (id, user_id, name, content, netlify_url, status, created_at, updated_at)
        values (${id}, 'u1', ${id}, '{}', ${url}, ${url ? 'live' : 'draft'}, ${NOW}, ${NOW})`.execute(old);
    }
  } finally {
    await old.destroy();
  }
}

async function liveUrls(config: Parameters<typeof openDatabase>[0]) {
  const handle = await openDatabase(config);
  try {
    const rows = await handle.db.selectFrom('websites').select(['id', 'live_url']).orderBy('id').execute();
    return rows.map((r) => [r.id, r.live_url]);
  } finally {
    await handle.close();
  }
}

const EXPECTED = [
  ['draft', null],
  ['hosted', 'https://rosa.example.com/s/rosa/'],
  ['netlify', 'https://rosa.netlify.app'],
];

describe('migration 0015: netlify_url is live_url', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every live address on SQLite', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mainstreet-migrate-'));
    dirs.push(dataDir);
    const file = new SqliteDatabase(path.join(dataDir, 'mainstreet.sqlite'));
    file.pragma('foreign_keys = ON');
    await seedBeforeRename(new SqliteDialect({ database: file }));
    expect(await liveUrls({ dataDir, DATABASE_URL: undefined, DATABASE_POOL_MAX: 1 })).toEqual(EXPECTED);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('keeps every live address on PostgreSQL', async () => {
    const url = await createTestSchema();
    await seedBeforeRename(new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mainstreet-migrate-'));
    dirs.push(dataDir);
    expect(await liveUrls({ dataDir, DATABASE_URL: url, DATABASE_POOL_MAX: 1 })).toEqual(EXPECTED);
  });
});
