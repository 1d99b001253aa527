import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { migrations } from './migrations/index';

describe('migration 0008: share tokens and form keys (SQLite)', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps already published forms working by their old key, gives drafts none, and shares nothing', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mainstreet-migrate-'));
    dirs.push(dataDir);
    const file = new SqliteDatabase(path.join(dataDir, 'mainstreet.sqlite'));
    file.pragma('foreign_keys = ON');
    const old = new Kysely<unknown>({ dialect: new SqliteDialect({ database: file }) });
    const before = await new Migrator({
      db: old,
      provider: { getMigrations: async () => migrations },
    }).migrateTo('0007-content-last');
    expect(before.error).toBeUndefined();
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
    await old.destroy();

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
