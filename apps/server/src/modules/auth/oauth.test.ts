import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeaderFrom } from '../../testing/factories';
import { startFakeGithub } from '../../testing/fake-github';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { call, post, register } from './auth-test-kit';
import { oauthEndpoints } from './oauth-providers';

describe('auth: social sign-in when not configured', () => {
  it('answers 404 and lists no providers', async () => {
    const t = await createTestApp('sqlite');
    try {
      expect((await call(t, 'GET', '/api/auth/github')).statusCode).toBe(404);
      expect((await call(t, 'GET', '/api/auth/facebook')).statusCode).toBe(404);
      expect((await call(t, 'GET', '/api/auth/providers')).json()).toEqual({ providers: [] });
    } finally {
      await t.close();
    }
  });
});

describe('auth: GitHub sign-in against a local GitHub', () => {
  let t: TestApp;
  let github: ReturnType<typeof startFakeGithub>;
  const saved = { ...oauthEndpoints.github };
  let existingEmail: string;

  beforeAll(async () => {
    github = startFakeGithub({
      'code-new': {
        id: 101,
        login: 'octo',
        name: 'Octo Cat',
        emails: [{ email: 'Octo@Example.com', primary: true, verified: true }],
      },
      'code-existing': {
        id: 103,
        login: 'taken',
        name: 'Taken',
        emails: [{ email: 'existing@example.com', primary: true, verified: true }],
      },
      'code-unverified': {
        id: 102,
        login: 'ghost',
        name: null,
        emails: [{ email: 'ghost@example.com', primary: true, verified: false }],
      },
    });
    await new Promise<void>((resolve) => github.server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(github.server.address() as AddressInfo).port}`;
    Object.assign(oauthEndpoints.github, {
      authorizeUrl: `${base}/login/oauth/authorize`,
      tokenUrl: `${base}/login/oauth/access_token`,
      apiUrl: base,
    });
    t = await createTestApp('sqlite', {
      GITHUB_CLIENT_ID: 'gh-client',
      GITHUB_CLIENT_SECRET: 'gh-secret',
      PUBLIC_URL: 'http://app.example.test',
    });
    existingEmail = (await register(t, 'existing@example.com')).email;
  });
  afterAll(async () => {
    Object.assign(oauthEndpoints.github, saved);
    await t.close();
    await new Promise((resolve) => github.server.close(resolve));
  });

  async function start() {
    const res = await call(t, 'GET', '/api/auth/github');
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(location.pathname).toBe('/login/oauth/authorize');
    expect(location.searchParams.get('client_id')).toBe('gh-client');
    expect(location.searchParams.get('redirect_uri')).toBe(
      'http://app.example.test/api/auth/github/callback',
    );
    const state = location.searchParams.get('state') ?? '';
    expect(state.length).toBeGreaterThanOrEqual(22);
    return { state, cookie: cookieHeaderFrom(res.headers['set-cookie']) };
  }

  it('lists GitHub as a provider', async () => {
    expect((await call(t, 'GET', '/api/auth/providers')).json()).toEqual({
      providers: [{ id: 'github', name: 'GitHub' }],
    });
  });

  it('creates a verified account from the GitHub profile and signs it in', async () => {
    const { state, cookie } = await start();
    const back = await call(t, 'GET', `/api/auth/github/callback?code=code-new&state=${state}`, undefined, {
      cookie,
    });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/dashboard');
    expect(github.seenTokenRequests.at(-1)).toMatchObject({ client_id: 'gh-client', code: 'code-new' });
    const me = await call(t, 'GET', '/api/auth/user', undefined, { cookie: back.cookie });
    expect(me.json()).toMatchObject({
      email: 'octo@example.com',
      firstName: 'Octo',
      lastName: 'Cat',
      isVerified: true,
      plan: 'starter',
    });
    // Signing in again finds the same account through the link.
    const again = await start();
    const second = await call(
      t,
      'GET',
      `/api/auth/github/callback?code=code-new&state=${again.state}`,
      undefined,
      { cookie: again.cookie },
    );
    const me2 = await call(t, 'GET', '/api/auth/user', undefined, { cookie: second.cookie });
    expect(me2.json().id).toBe(me.json().id);
  });

  it('refuses a callback whose state does not match the browser (login CSRF)', async () => {
    const { cookie } = await start();
    const forged = await call(
      t,
      'GET',
      '/api/auth/github/callback?code=code-new&state=attacker-state',
      undefined,
      { cookie },
    );
    expect(forged.statusCode).toBe(302);
    expect(forged.headers.location).toBe('/auth?error=github');
    expect(forged.cookie).not.toContain('ms_session');
    const noCookie = await call(t, 'GET', '/api/auth/github/callback?code=code-new&state=x');
    expect(noCookie.headers.location).toBe('/auth?error=github');
  });

  it('a bad code and an unverified email sign nobody in', async () => {
    const a = await start();
    const bad = await call(t, 'GET', `/api/auth/github/callback?code=nope&state=${a.state}`, undefined, {
      cookie: a.cookie,
    });
    expect(bad.headers.location).toBe('/auth?error=github');
    const b = await start();
    const unverified = await call(
      t,
      'GET',
      `/api/auth/github/callback?code=code-unverified&state=${b.state}`,
      undefined,
      { cookie: b.cookie },
    );
    expect(unverified.headers.location).toBe('/auth?error=github-email');
    expect(
      await t.ctx.db.selectFrom('users').selectAll().where('email', '=', 'ghost@example.com').execute(),
    ).toHaveLength(0);
  });

  it("never links to an existing password account on GitHub's word alone", async () => {
    const { state, cookie } = await start();
    const res = await call(
      t,
      'GET',
      `/api/auth/github/callback?code=code-existing&state=${state}`,
      undefined,
      { cookie },
    );
    expect(res.headers.location).toBe('/auth?error=github-exists');
    expect(res.cookie).not.toContain('ms_session');
    expect(
      await t.ctx.db.selectFrom('oauth_accounts').selectAll().where('provider_user_id', '=', '103').execute(),
    ).toHaveLength(0);
    expect(existingEmail).toBe('existing@example.com');
  });

  it('with two-step sign-in on, GitHub stands in for the password only: a code is still asked', async () => {
    const first = await start();
    const signedIn = (
      await call(t, 'GET', `/api/auth/github/callback?code=code-new&state=${first.state}`, undefined, {
        cookie: first.cookie,
      })
    ).cookie;
    // A GitHub account has no password: the setup asks for none.
    const setup = await post(t, '/api/auth/two-factor/setup', {}, { cookie: signedIn });
    const { secret } = setup.json();
    const code = (offset: number) =>
      OTPAuth.TOTP.generate({
        secret: OTPAuth.Secret.fromBase32(secret),
        timestamp: Date.now() + offset * 30_000,
      });
    expect(
      (await post(t, '/api/auth/two-factor/enable', { code: code(0) }, { cookie: signedIn })).statusCode,
    ).toBe(200);

    const again = await start();
    const back = await call(
      t,
      'GET',
      `/api/auth/github/callback?code=code-new&state=${again.state}`,
      undefined,
      {
        cookie: again.cookie,
      },
    );
    expect(back.statusCode).toBe(302);
    const location = new URL(String(back.headers.location), 'http://app.example.test');
    expect(location.pathname).toBe('/auth');
    expect(back.cookie).not.toMatch(/ms_session=[^;]+/);
    const twoFactorToken = location.searchParams.get('twoFactor') ?? '';
    const done = await post(t, '/api/auth/verify-two-factor', { twoFactorToken, code: code(1) });
    expect(done.statusCode).toBe(200);
    expect(done.json().user.email).toBe('octo@example.com');
  }, 120_000);
});

describe('auth: Facebook sign-in against a local Graph API', () => {
  it('creates the account from /me and signs it in', async () => {
    const seen: string[] = [];
    const server = http.createServer((req, res) => {
      const url = new URL(String(req.url), 'http://local');
      seen.push(url.pathname);
      const send = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (url.pathname === '/v19.0/oauth/access_token') {
        const isValid =
          url.searchParams.get('client_secret') === 'fb-secret' && url.searchParams.get('code') === 'fb-code';
        return isValid
          ? send(200, { access_token: 'fb-token', token_type: 'bearer' })
          : send(400, { error: { message: 'bad code' } });
      }
      if (url.pathname === '/v19.0/me' && req.headers.authorization === 'Bearer fb-token') {
        return send(200, { id: '9001', name: 'Face Book', email: 'fb.user@example.com' });
      }
      return send(401, { error: { message: 'no' } });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const saved = { ...oauthEndpoints.facebook };
    Object.assign(oauthEndpoints.facebook, {
      authorizeUrl: `${base}/dialog/oauth`,
      graphUrl: `${base}/v19.0`,
    });
    const t = await createTestApp('sqlite', {
      FACEBOOK_CLIENT_ID: 'fb-client',
      FACEBOOK_CLIENT_SECRET: 'fb-secret',
    });
    try {
      const startRes = await call(t, 'GET', '/api/auth/facebook');
      const state = new URL(String(startRes.headers.location)).searchParams.get('state');
      const back = await call(
        t,
        'GET',
        `/api/auth/facebook/callback?code=fb-code&state=${state}`,
        undefined,
        {
          cookie: cookieHeaderFrom(startRes.headers['set-cookie']),
        },
      );
      expect(back.headers.location).toBe('/dashboard');
      const me = await call(t, 'GET', '/api/auth/user', undefined, { cookie: back.cookie });
      expect(me.json()).toMatchObject({ email: 'fb.user@example.com', firstName: 'Face', lastName: 'Book' });
      expect(seen).toEqual(['/v19.0/oauth/access_token', '/v19.0/me']);
      expect((await call(t, 'GET', '/api/auth/github')).statusCode).toBe(404);
    } finally {
      Object.assign(oauthEndpoints.facebook, saved);
      await t.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
