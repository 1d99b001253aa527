import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { call, post, register } from '../auth/auth-test-kit';

/** The Set-Cookie line of one cookie in an answer, or undefined. */
function setCookieOf(headers: Record<string, unknown>, name: string): string | undefined {
  const raw = headers['set-cookie'];
  const lines = Array.isArray(raw) ? raw : raw === undefined ? [] : [String(raw)];
  return lines.find((line: string) => line.startsWith(`${name}=`));
}

describeEachDatabase('the signed-in hint the web app reads', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 90_000);
  afterAll(() => t?.close());

  it('comes with a session, readable by scripts and holding no secret, and goes with it', async () => {
    const { res, cookie } = await register(t);
    const hint = setCookieOf(res.headers, 'ms_signed_in');
    expect(hint).toMatch(/^ms_signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/SameSite=Lax/);
    expect(setCookieOf(res.headers, 'ms_session')).toMatch(/HttpOnly/);

    const out = await post(t, '/api/auth/logout', undefined, { cookie });
    expect(setCookieOf(out.headers, 'ms_signed_in')).toMatch(/^ms_signed_in=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('is given to a session that began without one, and taken from a browser whose session ended', async () => {
    const { cookie } = await register(t);
    const session = cookie.split('; ').find((part) => part.startsWith('ms_session=')) as string;
    const me = await call(t, 'GET', '/api/auth/user', undefined, { cookie: session });
    expect(me.statusCode).toBe(200);
    expect(setCookieOf(me.headers, 'ms_signed_in')).toMatch(/^ms_signed_in=1;/);

    const stale = await call(t, 'GET', '/api/config', undefined, {
      cookie: 'ms_session=no-such-session; ms_signed_in=1',
    });
    expect(setCookieOf(stale.headers, 'ms_signed_in')).toMatch(/^ms_signed_in=;/);
    expect(setCookieOf(stale.headers, 'ms_session')).toMatch(/^ms_session=;/);
  });

  it('sets nothing for a visitor', async () => {
    const res = await call(t, 'GET', '/api/config');
    expect(setCookieOf(res.headers, 'ms_signed_in')).toBeUndefined();
  });
});
