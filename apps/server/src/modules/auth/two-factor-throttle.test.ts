import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listSavedMail } from '../../adapters/mail/mail-box';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { freshIp, post, register } from './auth-test-kit';
import { LOGIN_THROTTLE, SECOND_STEP_FIRST_WAIT_S } from './login-throttle';

/** The code an authenticator app would show for this secret, `offset` periods from now. */
function appCode(secret: string, offset = 0): string {
  return OTPAuth.TOTP.generate({
    secret: OTPAuth.Secret.fromBase32(secret),
    timestamp: Date.now() + offset * 30_000,
  });
}

describeEachDatabase('auth: wrong second-step codes per account (ASVS 6.3.1)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 90_000);
  afterAll(() => t?.close());

  async function enableTwoStep() {
    const account = await register(t);
    const { secret } = (
      await post(t, '/api/auth/two-factor/setup', { password: account.password }, { cookie: account.cookie })
    ).json();
    const on = await post(
      t,
      '/api/auth/two-factor/enable',
      { code: appCode(secret) },
      { cookie: account.cookie },
    );
    expect(on.statusCode).toBe(200);
    return { ...account, secret };
  }

  /** Someone with the password, from an address of their own, with a fresh challenge. */
  async function challengeFrom(ip: string, email: string, password: string): Promise<string> {
    const login = await post(t, '/api/auth/login', { email, password }, { ip });
    expect(login.json().requiresTwoFactor).toBe(true);
    return login.json().twoFactorToken;
  }

  it('counts wrong codes over challenges and addresses, makes even the right code wait, and mails the owner', async () => {
    const { email, password, secret } = await enableTwoStep();
    const addresses = Array.from({ length: 10 }, freshIp);
    // As many wrong codes as wrong passwords are free, each from its own address and challenge.
    for (const [i, ip] of addresses.entries()) {
      const token = await challengeFrom(ip, email, password);
      const wrong = await post(
        t,
        '/api/auth/verify-two-factor',
        { twoFactorToken: token, code: appCode(secret, 40 + i) },
        { ip },
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toMatch(/^code: That code is not right/);
    }
    expect(addresses.length).toBe(LOGIN_THROTTLE.accountFree);
    // The account's second step now waits, whatever the address, challenge or code.
    const ip = freshIp();
    const token = await challengeFrom(ip, email, password);
    const right = await post(
      t,
      '/api/auth/verify-two-factor',
      { twoFactorToken: token, code: appCode(secret) },
      { ip },
    );
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/^Too many wrong codes\. Please wait \d+ seconds?/);
    const retryAfter = Number(right.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(SECOND_STEP_FIRST_WAIT_S - 5);
    expect(retryAfter).toBeLessThanOrEqual(SECOND_STEP_FIRST_WAIT_S);
    expect(right.cookie).toBe('');
    const mail = listSavedMail(t.dataDir).filter(
      (m) => m.to.includes(email) && /trying to sign in/.test(m.subject),
    );
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toMatch(/10 wrong codes/);
    // Its turn comes: after the wait the right code signs in (the refused try spent none of the
    // challenge's). The wait is moved into the past rather than slept through.
    await t.ctx.db
      .updateTable('login_throttle')
      .set({ last_at: new Date(Date.now() - (SECOND_STEP_FIRST_WAIT_S + 1) * 1000).toISOString() })
      .where('key', 'like', 'second-step:%')
      .execute();
    const later = await post(
      t,
      '/api/auth/verify-two-factor',
      // The next period's code: each code works once, and enabling took this period's.
      { twoFactorToken: token, code: appCode(secret, 1) },
      { ip },
    );
    expect(later.statusCode).toBe(200);
    expect(later.json().user.email).toBe(email);
  }, 120_000);
});
