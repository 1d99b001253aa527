import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { call, post, register } from './auth-test-kit';

/** The code an authenticator app would show for this secret, `offset` periods from now. */
function appCode(secret: string, offset = 0): string {
  return OTPAuth.TOTP.generate({
    secret: OTPAuth.Secret.fromBase32(secret),
    timestamp: Date.now() + offset * 30_000,
  });
}

describeEachDatabase('auth: two-step sign-in (TOTP)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 90_000);
  afterAll(() => t?.close());

  async function enable() {
    const account = await register(t);
    const setup = await post(
      t,
      '/api/auth/two-factor/setup',
      { password: account.password },
      { cookie: account.cookie },
    );
    expect(setup.statusCode).toBe(200);
    const { secret, qrDataUrl, otpauthUrl } = setup.json();
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    const enabled = await post(
      t,
      '/api/auth/two-factor/enable',
      { code: appCode(secret) },
      { cookie: account.cookie },
    );
    expect(enabled.statusCode).toBe(200);
    const recoveryCodes: string[] = enabled.json().recoveryCodes;
    return { ...account, secret, recoveryCodes };
  }

  it('setup needs the password, a right first code, and stores the secret encrypted', async () => {
    const { cookie, password, res } = await register(t);
    const noPassword = await post(t, '/api/auth/two-factor/setup', {}, { cookie });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toMatch(/^password: /);
    const setup = await post(t, '/api/auth/two-factor/setup', { password }, { cookie });
    const { secret } = setup.json();
    const stored = await t.ctx.db
      .selectFrom('two_factor')
      .selectAll()
      .where('user_id', '=', res.json().user.id)
      .executeTakeFirstOrThrow();
    expect(stored.secret_ciphertext).not.toContain(secret);
    expect(stored.enabled_at).toBeNull();
    const wrong = await post(t, '/api/auth/two-factor/enable', { code: appCode(secret, 10) }, { cookie });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^code: /);
    // Not on until a right code came back: the switch says off and sign-in needs no code.
    expect((await call(t, 'GET', '/api/settings', undefined, { cookie })).json().twoFactorAuth).toBe(false);
  }, 120_000);

  it('once on, sign-in asks for a code before any session exists, and each code works once', async () => {
    const { email, password, secret, cookie } = await enable();
    expect((await call(t, 'GET', '/api/settings', undefined, { cookie })).json().twoFactorAuth).toBe(true);
    const first = await post(t, '/api/auth/login', { email, password });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.user).toBeUndefined();
    expect(body.requiresTwoFactor).toBe(true);
    expect(first.cookie).not.toMatch(/ms_session=[^;]+/);
    const wrong = await post(t, '/api/auth/verify-two-factor', {
      twoFactorToken: body.twoFactorToken,
      code: appCode(secret, 20),
    });
    expect(wrong.statusCode).toBe(400);
    // The code used to turn it on was already spent: a later step is needed.
    const code = appCode(secret, 1);
    const ok = await post(t, '/api/auth/verify-two-factor', { twoFactorToken: body.twoFactorToken, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe(email);
    expect((await call(t, 'GET', '/api/auth/user', undefined, { cookie: ok.cookie })).statusCode).toBe(200);
    // The same code again (replay) is refused, as is the spent token.
    const again = (await post(t, '/api/auth/login', { email, password })).json().twoFactorToken;
    expect((await post(t, '/api/auth/verify-two-factor', { twoFactorToken: again, code })).statusCode).toBe(
      400,
    );
    expect(
      (
        await post(t, '/api/auth/verify-two-factor', {
          twoFactorToken: body.twoFactorToken,
          code: appCode(secret),
        })
      ).statusCode,
    ).toBe(400);
  }, 120_000);

  it('a recovery code signs in once; the settings switch alone cannot turn it off', async () => {
    const { email, password, recoveryCodes, cookie } = await enable();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const token = (await post(t, '/api/auth/login', { email, password })).json().twoFactorToken;
    const ok = await post(t, '/api/auth/verify-two-factor', {
      twoFactorToken: token,
      code: recoveryCodes[0].toUpperCase(),
    });
    expect(ok.statusCode).toBe(200);
    const token2 = (await post(t, '/api/auth/login', { email, password })).json().twoFactorToken;
    expect(
      (await post(t, '/api/auth/verify-two-factor', { twoFactorToken: token2, code: recoveryCodes[0] }))
        .statusCode,
    ).toBe(400);
    expect((await call(t, 'GET', '/api/auth/two-factor', undefined, { cookie })).json()).toEqual({
      isEnabled: true,
      recoveryCodesLeft: 9,
    });
    const viaSwitch = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie },
      payload: { twoFactorAuth: false },
    });
    expect(viaSwitch.statusCode).toBe(400);
    expect(viaSwitch.json().message).toMatch(/^twoFactorAuth: /);
  }, 120_000);

  it('turning it off needs the password or a code; then sign-in needs no code', async () => {
    const { email, password, cookie } = await enable();
    const bare = await post(t, '/api/auth/two-factor/disable', {}, { cookie });
    expect(bare.statusCode).toBe(400);
    const wrong = await post(t, '/api/auth/two-factor/disable', { password: 'not-my-password' }, { cookie });
    expect(wrong.statusCode).toBe(400);
    expect((await call(t, 'GET', '/api/auth/two-factor', undefined, { cookie })).json().isEnabled).toBe(true);
    const off = await post(t, '/api/auth/two-factor/disable', { password }, { cookie });
    expect(off.statusCode).toBe(200);
    const login = await post(t, '/api/auth/login', { email, password });
    expect(login.json().user.email).toBe(email);
  }, 120_000);

  it('a second-step token expires after five wrong codes', async () => {
    const { email, password, secret } = await enable();
    const token = (await post(t, '/api/auth/login', { email, password })).json().twoFactorToken;
    for (let i = 0; i < 5; i++) {
      await post(t, '/api/auth/verify-two-factor', { twoFactorToken: token, code: appCode(secret, 40 + i) });
    }
    const late = await post(t, '/api/auth/verify-two-factor', {
      twoFactorToken: token,
      code: appCode(secret, 1),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/^twoFactorToken: /);
  }, 120_000);
});
