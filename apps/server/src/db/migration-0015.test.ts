import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useOldSqlite } from '../testing/old-database';
import { createTestSchema } from '../testing/test-app';
import { migratePostgres, openDatabase } from './database';

const NOW = '2026-11-01T10:00:00.000Z';
const BEFORE = '0013-social-cards';

/** What the release before 0015 stored: one live site on each host, and a draft. */
async function seedBeforeRename(db: Kysely<unknown>): Promise<void> {
  await sql`insert into users (id, email, created_at, updated_at) values ('u1', 'rosa@example.com', ${NOW}, ${NOW})`.execute(
    db,
  );
  for (const [id, url] of [
    ['hosted', 'https://rosa.example.com/s/rosa/'],
    ['netlify', 'https://rosa.netlify.app'],
    ['draft', null],
  ]) {
    await sql`insert into websites (id, user_id, name, content, netlify_url, status, created_at, updated_at)
      values (${id}, 'u1', ${id}, '{}', ${url}, ${url ? 'live' : 'draft'}, ${NOW}, ${NOW})`.execute(db);
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
  const oldSqlite = useOldSqlite();

  it('keeps every live address on SQLite', async () => {
    const { dataDir, db, close } = await oldSqlite(BEFORE);
    await seedBeforeRename(db);
    await close();
    expect(await liveUrls({ dataDir, DATABASE_URL: undefined, DATABASE_POOL_MAX: 1 })).toEqual(EXPECTED);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('keeps every live address on PostgreSQL', async () => {
    const url = await createTestSchema();
    const db = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
    });
    try {
      // The migration tables live in the test's own schema, as the server keeps them.
      await migratePostgres(db, BEFORE);
      await seedBeforeRename(db);
    } finally {
      await db.destroy();
    }
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mainstreet-migrate-'));
    try {
      expect(await liveUrls({ dataDir, DATABASE_URL: url, DATABASE_POOL_MAX: 1 })).toEqual(EXPECTED);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
