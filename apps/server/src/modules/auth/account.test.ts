import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLatestMail } from '../../adapters/mail/mail-box';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { call, freshEmail, latestCode, post, register } from './auth-test-kit';

describeEachDatabase('auth: profile, email, password, deletion', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 90_000);
  afterAll(() => t?.close());

  it('update-profile saves names and the user call shows them', async () => {
    const { cookie } = await register(t);
    const res = await post(
      t,
      '/api/auth/update-profile',
      { firstName: ' Grace ', lastName: 'Hopper' },
      { cookie },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
    expect((await call(t, 'GET', '/api/auth/user', undefined, { cookie })).json()).toMatchObject({
      firstName: 'Grace',
    });
  });

  it('update-profile keeps omitted names and refuses control characters', async () => {
    const { cookie } = await register(t);
    const res = await post(t, '/api/auth/update-profile', { lastName: 'Byron' }, { cookie });
    expect(res.json().user).toMatchObject({ firstName: 'Ada', lastName: 'Byron' });
    const nul = await post(t, '/api/auth/update-profile', { firstName: 'A\u0000B' }, { cookie });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe('firstName: must not contain control characters');
  });

  it('update-profile and update-email need a session', async () => {
    expect((await post(t, '/api/auth/update-profile', { firstName: 'X' })).statusCode).toBe(401);
    expect((await post(t, '/api/auth/update-email', { newEmail: freshEmail() })).statusCode).toBe(401);
    expect(
      (await post(t, '/api/auth/change-password', { currentPassword: 'a', newPassword: 'b-long-pass' }))
        .statusCode,
    ).toBe(401);
  });

  it('update-email mails a code to the new address; verify-otp with it moves the account', async () => {
    const { cookie, email: oldEmail, password } = await register(t);
    const newEmail = freshEmail();
    const res = await post(
      t,
      '/api/auth/update-email',
      { newEmail: newEmail.toUpperCase(), currentPassword: password },
      { cookie },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain(newEmail);
    // Nothing changes until the code comes back.
    expect((await call(t, 'GET', '/api/auth/user', undefined, { cookie })).json().email).toBe(oldEmail);
    const code = latestCode(t, newEmail);
    const wrong = await post(t, '/api/auth/verify-otp', {
      email: newEmail,
      code: code === '123456' ? '654321' : '123456',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid or expired code');
    const ok = await post(t, '/api/auth/verify-otp', { email: newEmail, code });
    expect(ok.statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/auth/user', undefined, { cookie })).json().email).toBe(newEmail);
    expect(readLatestMail(t.dataDir, oldEmail)?.subject).toMatch(/email address was changed/);
    expect((await post(t, '/api/auth/login', { email: newEmail, password })).statusCode).toBe(200);
    expect((await post(t, '/api/auth/login', { email: oldEmail, password })).statusCode).toBe(404);
  });

  it('update-email refuses an address another account has, and the current one', async () => {
    const other = await register(t);
    const { cookie, email, password } = await register(t);
    const taken = await post(
      t,
      '/api/auth/update-email',
      { newEmail: other.email, currentPassword: password },
      { cookie },
    );
    expect(taken.statusCode).toBe(409);
    expect((await post(t, '/api/auth/update-email', { newEmail: email }, { cookie })).statusCode).toBe(400);
    const empty = await post(t, '/api/auth/update-email', { newEmail: '' }, { cookie });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/^newEmail: /);
  });

  it('update-profile with a new email starts the confirmed change instead of switching at once', async () => {
    const { cookie, email, password } = await register(t);
    const newEmail = freshEmail();
    const res = await post(
      t,
      '/api/auth/update-profile',
      { firstName: 'Ada', lastName: 'L', email: newEmail, currentPassword: password },
      { cookie },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ emailChangePending: true, user: { email } });
    expect(latestCode(t, newEmail)).toMatch(/^\d{6}$/);
  });

  it('change-password checks the current password, ends every other session and rotates this one', async () => {
    const { email, password, cookie: here } = await register(t);
    const elsewhere = (await post(t, '/api/auth/login', { email, password })).cookie;
    const wrong = await post(
      t,
      '/api/auth/change-password',
      { currentPassword: 'nope-nope', newPassword: 'next-pass-2' },
      { cookie: here },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is incorrect');
    const ok = await post(
      t,
      '/api/auth/change-password',
      { currentPassword: password, newPassword: 'next-pass-2' },
      { cookie: here },
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Password changed successfully');
    // This browser carries on under a new session id; the old cookie (if copied) is worthless.
    expect(ok.cookie).toMatch(/ms_session=[^;]{40,}/);
    expect(ok.cookie).not.toBe(here);
    expect((await call(t, 'GET', '/api/auth/user', undefined, { cookie: ok.cookie })).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/auth/user', undefined, { cookie: here })).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/auth/user', undefined, { cookie: elsewhere })).statusCode).toBe(401);
    expect((await post(t, '/api/auth/login', { email, password: 'next-pass-2' })).statusCode).toBe(200);
  });

  it('DELETE /api/auth/account needs the typed confirmation and password, then removes everything', async () => {
    const { cookie, res, password } = await register(t);
    const userId = res.json().user.id;
    const now = new Date().toISOString();
    await t.ctx.db
      .insertInto('websites')
      .values({
        id: `w-${userId}`,
        user_id: userId,
        session_id: null,
        name: 'Mine',
        prompt: '',
        content: '{}',
        status: 'draft',
        is_anonymous: 0,
        generator: 'builtin',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const noConfirm = await call(t, 'DELETE', '/api/auth/account', { password, confirm: 'yes' }, { cookie });
    expect(noConfirm.statusCode).toBe(400);
    const badPassword = await call(
      t,
      'DELETE',
      '/api/auth/account',
      { password: 'wrong-one', confirm: 'DELETE' },
      { cookie },
    );
    expect(badPassword.statusCode).toBe(400);
    const ok = await call(t, 'DELETE', '/api/auth/account', { password, confirm: 'DELETE' }, { cookie });
    expect(ok.statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/auth/user', undefined, { cookie })).statusCode).toBe(401);
    expect(await t.ctx.db.selectFrom('users').selectAll().where('id', '=', userId).execute()).toHaveLength(0);
    expect(
      await t.ctx.db.selectFrom('websites').selectAll().where('user_id', '=', userId).execute(),
    ).toHaveLength(0);
    expect(
      await t.ctx.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).execute(),
    ).toHaveLength(0);
  });
});

describeEachDatabase('auth: REQUIRE_EMAIL_VERIFICATION=true', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { REQUIRE_EMAIL_VERIFICATION: 'true' });
  }, 90_000);
  afterAll(() => t?.close());

  it('register and login answer without a user until verify-otp succeeds', async () => {
    const { res, email, password } = await register(t);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ requiresVerification: true, email });
    expect(res.json().user).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();

    const login = await post(t, '/api/auth/login', { email, password });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ requiresVerification: true });
    expect(login.json().user).toBeUndefined();

    const code = latestCode(t, email);
    const verified = await post(t, '/api/auth/verify-otp', { email, code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ email, isVerified: true });
    expect((await call(t, 'GET', '/api/auth/user', undefined, { cookie: verified.cookie })).statusCode).toBe(
      200,
    );

    const again = await post(t, '/api/auth/login', { email, password });
    expect(again.json().user).toMatchObject({ email });
  });

  it('the login code replaced the register code, and a verify code works once', async () => {
    const { email, password } = await register(t);
    const first = latestCode(t, email);
    await post(t, '/api/auth/login', { email, password });
    const second = latestCode(t, email);
    if (first !== second)
      expect((await post(t, '/api/auth/verify-otp', { email, code: first })).statusCode).toBe(400);
    expect((await post(t, '/api/auth/verify-otp', { email, code: second })).statusCode).toBe(200);
    expect((await post(t, '/api/auth/verify-otp', { email, code: second })).statusCode).toBe(400);
  });

  it('verify-otp refuses codes that are not 6 digits', async () => {
    const res = await post(t, '/api/auth/verify-otp', { email: freshEmail(), code: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^code: /);
  });
});

describe('auth: default mode', () => {
  it('verify-otp with no pending code says the code is invalid', async () => {
    const t = await createTestApp('sqlite');
    try {
      const { email } = await register(t);
      const res = await post(t, '/api/auth/verify-otp', { email, code: '123456' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid or expired code');
    } finally {
      await t.close();
    }
  });
});
