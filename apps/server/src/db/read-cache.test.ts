import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, post, register } from '../modules/auth/auth-test-kit';
import { createTestApp, describeEachDatabase, type TestApp } from '../testing/test-app';
import { insertTestWebsite, signInAs } from '../testing/website-factories';
import { createReadCache } from './read-cache';
import type { RowChanges, WatchedTable } from './row-changes';

const names = async (t: TestApp, cookie: string) =>
  (await call(t, 'GET', '/api/websites', undefined, { cookie })).json().map((w: { name: string }) => w.name);

/** Polls until `read` gives `want` (another program's writes are seen within a second); answers the ms. */
async function waitFor(read: () => Promise<unknown>, want: unknown, limitMs = 3_000): Promise<number> {
  const start = performance.now();
  for (;;) {
    const got = await read();
    if (JSON.stringify(got) === JSON.stringify(want)) return performance.now() - start;
    if (performance.now() - start > limitMs) expect(got).toEqual(want);
    await new Promise((r) => setTimeout(r, 50));
  }
}

// The list and the session are kept in memory with SQLite: each case reads once (filling the
// cache), writes, and reads again. On PostgreSQL nothing is kept and the same must hold.
describeEachDatabase('kept reads show every write', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 90_000);
  afterAll(() => t?.close());

  it('the list shows a rename, a new site and a deletion on the next read', async () => {
    const owner = await signInAs(t, { plan: 'pro' });
    const first = await insertTestWebsite(t, { userId: owner.id }, { name: 'Rosa Bakery' });
    expect(await names(t, owner.cookie)).toEqual(['Rosa Bakery']);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/websites/${first}`,
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
      payload: { name: 'Rosa’s Bakery' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await names(t, owner.cookie)).toEqual(['Rosa’s Bakery']);
    const second = await insertTestWebsite(t, { userId: owner.id }, { name: 'Rosa Cakes' });
    expect((await names(t, owner.cookie)).sort()).toEqual(['Rosa Cakes', 'Rosa’s Bakery']);
    const deleted = await call(t, 'DELETE', `/api/websites/${second}`, undefined, { cookie: owner.cookie });
    expect(deleted.statusCode).toBe(200);
    expect(await names(t, owner.cookie)).toEqual(['Rosa’s Bakery']);
  });

  it('a site moved to another account leaves one list and joins the other', async () => {
    const [a, b] = [await signInAs(t), await signInAs(t)];
    const site = await insertTestWebsite(t, { userId: a.id }, { name: 'Moving Site' });
    expect(await names(t, a.cookie)).toEqual(['Moving Site']);
    expect(await names(t, b.cookie)).toEqual([]);
    await t.ctx.db.updateTable('websites').set({ user_id: b.id }).where('id', '=', site).execute();
    expect(await names(t, a.cookie)).toEqual([]);
    expect(await names(t, b.cookie)).toEqual(['Moving Site']);
  });

  it('a signed-out session and a changed account are seen by the next request', async () => {
    const { cookie } = await register(t);
    expect((await call(t, 'GET', '/api/auth/user', undefined, { cookie })).json().firstName).toBe('Ada');
    await post(t, '/api/auth/update-profile', { firstName: 'Grace' }, { cookie });
    expect((await call(t, 'GET', '/api/auth/user', undefined, { cookie })).json().firstName).toBe('Grace');
    const out = await post(t, '/api/auth/logout', undefined, { cookie });
    expect(out.statusCode).toBeLessThan(300);
    expect((await call(t, 'GET', '/api/auth/user', undefined, { cookie })).statusCode).toBe(401);
  });

  it.runIf(kind === 'sqlite')('another program’s writes to the file are seen within a second', async () => {
    const owner = await signInAs(t);
    const site = await insertTestWebsite(t, { userId: owner.id }, { name: 'Before' });
    expect(await names(t, owner.cookie)).toEqual(['Before']);
    const user = () => call(t, 'GET', '/api/auth/user', undefined, { cookie: owner.cookie });
    expect((await user()).statusCode).toBe(200);
    // The operator at the sqlite3 shell renames the site, then ends every session of the account.
    const shell = new SqliteDatabase(path.join(t.dataDir, 'mainstreet.sqlite'));
    shell.pragma('busy_timeout = 5000');
    try {
      shell.prepare('update websites set name = ? where id = ?').run('After', site);
      expect(await waitFor(() => names(t, owner.cookie), ['After'])).toBeLessThan(1_500);
      shell.prepare('delete from sessions where user_id = ?').run(owner.id);
      expect(await waitFor(async () => (await user()).statusCode, 401)).toBeLessThan(1_500);
    } finally {
      shell.close();
    }
  });
});

/** Stand-in for the triggers: `write` is what a trigger tells. */
function fakeChanges() {
  const listeners: { table: WatchedTable; listener: (key: string | null) => void }[] = [];
  let writes = 0;
  const changes: RowChanges = {
    version: () => writes,
    subscribe(table, listener) {
      listeners.push({ table, listener });
      return () => {};
    },
  };
  const write = (table: WatchedTable, key: string | null) => {
    writes++;
    for (const l of listeners) if (l.table === table) l.listener(key);
  };
  return { changes, write };
}

describe('read cache', () => {
  it('does not keep what a query read while a write happened', async () => {
    const { changes, write } = fakeChanges();
    const cache = createReadCache<string>(changes, {
      table: 'websites',
      maxWeight: 100,
      weigh: (v) => v.length,
    });
    let stored = 'old';
    // The write lands after the query read 'old' but before the answer is kept.
    const first = await cache.read('ann', async () => {
      const read = stored;
      stored = 'new';
      write('websites', 'ann');
      return read;
    });
    expect(first).toBe('old');
    expect(await cache.read('ann', async () => stored)).toBe('new');
  });

  it('drops the written key only, and empties for the tables it joins in', async () => {
    const { changes, write } = fakeChanges();
    const cache = createReadCache<string>(changes, {
      table: 'sessions',
      emptiedBy: ['users'],
      maxWeight: 100,
      weigh: () => 1,
    });
    let queries = 0;
    const read = (key: string) => cache.read(key, async () => `${key}${++queries}`);
    expect([await read('a'), await read('b')]).toEqual(['a1', 'b2']);
    write('sessions', 'a');
    expect([await read('a'), await read('b')]).toEqual(['a3', 'b2']);
    write('users', 'someone');
    expect([await read('a'), await read('b')]).toEqual(['a4', 'b5']);
  });

  it('lets the least recently read go beyond its weight, and never keeps nothing found', async () => {
    const { changes } = fakeChanges();
    const cache = createReadCache<string>(changes, {
      table: 'websites',
      maxWeight: 10,
      weigh: (v) => v.length,
    });
    let queries = 0;
    const read = (key: string, value: string | undefined) =>
      cache.read(key, async () => {
        queries++;
        return value;
      });
    await read('a', 'aaaa');
    await read('b', 'bbbb');
    await read('a', 'ignored'); // a is now the most recent
    await read('c', 'cccc'); // 12 > 10: b leaves
    expect(queries).toBe(3);
    expect(await read('a', 'x')).toBe('aaaa');
    expect(await read('b', 'bbbb')).toBe('bbbb');
    expect(queries).toBe(4);
    await read('none', undefined);
    await read('none', undefined);
    expect(queries).toBe(6);
  });
});
