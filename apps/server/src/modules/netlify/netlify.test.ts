import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeNetlify } from '../../adapters/hosting/fake-netlify-server';
import { cookieHeaderFrom, createUserAndSignIn } from '../../testing/factories';
import { createTestApp, type DatabaseKind, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { insertTestWebsite } from '../../testing/website-factories';
import { decryptToken, loadTokenKey } from './token-cipher';

const PUBLIC_URL = 'http://mainstreet.test';
const CLIENT = { clientId: 'client-123', clientSecret: 'secret-456' };

describeEachDatabase('Netlify hosting', (kind: DatabaseKind) => {
  let fake: Awaited<ReturnType<typeof startFakeNetlify>>;
  let t: TestApp;
  let tokens = 0;

  beforeAll(async () => {
    fake = await startFakeNetlify({ ...CLIENT, pollsUntilReady: 3 });
    t = await createTestApp(kind, {
      PUBLIC_URL,
      NETLIFY_CLIENT_ID: CLIENT.clientId,
      NETLIFY_CLIENT_SECRET: CLIENT.clientSecret,
      NETLIFY_API_URL: fake.url,
      NETLIFY_APP_URL: fake.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function authorize(cookie: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/netlify/oauth/authorize',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    return new URL(res.json().authUrl as string);
  }

  /** Goes through consent as Netlify would and returns the access token it handed out. */
  async function connect(cookie: string) {
    const authUrl = await authorize(cookie);
    const token = `netlify-token-${++tokens}`;
    fake.issueCode(`code-${tokens}`, token);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/netlify/oauth/callback',
      headers: { cookie },
      payload: { code: `code-${tokens}`, state: authUrl.searchParams.get('state') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ connected: true });
    return token;
  }

  async function deploy(cookie: string, websiteId: string) {
    return t.app.inject({
      method: 'POST',
      url: `/api/netlify/oauth/deploy/${websiteId}`,
      headers: { cookie },
    });
  }

  it('connects through OAuth and keeps the token encrypted, out of every answer', async () => {
    const owner = await createUserAndSignIn(t);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/netlify/oauth/status',
      headers: { cookie: owner.cookie },
    });
    expect(status.json()).toMatchObject({ connected: false });

    const authUrl = await authorize(owner.cookie);
    expect(authUrl.origin + authUrl.pathname).toBe(`${fake.url}/authorize`);
    expect(authUrl.searchParams.get('client_id')).toBe(CLIENT.clientId);
    expect(authUrl.searchParams.get('response_type')).toBe('code');
    expect(authUrl.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/oauth/netlify/callback`);
    const state = authUrl.searchParams.get('state') ?? '';
    expect(state.length).toBeGreaterThanOrEqual(32);

    fake.issueCode('first-code', 'secret-access-token');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/netlify/oauth/callback',
      headers: { cookie: owner.cookie },
      payload: { code: 'first-code', state },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('secret-access-token');
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/netlify/oauth/status',
      headers: { cookie: owner.cookie },
    });
    expect(after.json()).toMatchObject({ connected: true });
    expect(after.body).not.toContain('secret-access-token');

    const row = await t.ctx.db
      .selectFrom('netlify_accounts')
      .selectAll()
      .where('user_id', '=', owner.user.id)
      .executeTakeFirstOrThrow();
    expect(row.token_ciphertext).not.toContain('secret-access-token');
    expect(decryptToken(loadTokenKey(t.ctx.config), row.token_ciphertext)).toBe('secret-access-token');

    // Replaying the same state does nothing, even with a fresh code.
    fake.issueCode('second-code', 'another-token');
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/netlify/oauth/callback',
      headers: { cookie: owner.cookie },
      payload: { code: 'second-code', state },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toMatch(/expired or was already used/);
  });

  it('refuses a state from another session or another user', async () => {
    const owner = await createUserAndSignIn(t, { email: `owner-${kind}@example.com` });
    const stranger = await createUserAndSignIn(t);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `owner-${kind}@example.com`, password: 'correct horse battery staple' },
    });
    expect(login.statusCode).toBe(200);
    const otherSession = cookieHeaderFrom(login.headers['set-cookie']);

    for (const cookie of [stranger.cookie, otherSession]) {
      const state = (await authorize(owner.cookie)).searchParams.get('state');
      fake.issueCode(`stolen-${cookie.length}`, 'stolen-token');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/netlify/oauth/callback',
        headers: { cookie },
        payload: { code: `stolen-${cookie.length}`, state },
      });
      expect(res.statusCode).toBe(400);
    }
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/netlify/oauth/status',
      headers: { cookie: stranger.cookie },
    });
    expect(status.json()).toMatchObject({ connected: false });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/netlify/oauth/callback',
      headers: { cookie: owner.cookie },
      payload: { state: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^code: /);
  });

  it('creates one Netlify site on the first deploy, reuses it after, and waits for a slow deploy', async () => {
    const owner = await createUserAndSignIn(t);
    await connect(owner.cookie);
    const websiteId = await insertTestWebsite(t, { userId: owner.user.id }, { name: 'Moving Bakery' });
    const sitesBefore = fake.sites.size;
    // Live on Mainstreet hosting first; going live on Netlify takes that copy down.
    const builtin = await t.app.inject({
      method: 'POST',
      url: `/api/websites/${websiteId}/publish`,
      headers: { cookie: owner.cookie },
    });
    expect(builtin.json().url).toBe(`${PUBLIC_URL}/s/moving-bakery/`);

    const first = await deploy(owner.cookie, websiteId);
    expect(first.statusCode).toBe(200);
    const { url } = first.json();
    expect(url).toMatch(/^https:\/\/brave-otter-site-\d+\.netlify\.app$/);
    expect(fake.sites.size).toBe(sitesBefore + 1);
    const deploys = [...fake.deploys.values()];
    const firstDeploy = deploys.at(-1);
    // Uploading → processing → ready: answered only once ready.
    expect(firstDeploy?.polls).toBe(3);
    expect(firstDeploy?.state).toBe('ready');
    const zip = firstDeploy?.zipBytes ?? Buffer.alloc(0);
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    expect(zip.includes(Buffer.from('index.html'))).toBe(true);
    // Netlify cannot add the contact form's thank-you note by query string: it gets its own page.
    expect(zip.includes(Buffer.from('thank-you.html'))).toBe(true);

    const site = await t.app.inject({
      method: 'GET',
      url: `/api/websites/${websiteId}`,
      headers: { cookie: owner.cookie },
    });
    expect(site.json()).toMatchObject({ netlifyUrl: url, status: 'live', needsRedeployment: false });

    const second = await deploy(owner.cookie, websiteId);
    expect(second.statusCode).toBe(200);
    expect(second.json().url).toBe(url);
    expect(fake.sites.size).toBe(sitesBefore + 1);
    expect([...fake.deploys.values()].at(-1)?.siteId).toBe(firstDeploy?.siteId);
  });

  it('turns Netlify errors into messages a person can act on', async () => {
    const owner = await createUserAndSignIn(t);
    await connect(owner.cookie);
    const websiteId = await insertTestWebsite(t, { userId: owner.user.id });
    expect((await deploy(owner.cookie, websiteId)).statusCode).toBe(200);

    fake.failNext('/api/v1/sites/', 422, { code: 422, message: 'Deploy is too large' });
    const invalid = await deploy(owner.cookie, websiteId);
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().message).toBe('Netlify could not accept this site: Deploy is too large');

    fake.failNext('/api/v1/sites/', 429, { message: 'Rate limit exceeded' }, { 'retry-after': '30' });
    const limited = await deploy(owner.cookie, websiteId);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('30');
    expect(limited.json().message).toMatch(/wait 30 seconds/);

    fake.failNext('/api/v1/deploys/', 503, { message: 'Service Unavailable' });
    const down = await deploy(owner.cookie, websiteId);
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toMatch(/^Netlify is having trouble right now .*try again in a few minutes/);

    const other = await createUserAndSignIn(t);
    expect((await deploy(other.cookie, websiteId)).statusCode).toBe(404);
    const notConnected = await deploy(other.cookie, await insertTestWebsite(t, { userId: other.user.id }));
    expect(notConnected.statusCode).toBe(409);
    expect(notConnected.json().message).toMatch(/Connect your Netlify account/);
  });

  it('marks the account disconnected when Netlify says the token was revoked', async () => {
    const owner = await createUserAndSignIn(t);
    const token = await connect(owner.cookie);
    const websiteId = await insertTestWebsite(t, { userId: owner.user.id });
    fake.revokeToken(token);
    const res = await deploy(owner.cookie, websiteId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ connected: false });
    expect(res.json().message).toMatch(/revoked or has expired/);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/netlify/oauth/status',
      headers: { cookie: owner.cookie },
    });
    expect(status.json()).toMatchObject({ connected: false });
  });

  it('disconnects on request', async () => {
    const owner = await createUserAndSignIn(t);
    await connect(owner.cookie);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/netlify/oauth/disconnect',
      headers: { cookie: owner.cookie },
    });
    expect(res.json()).toEqual({ connected: false });
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/netlify/oauth/status',
      headers: { cookie: owner.cookie },
    });
    expect(status.json()).toMatchObject({ connected: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/netlify/oauth/status' })).statusCode).toBe(401);
  });
});

describe('Netlify not configured', () => {
  it('says so instead of sending the owner to a broken consent page', async () => {
    const t = await createTestApp('sqlite', {});
    try {
      const owner = await createUserAndSignIn(t);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/netlify/oauth/authorize',
        headers: { cookie: owner.cookie },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/Netlify is not set up on this server/);
      const status = await t.app.inject({
        method: 'GET',
        url: '/api/netlify/oauth/status',
        headers: { cookie: owner.cookie },
      });
      expect(status.json()).toEqual({ connected: false, isConfigured: false });
    } finally {
      await t.close();
    }
  });
});
