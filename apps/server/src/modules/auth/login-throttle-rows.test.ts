import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { call, freshIp, post, register } from './auth-test-kit';
import { LOGIN_THROTTLE } from './login-throttle';

/** Sign-in counts name an email and an address: they are kept only while they slow someone down. */
describeEachDatabase('sign-in throttle rows are not kept', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 90_000);
  afterAll(() => t?.close());

  const keysOf = async (email: string) =>
    (await t.ctx.db.selectFrom('login_throttle').select('key').execute())
      .map((row) => row.key)
      .filter((key) => key.includes(email))
      .sort();

  const wrongPassword = (email: string, ip: string) =>
    post(t, '/api/auth/login', { email, password: 'wrong-guess' }, { ip });

  it('deletes counts after their 15-minute window and known addresses after 30 days unused', async () => {
    const { email, password } = await register(t);
    const ip = freshIp();
    expect((await wrongPassword(email, ip)).statusCode).toBe(401);
    expect((await post(t, '/api/auth/login', { email, password }, { ip: freshIp() })).statusCode).toBe(200);
    expect((await keysOf(email)).map((key) => key.split(':')[0])).toEqual(['account', 'known', 'pair']);

    const longAgo = (ms: number) => new Date(Date.now() - ms - 1000).toISOString();
    await t.ctx.db
      .updateTable('login_throttle')
      .set({ window_started_at: longAgo(LOGIN_THROTTLE.windowMs), last_at: longAgo(LOGIN_THROTTLE.windowMs) })
      .where('key', 'not like', 'known:%')
      .execute();
    // Anyone's next sign-in clears what no longer counts; the known address is still in use.
    const other = await register(t);
    expect((await wrongPassword(other.email, freshIp())).statusCode).toBe(401);
    expect((await keysOf(email)).map((key) => key.split(':')[0])).toEqual(['known']);

    await t.ctx.db
      .updateTable('login_throttle')
      .set({ last_at: longAgo(LOGIN_THROTTLE.knownSourceMs) })
      .where('key', 'like', `known:${email}|%`)
      .execute();
    expect(
      (await post(t, '/api/auth/login', { email: other.email, password: other.password })).statusCode,
    ).toBe(200);
    expect(await keysOf(email)).toEqual([]);
  });

  it('deletes the account’s rows with it, and only its own', async () => {
    // `_` is a wildcard in SQL LIKE: the account "ann_lee" must not take "annxlee"'s rows with it.
    const stamp = Math.random().toString(36).slice(2, 8);
    const leaving = await register(t, `ann_lee.${stamp}@example.com`);
    const staying = await register(t, `annxlee.${stamp}@example.com`);
    for (const person of [leaving, staying]) {
      expect((await wrongPassword(person.email, freshIp())).statusCode).toBe(401);
      const signedIn = await post(
        t,
        '/api/auth/login',
        { email: person.email, password: person.password },
        { ip: freshIp() },
      );
      expect(signedIn.statusCode).toBe(200);
    }
    expect(await keysOf(leaving.email)).toHaveLength(3);
    const deleted = await call(
      t,
      'DELETE',
      '/api/auth/account',
      { confirm: 'DELETE', password: leaving.password },
      { cookie: leaving.cookie },
    );
    expect(deleted.statusCode).toBe(200);
    expect(await keysOf(leaving.email)).toEqual([]);
    expect(await keysOf(staying.email)).toHaveLength(3);
  });
});
