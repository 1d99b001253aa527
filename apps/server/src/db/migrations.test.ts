import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useOldSqlite } from '../testing/old-database';
import { openDatabase } from './database';

describe('migration 0007: website content stored last (SQLite)', () => {
  const oldSqlite = useOldSqlite();

  it('keeps every website and everything that points at one, and deletes still cascade', async () => {
    const { dataDir, file, close } = await oldSqlite('0006-launch');
    const now = '2026-11-01T10:00:00.000Z';
    file
      .prepare(
        `insert into users (id, email, created_at, updated_at) values ('u1', 'rosa@example.com', ?, ?)`,
      )
      .run(now, now);
    const content = JSON.stringify({ siteName: 'Rosa’s Bakery', about: 'Sourdough. '.repeat(3000) });
    for (const id of ['w1', 'w2']) {
      file
        .prepare(
          `insert into websites (id, user_id, name, content, version, cover_image, created_at, updated_at)
           values (?, 'u1', ?, ?, 4, '/uploads/a.webp', ?, ?)`,
        )
        .run(id, `Site ${id}`, content, now, now);
      file
        .prepare(`insert into hosted_sites (website_id, slug, created_at, updated_at) values (?, ?, ?, ?)`)
        .run(id, `rosa-${id}`, now, now);
    }
    await close();

    const handle = await openDatabase({ dataDir, DATABASE_URL: undefined, DATABASE_POOL_MAX: 1 });
    try {
      const rows = await handle.db.selectFrom('websites').selectAll().orderBy('id').execute();
      expect(rows.map((r) => [r.id, r.name, r.version, r.cover_image, r.content === content])).toEqual([
        ['w1', 'Site w1', 4, '/uploads/a.webp', true],
        ['w2', 'Site w2', 4, '/uploads/a.webp', true],
      ]);
      const columns = await sql<{ name: string }>`pragma table_info(websites)`.execute(handle.db);
      expect(columns.rows.at(-1)?.name).toBe('content');
      const hosted = await sql<{ slug: string }>`select slug from hosted_sites order by slug`.execute(
        handle.db,
      );
      expect(hosted.rows.map((r) => r.slug)).toEqual(['rosa-w1', 'rosa-w2']);
      // Foreign keys still hold both ways: a website's published site goes with it.
      await handle.db.deleteFrom('websites').where('id', '=', 'w1').execute();
      const left = await sql<{ slug: string }>`select slug from hosted_sites`.execute(handle.db);
      expect(left.rows.map((r) => r.slug)).toEqual(['rosa-w2']);
      await expect(
        sql`insert into websites (id, user_id, name, content, created_at, updated_at)
            values ('w3', 'nobody', 'x', '{}', ${now}, ${now})`.execute(handle.db),
      ).rejects.toThrow(/FOREIGN KEY/);
    } finally {
      await handle.close();
    }
  });
});
