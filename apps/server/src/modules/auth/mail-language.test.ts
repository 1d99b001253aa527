import { afterAll, beforeAll, expect, it } from 'vitest';
import { readLatestMail } from '../../adapters/mail/mail-box';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { call, latestCode, post, register } from './auth-test-kit';

/** A saved mail as read: quoted-printable soft breaks joined and its escapes turned back into UTF-8. */
function readable(raw: string): string {
  return decodeURIComponent(raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, '%$1'));
}

describeEachDatabase('account mails in the account’s language', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 90_000);
  afterAll(() => t?.close());

  async function resetMail(email: string, acceptLanguage?: string) {
    const headers = acceptLanguage ? { 'accept-language': acceptLanguage } : undefined;
    expect((await post(t, '/api/auth/forgot-password', { email }, { headers })).statusCode).toBe(200);
    return readable(readLatestMail(t.dataDir, email)?.raw ?? '');
  }

  it('writes the reset code mail in the browser’s language while the account chose none', async () => {
    const { email } = await register(t);
    const mail = await resetMail(email, 'es-ES,es;q=0.9,en;q=0.5');
    expect(mail).toContain('Alguien ha pedido restablecer la contraseña de tu cuenta de Mainstreet');
    expect(mail).toContain('<html lang="es">');
    expect(latestCode(t, email)).toMatch(/^\d{6}$/);
    expect(await resetMail(email)).toContain('Someone asked to reset the password');
  });

  it('writes it in the language the account chose, whatever the browser asking', async () => {
    const { email, cookie } = await register(t);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie },
      payload: { language: 'de' },
    });
    expect(saved.statusCode).toBe(200);
    const mail = await resetMail(email, 'en-US,en;q=0.9');
    expect(mail).toContain('Jemand möchte das Passwort Ihres Mainstreet-Kontos zurücksetzen');
    expect(mail).toContain('- Ihr Mainstreet-Team');
    // The notice after the change follows the account too.
    const code = latestCode(t, email);
    const verified = await post(t, '/api/auth/verify-reset-otp', { email, otp: code });
    await post(t, '/api/auth/reset-password', {
      email,
      resetToken: verified.json().resetToken,
      password: 'neues-passwort-1',
    });
    expect(readable(readLatestMail(t.dataDir, email)?.raw ?? '')).toContain(
      'Das Passwort Ihres Mainstreet-Kontos wurde geändert',
    );
    expect((await call(t, 'GET', '/api/auth/user', undefined, { cookie })).statusCode).toBe(401);
  });
});
