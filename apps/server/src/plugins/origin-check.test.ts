import { afterEach, describe, expect, it } from 'vitest';
import { routingPath } from '../lib/request-path';
import { createTestApp, type TestApp } from '../testing/test-app';
import { signInAs } from '../testing/website-factories';

const sessionCount = async (t: TestApp) =>
  Number(
    (
      await t.ctx.db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('origin check and session lookup on percent-encoded paths', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('decodes paths the way the router does', () => {
    expect(routingPath('/%61pi/auth/logout?x=1')).toBe('/api/auth/logout');
    expect(routingPath('/%2561pi/x')).toBe('/%61pi/x');
    expect(routingPath('/%61pi/%ZZ')).toBe('/api/%ZZ');
  });

  it.each(['/api/auth/logout', '/%61pi/auth/logout', '/%61%70%69/auth/logout', '/api/auth/%6cogout'])(
    'refuses a cross-site %s and keeps the session (no forced logout)',
    async (url) => {
      const app = await createTestApp('sqlite');
      t = app;
      const user = await signInAs(app);
      const res = await app.app.inject({
        method: 'POST',
        url,
        headers: { cookie: user.cookie, origin: 'https://evil.example' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/came from another website/);
      expect(await sessionCount(app)).toBe(1);
    },
  );

  it('looks the session up on an encoded path, as the route sees it', async () => {
    t = await createTestApp('sqlite');
    const user = await signInAs(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/%61pi/auth/user',
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id });
  });
});

describe('Host header trust', () => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  it('in production without PUBLIC_URL answers only loopback hosts, and says to set PUBLIC_URL', async () => {
    t = await createTestApp('sqlite', { NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' });
    const evil = await t.app.inject({ method: 'GET', url: '/api/config', headers: { host: 'evil.example' } });
    expect(evil.statusCode).toBe(400);
    expect(evil.json().message).toMatch(/PUBLIC_URL/);
    // A DNS-rebinding page: its own host in both Host and Origin.
    const rebound = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: 'evil.example', origin: 'http://evil.example' },
    });
    expect(rebound.statusCode).toBe(400);
    const local = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: 'localhost:3000' },
    });
    expect(local.statusCode).toBe(200);
  });

  it('with PUBLIC_URL set, answers its host and gives any other dotted Host a plain 404', async () => {
    t = await createTestApp('sqlite', { NODE_ENV: 'production', PUBLIC_URL: 'https://ms.example' });
    const own = await t.app.inject({ method: 'GET', url: '/api/config', headers: { host: 'ms.example' } });
    expect(own.statusCode).toBe(200);
    // Not the app's host and not a live own domain: nothing of the app answers it (issue 38).
    const res = await t.app.inject({ method: 'GET', url: '/api/config', headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
  });
});
