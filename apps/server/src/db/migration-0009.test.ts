import { describe, expect, it } from 'vitest';
import { useOldSqlite } from '../testing/old-database';
import { openDatabase } from './database';

describe('migration 0009: sign-in to ASVS L2 (SQLite)', () => {
  const oldSqlite = useOldSqlite();

  it('keeps signed-in owners signed in until the end their session already had', async () => {
    const { dataDir, file, close } = await oldSqlite('0007-content-last');
    const now = '2026-11-01T10:00:00.000Z';
    file
      .prepare(
        `insert into users (id, email, created_at, updated_at) values ('u1', 'rosa@example.com', ?, ?)`,
      )
      .run(now, now);
    file
      .prepare(`insert into sessions (id, user_id, created_at, expires_at) values ('s1', 'u1', ?, ?)`)
      .run(now, '2026-12-01T10:00:00.000Z');
    await close();

    const handle = await openDatabase({ dataDir, DATABASE_URL: undefined, DATABASE_POOL_MAX: 1 });
    try {
      const row = await handle.db.selectFrom('sessions').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        id: 's1',
        last_used_at: now,
        absolute_expires_at: '2026-12-01T10:00:00.000Z',
        user_agent: null,
      });
      // The new tables cascade with the account like the old ones.
      await handle.db
        .insertInto('two_factor')
        .values({ user_id: 'u1', secret_ciphertext: 'v1.x.y.z', enabled_at: now, created_at: now })
        .execute();
      await handle.db.deleteFrom('users').where('id', '=', 'u1').execute();
      expect(await handle.db.selectFrom('two_factor').selectAll().execute()).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
