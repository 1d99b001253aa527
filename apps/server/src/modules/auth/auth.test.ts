import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { call, freshEmail, post, register } from './auth-test-kit';

describeEachDatabase('auth: accounts and sessions', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 90_000);
  afterAll(() => t?.close());

  describe('register', () => {
    it('creates a verified starter account, signs it in and normalises the email', async () => {
      const email = freshEmail();
      const { res, cookie } = await register(t, `  ${email.toUpperCase()} `);
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.message).toBeTruthy();
      expect(body.user).toMatchObject({
        email,
        firstName: 'Ada',
        lastName: 'Lovelace',
        plan: 'starter',
        isVerified: true,
      });
      // The first account of a fresh install is its admin (REGISTRATION, README "Admin").
      expect(Object.keys(body.user).sort()).toEqual([
        'createdAt',
        'email',
        'firstName',
        'id',
        'isAdmin',
        'isVerified',
        'lastName',
        'plan',
      ]);
      const setCookie = String(res.headers['set-cookie']);
      expect(setCookie).toMatch(/ms_session=[^;]{40,}/);
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      expect(setCookie).not.toMatch(/Secure/);
      const me = await call(t, 'GET', '/api/auth/user', undefined, { cookie });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual(body.user);
    });

    it('refuses a second account with the same email in any case', async () => {
      const { email } = await register(t);
      const again = await register(t, email.toUpperCase());
      expect(again.res.statusCode).toBe(409);
      expect(again.res.json().message).toMatch(/already exists/);
    });

    it('refuses passwords under 8 or over 256 characters and bad emails, naming the field', async () => {
      const short = await post(t, '/api/auth/register', { email: freshEmail(), password: 'kq8#vz1' });
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toBe('password: Password must be at least 8 characters');
      const long = await post(t, '/api/auth/register', { email: freshEmail(), password: 'x'.repeat(257) });
      expect(long.statusCode).toBe(400);
      const badEmail = await post(t, '/api/auth/register', {
        email: 'not-an-email',
        password: 'secret-pass',
      });
      expect(badEmail.statusCode).toBe(400);
      expect(badEmail.json().message).toMatch(/^email: /);
    });
  });

  describe('login', () => {
    it('signs in with the right password and answers the user', async () => {
      const { email, password } = await register(t);
      const res = await post(t, '/api/auth/login', { email: email.toUpperCase(), password });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: 'Welcome back!', user: { email } });
      const me = await call(t, 'GET', '/api/auth/user', undefined, { cookie: res.cookie });
      expect(me.json().email).toBe(email);
    });

    it('answers an unknown email with 404 ACCOUNT_NOT_FOUND', async () => {
      const res = await post(t, '/api/auth/login', { email: freshEmail(), password: 'whatever1' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 'ACCOUNT_NOT_FOUND',
        message: 'No account found with this email. Please create an account first.',
        messageId: 'accountNotFound',
      });
    });

    it('answers a wrong password with 401 Invalid credentials and no cookie', async () => {
      const { email } = await register(t);
      const res = await post(t, '/api/auth/login', { email, password: 'wrong-password' });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid credentials');
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('replaces the session the browser had before signing in', async () => {
      const { email, password, cookie: first } = await register(t);
      const res = await post(t, '/api/auth/login', { email, password }, { cookie: first });
      expect(res.cookie).not.toBe(first);
      expect((await call(t, 'GET', '/api/auth/user', undefined, { cookie: first })).statusCode).toBe(401);
      expect((await call(t, 'GET', '/api/auth/user', undefined, { cookie: res.cookie })).statusCode).toBe(
        200,
      );
    });
  });

  describe('sessions', () => {
    it('answers 401 when signed out', async () => {
      const res = await call(t, 'GET', '/api/auth/user');
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBeTruthy();
    });

    it('logout deletes the session on the server, so the old cookie no longer works', async () => {
      const { cookie } = await register(t);
      const out = await post(t, '/api/auth/logout', undefined, { cookie });
      expect(out.statusCode).toBe(200);
      expect(String(out.headers['set-cookie'])).toMatch(/ms_session=;/);
      expect((await call(t, 'GET', '/api/auth/user', undefined, { cookie })).statusCode).toBe(401);
    });

    it('logout accepts an empty JSON body', async () => {
      const { cookie } = await register(t);
      const out = await post(t, '/api/auth/logout', undefined, {
        cookie,
        headers: { 'content-type': 'application/json' },
      });
      expect(out.statusCode).toBe(200);
    });

    it('an expired session counts as signed out and is removed; refresh cannot revive it', async () => {
      const { cookie, res } = await register(t);
      const userId = res.json().user.id;
      await t.ctx.db
        .updateTable('sessions')
        .set({ expires_at: '2000-01-01T00:00:00.000Z' })
        .where('user_id', '=', userId)
        .execute();
      expect((await call(t, 'GET', '/api/auth/user', undefined, { cookie })).statusCode).toBe(401);
      expect((await post(t, '/api/auth/refresh-session', undefined, { cookie })).statusCode).toBe(401);
      const left = await t.ctx.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).execute();
      expect(left).toHaveLength(0);
    });

    it('refresh-session moves the idle end 7 days ahead but never past the absolute end', async () => {
      const { cookie, res } = await register(t);
      const userId = res.json().user.id;
      const soon = new Date(Date.now() + 60_000).toISOString();
      await t.ctx.db
        .updateTable('sessions')
        .set({ expires_at: soon })
        .where('user_id', '=', userId)
        .execute();
      const refreshed = await post(t, '/api/auth/refresh-session', undefined, { cookie });
      expect(refreshed.statusCode).toBe(200);
      expect(refreshed.json().user.id).toBe(userId);
      const row = await t.ctx.db
        .selectFrom('sessions')
        .select(['expires_at', 'absolute_expires_at'])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      const days = (Date.parse(row.expires_at) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThanOrEqual(7);
      const absoluteDays = (Date.parse(row.absolute_expires_at ?? '') - Date.now()) / 86_400_000;
      expect(absoluteDays).toBeGreaterThan(29.9);
      // Near its absolute end, using a session does not extend it.
      const end = new Date(Date.now() + 3_600_000).toISOString();
      await t.ctx.db
        .updateTable('sessions')
        .set({ absolute_expires_at: end, last_used_at: '2000-01-01T00:00:00.000Z' })
        .where('user_id', '=', userId)
        .execute();
      expect((await call(t, 'GET', '/api/auth/user', undefined, { cookie })).statusCode).toBe(200);
      const after = await t.ctx.db
        .selectFrom('sessions')
        .select('expires_at')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      expect(after.expires_at).toBe(end);
    });

    it('a session past its absolute end is signed out even if it was used a minute ago', async () => {
      const { cookie, res } = await register(t);
      const userId = res.json().user.id;
      await t.ctx.db
        .updateTable('sessions')
        .set({ absolute_expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', userId)
        .execute();
      expect((await call(t, 'GET', '/api/auth/user', undefined, { cookie })).statusCode).toBe(401);
      expect((await post(t, '/api/auth/refresh-session', undefined, { cookie })).statusCode).toBe(401);
    });

    it('a forged or over-long cookie is just signed out', async () => {
      expect(
        (await call(t, 'GET', '/api/auth/user', undefined, { cookie: 'ms_session=forged' })).statusCode,
      ).toBe(401);
      expect(
        (await call(t, 'GET', '/api/auth/user', undefined, { cookie: `ms_session=${'a'.repeat(5000)}` }))
          .statusCode,
      ).toBe(401);
    });
  });
});

describe('auth: Secure cookies behind https', () => {
  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    const t = await createTestApp('sqlite', { PUBLIC_URL: 'https://builder.example.com' });
    try {
      const { res } = await register(t);
      expect(String(res.headers['set-cookie'])).toMatch(/Secure/);
    } finally {
      await t.close();
    }
  });
});
