import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useOldSqlite } from '../testing/old-database';
import { createTestSchema } from '../testing/test-app';
import { migratePostgres, openDatabase } from './database';

const SENT = '2026-11-01T10:00:00.000Z';
const BEFORE = '0016-edit-sessions';

/** A message the release before 0018 stored (and mailed, as it mailed them all). */
async function seedMessage(db: Kysely<unknown>): Promise<void> {
  await sql`insert into users (id, email, created_at, updated_at) values ('u1', 'rosa@example.com', ${SENT}, ${SENT})`.execute(
    db,
  );
  await sql`insert into websites (id, user_id, name, content, status, created_at, updated_at)
    values ('w1', 'u1', 'Rosa', '{}', 'live', ${SENT}, ${SENT})`.execute(db);
  await sql`insert into contact_messages (id, website_id, name, email, message, created_at)
    values ('m1', 'w1', 'Ada', 'ada@example.org', 'Rye?', ${SENT})`.execute(db);
}

async function messages(config: Parameters<typeof openDatabase>[0]) {
  const handle = await openDatabase(config);
  try {
    return await handle.db.selectFrom('contact_messages').select(['id', 'read_at', 'mailed_at']).execute();
  } finally {
    await handle.close();
  }
}

// Messages from before the new-message count are not news to the owner, nor mailed again in a digest.
const EXPECTED = [{ id: 'm1', read_at: SENT, mailed_at: SENT }];

describe('migration 0018: messages from before are read and mailed', () => {
  const oldSqlite = useOldSqlite();

  it('on SQLite', async () => {
    const { dataDir, db, close } = await oldSqlite(BEFORE);
    await seedMessage(db);
    await close();
    expect(await messages({ dataDir, DATABASE_URL: undefined, DATABASE_POOL_MAX: 1 })).toEqual(EXPECTED);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL', async () => {
    const url = await createTestSchema();
    const db = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
    });
    try {
      await migratePostgres(db, BEFORE);
      await seedMessage(db);
    } finally {
      await db.destroy();
    }
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mainstreet-migrate-'));
    try {
      expect(await messages({ dataDir, DATABASE_URL: url, DATABASE_POOL_MAX: 1 })).toEqual(EXPECTED);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
