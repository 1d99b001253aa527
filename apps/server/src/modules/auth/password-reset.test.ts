import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSavedMail } from '../../adapters/mail/mail-box';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { call, freshEmail, latestCode, post, register } from './auth-test-kit';

describeEachDatabase('auth: password reset', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 90_000);
  afterAll(() => t?.close());

  async function startReset() {
    const account = await register(t);
    const forgot = await post(t, '/api/auth/forgot-password', { email: account.email });
    expect(forgot.statusCode).toBe(200);
    return { ...account, code: latestCode(t, account.email) };
  }

  it('resets with the mailed code, ends every session, and the new password works', async () => {
    const { email, code, cookie } = await startReset();
    const mail = listSavedMail(t.dataDir).at(-1);
    expect(mail?.subject).toMatch(/reset code - Mainstreet/);
    expect(mail?.raw).toMatch(/text\/html/);
    expect(mail?.raw).not.toMatch(/<img|https?:\/\//);
    // The screens ask for a 6-character code: the mail never calls it a "6-digit" one.
    expect(mail?.raw).not.toMatch(/digit/i);
    const verified = await post(t, '/api/auth/verify-reset-otp', { email, otp: code });
    expect(verified.statusCode).toBe(200);
    const { resetToken } = verified.json();
    expect(resetToken.length).toBeGreaterThanOrEqual(22);
    const reset = await post(t, '/api/auth/reset-password', {
      email,
      resetToken,
      password: 'brand-new-pass',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBeTruthy();
    expect((await call(t, 'GET', '/api/auth/user', undefined, { cookie })).statusCode).toBe(401);
    expect((await post(t, '/api/auth/login', { email, password: 'secret-pass-1' })).statusCode).toBe(401);
    expect((await post(t, '/api/auth/login', { email, password: 'brand-new-pass' })).statusCode).toBe(200);
  });

  it('answers an unknown email the same way and sends nothing', async () => {
    const before = listSavedMail(t.dataDir).length;
    const res = await post(t, '/api/auth/forgot-password', { email: freshEmail() });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/If an account exists/);
    // The reset screen asks for a "6-character code"; the answer it shows names the same thing.
    expect(res.json().message).toContain('6-character reset code');
    expect(listSavedMail(t.dataDir).length).toBe(before);
  });

  it('a code works once', async () => {
    const { email, code } = await startReset();
    expect((await post(t, '/api/auth/verify-reset-otp', { email, otp: code })).statusCode).toBe(200);
    const again = await post(t, '/api/auth/verify-reset-otp', { email, otp: code });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Invalid or expired code');
    // Named, so the web app can say it in the owner's language.
    expect(again.json().messageId).toBe('invalidCode');
  });

  it('a code allows 5 attempts, then even the right code fails', async () => {
    const { email, code } = await startReset();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await post(t, '/api/auth/verify-reset-otp', { email, otp: wrong })).statusCode).toBe(400);
    }
    expect((await post(t, '/api/auth/verify-reset-otp', { email, otp: code })).statusCode).toBe(400);
  });

  it('a code expires after 10 minutes', async () => {
    const { email, code } = await startReset();
    const row = await t.ctx.db
      .selectFrom('auth_codes')
      .select(['created_at', 'expires_at'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(10 * 60 * 1000);
    await t.ctx.db
      .updateTable('auth_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', email)
      .execute();
    expect((await post(t, '/api/auth/verify-reset-otp', { email, otp: code })).statusCode).toBe(400);
  });

  it('a new code replaces the old one', async () => {
    const { email, code: first } = await startReset();
    await post(t, '/api/auth/forgot-password', { email });
    const second = latestCode(t, email);
    if (first !== second)
      expect((await post(t, '/api/auth/verify-reset-otp', { email, otp: first })).statusCode).toBe(400);
    expect((await post(t, '/api/auth/verify-reset-otp', { email, otp: second })).statusCode).toBe(200);
  });

  it('a reset token works once, expires after 15 minutes, and belongs to its email', async () => {
    const { email, code } = await startReset();
    const { resetToken } = (await post(t, '/api/auth/verify-reset-otp', { email, otp: code })).json();
    const other = await register(t);
    const wrongEmail = await post(t, '/api/auth/reset-password', {
      email: other.email,
      resetToken,
      password: 'hijacked-pass',
    });
    expect(wrongEmail.statusCode).toBe(400);
    expect(
      (await post(t, '/api/auth/login', { email: other.email, password: 'hijacked-pass' })).statusCode,
    ).toBe(401);

    await post(t, '/api/auth/forgot-password', { email });
    const token2 = (await post(t, '/api/auth/verify-reset-otp', { email, otp: latestCode(t, email) })).json()
      .resetToken;
    const row = await t.ctx.db.selectFrom('reset_tokens').selectAll().executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(15 * 60 * 1000);
    expect(
      (await post(t, '/api/auth/reset-password', { email, resetToken: token2, password: 'first-new-pass' }))
        .statusCode,
    ).toBe(200);
    const reused = await post(t, '/api/auth/reset-password', {
      email,
      resetToken: token2,
      password: 'second-new-pass',
    });
    expect(reused.statusCode).toBe(400);
    expect((await post(t, '/api/auth/login', { email, password: 'first-new-pass' })).statusCode).toBe(200);

    await post(t, '/api/auth/forgot-password', { email });
    const token3 = (await post(t, '/api/auth/verify-reset-otp', { email, otp: latestCode(t, email) })).json()
      .resetToken;
    await t.ctx.db
      .updateTable('reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect(
      (await post(t, '/api/auth/reset-password', { email, resetToken: token3, password: 'late-new-pass' }))
        .statusCode,
    ).toBe(400);
  });

  it('leaves a reset token to its owner when a request names another email', async () => {
    const { email, code } = await startReset();
    const { resetToken } = (await post(t, '/api/auth/verify-reset-otp', { email, otp: code })).json();
    const other = await register(t);
    const wrongEmail = await post(t, '/api/auth/reset-password', {
      email: other.email,
      resetToken,
      password: 'hijacked-pass',
    });
    expect(wrongEmail.statusCode).toBe(400);
    expect(wrongEmail.json().message).toMatch(/Invalid or expired reset link/);
    const own = await post(t, '/api/auth/reset-password', { email, resetToken, password: 'kettle-of-fish' });
    expect(own.statusCode).toBe(200);
    expect((await post(t, '/api/auth/login', { email, password: 'kettle-of-fish' })).statusCode).toBe(200);
  });

  it('refuses a short or common new password without spending the token', async () => {
    const { email, code } = await startReset();
    const { resetToken } = (await post(t, '/api/auth/verify-reset-otp', { email, otp: code })).json();
    const short = await post(t, '/api/auth/reset-password', { email, resetToken, password: '123' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('password: Password must be at least 8 characters');
    const common = await post(t, '/api/auth/reset-password', { email, resetToken, password: 'Password1' });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toMatch(/^password: This password is one of the most common/);
    expect(
      (await post(t, '/api/auth/reset-password', { email, resetToken, password: 'kettle-of-fish' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('auth: stored data holds no secrets', () => {
  it('no plain password, session token, reset code or reset token appears in any table', async () => {
    const t = await createTestApp('sqlite');
    try {
      const password = 'Plain-Text-Password-42';
      const { email, cookie } = await register(t, freshEmail(), password);
      const sessionToken = cookie.split('=')[1];
      await post(t, '/api/auth/forgot-password', { email });
      const code = latestCode(t, email);
      const { resetToken } = (await post(t, '/api/auth/verify-reset-otp', { email, otp: code })).json();
      await post(t, '/api/auth/forgot-password', { email });
      const pendingCode = latestCode(t, email);
      const dump = JSON.stringify(
        await Promise.all(
          ['users', 'sessions', 'auth_codes', 'reset_tokens'].map((table) =>
            t.ctx.db
              .selectFrom(table as 'users')
              .selectAll()
              .execute(),
          ),
        ),
      );
      expect(dump).toContain(email);
      for (const secret of [password, sessionToken, resetToken, code, pendingCode]) {
        expect(secret.length).toBeGreaterThan(5);
        expect(dump).not.toContain(secret);
      }
      const user = await t.ctx.db
        .selectFrom('users')
        .select('password_hash')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(user.password_hash).toMatch(/^scrypt\$16384\$8\$5\$/);
    } finally {
      await t.close();
    }
  });
});
