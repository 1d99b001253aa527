import { describe, expect, it } from 'vitest';
import { useOldSqlite } from '../testing/old-database';
import { openDatabase } from './database';

describe('migration 0008: share tokens and form keys (SQLite)', () => {
  const oldSqlite = useOldSqlite();

  it('keeps already published forms working by their old key, gives drafts none, and shares nothing', async () => {
    const { dataDir, file, close } = await oldSqlite('0007-content-last');
    const now = '2026-11-01T10:00:00.000Z';
    file
      .prepare(`insert into users (id, email, created_at, updated_at) values ('u1', 'a@example.com', ?, ?)`)
      .run(now, now);
    const site = file.prepare(
      `insert into websites (id, user_id, name, content, netlify_url, created_at, updated_at) values (?, 'u1', ?, '{}', ?, ?, ?)`,
    );
    site.run('hosted', 'Hosted', 'http://x.test/s/hosted/', now, now);
    site.run('netlify', 'Netlify', 'https://n.netlify.app', now, now);
    site.run('draft', 'Draft', null, now, now);
    file
      .prepare(
        `insert into hosted_sites (website_id, slug, created_at, updated_at) values ('hosted', 'hosted', ?, ?)`,
      )
      .run(now, now);
    await close();

    const handle = await openDatabase({ dataDir, DATABASE_URL: undefined, DATABASE_POOL_MAX: 1 });
    try {
      const keys = await handle.db.selectFrom('website_keys').selectAll().orderBy('website_id').execute();
      expect(keys.map((k) => [k.website_id, k.form_key, k.share_token])).toEqual([
        ['hosted', 'hosted', null],
        ['netlify', 'netlify', null],
      ]);
      await handle.db.deleteFrom('websites').where('id', '=', 'hosted').execute();
      expect(await handle.db.selectFrom('website_keys').select('website_id').execute()).toEqual([
        { website_id: 'netlify' },
      ]);
    } finally {
      await handle.close();
    }
  });
});
