import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { cookieHeaderFrom } from '../../testing/factories';
import { startFakeGithub } from '../../testing/fake-github';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { call, freshEmail, post, register } from './auth-test-kit';
import { createInvitation } from './invitations.service';
import { oauthEndpoints } from './oauth-providers';
import { createAccount, registrationLine } from './sign-up-policy';

const PROMPT = { prompt: 'Copper Kettle is a tea room in York serving scones and loose-leaf tea.' };

async function userCount(t: TestApp): Promise<number> {
  const row = await t.ctx.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describeEachDatabase('sign-ups: REGISTRATION=closed', (kind) => {
  let t: TestApp;
  const github = startFakeGithub({
    'code-new': {
      id: 501,
      login: 'newcomer',
      name: 'New Comer',
      emails: [{ email: 'newcomer@example.com', primary: true, verified: true }],
    },
  });
  const saved = { ...oauthEndpoints.github };
  beforeAll(async () => {
    await new Promise<void>((resolve) => github.server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(github.server.address() as AddressInfo).port}`;
    Object.assign(oauthEndpoints.github, {
      authorizeUrl: `${base}/login/oauth/authorize`,
      tokenUrl: `${base}/login/oauth/access_token`,
      apiUrl: base,
    });
    t = await createTestApp(kind, {
      REGISTRATION: 'closed',
      ADMIN_EMAILS: 'Boss@Example.com',
      GITHUB_CLIENT_ID: 'gh-client',
      GITHUB_CLIENT_SECRET: 'gh-secret',
      PUBLIC_URL: 'http://app.example.test',
    });
  });
  afterAll(async () => {
    Object.assign(oauthEndpoints.github, saved);
    await t.close();
    await new Promise((resolve) => github.server.close(resolve));
  });

  it('lets the first account of a fresh install in, as admin, and refuses the next with a clear message', async () => {
    const first = await register(t);
    expect(first.res.statusCode).toBe(201);
    const admin = await t.ctx.db
      .selectFrom('users')
      .select('is_admin')
      .where('email', '=', first.email)
      .executeTakeFirstOrThrow();
    expect(admin.is_admin).toBe(1);

    const second = await register(t);
    expect(second.res.statusCode).toBe(403);
    expect(second.res.json()).toMatchObject({
      code: 'REGISTRATION_CLOSED',
      message: 'Sign-ups are closed on this server. Ask its operator for an account.',
    });
    expect(await userCount(t)).toBe(1);
  });

  it('still lets an address in ADMIN_EMAILS sign up, as admin', async () => {
    const boss = await register(t, 'boss@example.com');
    expect(boss.res.statusCode).toBe(201);
    const row = await t.ctx.db
      .selectFrom('users')
      .select('is_admin')
      .where('email', '=', 'boss@example.com')
      .executeTakeFirstOrThrow();
    expect(row.is_admin).toBe(1);
  });

  it('refuses a new account through GitHub, and makes none', async () => {
    const begin = await call(t, 'GET', '/api/auth/github');
    const state = new URL(String(begin.headers.location)).searchParams.get('state');
    const back = await call(t, 'GET', `/api/auth/github/callback?code=code-new&state=${state}`, undefined, {
      cookie: cookieHeaderFrom(begin.headers['set-cookie']),
    });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/auth?error=github-closed');
    const found = await t.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'newcomer@example.com')
      .execute();
    expect(found).toEqual([]);
  });

  it('does not let visitors make trial drafts, and says so in /api/config', async () => {
    const res = await post(t, '/api/websites/generate', PROMPT);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/^Sign in to make a website/);
    expect((await call(t, 'GET', '/api/config')).json()).toMatchObject({
      registration: 'closed',
      visitorDrafts: false,
    });
  });
});

describeEachDatabase('sign-ups: REGISTRATION=invite', (kind) => {
  let t: TestApp;
  let adminId: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { REGISTRATION: 'invite', VISITOR_DRAFTS: 'true' });
    const first = await register(t);
    adminId = (
      await t.ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', first.email)
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  const registerWith = (email: string, invitation?: string) =>
    post(t, '/api/auth/register', { email, password: 'secret-pass-1', invitation });

  it('refuses a sign-up without an invitation, saying how to get one', async () => {
    const res = await registerWith(freshEmail());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/by invitation/);
  });

  it('takes an invitation once', async () => {
    const invitation = await createInvitation(t.ctx, adminId, { days: 7 });
    expect(invitation.path).toBe(`/auth?invitation=${invitation.token}`);
    const first = await registerWith(freshEmail(), invitation.token);
    expect(first.statusCode).toBe(201);
    expect(first.json().user.email).toMatch(/@example\.com$/);
    const again = await registerWith(freshEmail(), invitation.token);
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('This invitation has been used or has expired. Ask for a new one.');
  });

  it('refuses an expired invitation, one made for another address, and a made-up one', async () => {
    const expired = await createInvitation(t.ctx, adminId, { days: 7 });
    await t.ctx.db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('expires_at', '=', expired.expiresAt)
      .execute();
    expect((await registerWith(freshEmail(), expired.token)).statusCode).toBe(403);
    const forAda = await createInvitation(t.ctx, adminId, { days: 7, email: 'ada@example.com' });
    const other = await registerWith('bob@example.com', forAda.token);
    expect(other.json().message).toBe('This invitation is for another email address.');
    expect((await registerWith('ada@example.com', forAda.token)).statusCode).toBe(201);
    expect((await registerWith(freshEmail(), 'made-up-token')).statusCode).toBe(403);
  });

  it('an invitation refused for a taken address can still be used', async () => {
    const invitation = await createInvitation(t.ctx, adminId, { days: 7 });
    const email = freshEmail();
    expect((await registerWith(email, invitation.token)).statusCode).toBe(201);
    const invitation2 = await createInvitation(t.ctx, adminId, { days: 7 });
    expect((await registerWith(email, invitation2.token)).statusCode).toBe(409);
    expect((await registerWith(freshEmail(), invitation2.token)).statusCode).toBe(201);
  });

  it('lets visitors try the generator when the operator says so (VISITOR_DRAFTS=true)', async () => {
    const res = await post(t, '/api/websites/generate', PROMPT);
    expect(res.statusCode).toBe(200);
  });
});

describe('sign-ups: open by default', () => {
  it('lets anyone sign up and try, and the start-up line says which rule holds', async () => {
    const t = await createTestApp('sqlite');
    try {
      expect((await register(t)).res.statusCode).toBe(201);
      const second = await register(t);
      expect(second.res.statusCode).toBe(201);
      const row = await t.ctx.db
        .selectFrom('users')
        .select('is_admin')
        .where('email', '=', second.email)
        .executeTakeFirstOrThrow();
      expect(row.is_admin).toBe(0);
      expect((await call(t, 'GET', '/api/config')).json()).toMatchObject({
        registration: 'open',
        visitorDrafts: true,
      });
    } finally {
      await t.close();
    }
    expect(registrationLine(testConfig({ DATA_DIR: '/tmp/x' }))).toMatch(
      /^Sign-ups: open to anyone \(REGISTRATION=open\)/,
    );
    expect(registrationLine(testConfig({ DATA_DIR: '/tmp/x', REGISTRATION: 'closed' }))).toBe(
      'Sign-ups: closed (REGISTRATION=closed); visitors cannot try the generator without an account (VISITOR_DRAFTS=true allows it). The first account made becomes the admin (or set ADMIN_EMAILS).',
    );
  });
});

describeEachDatabase('sign-ups: the first account of a fresh install', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { REGISTRATION: 'closed' });
  });
  afterAll(() => t.close());

  it('is one account even when two people sign up at the same moment: it is the admin, the other is refused', async () => {
    const now = new Date().toISOString();
    const account = (n: number) => ({
      id: `racer-${n}`,
      email: `racer-${n}@example.com`,
      password_hash: null,
      first_name: 'Ada',
      last_name: 'Lovelace',
      plan: 'starter',
      is_verified: 1,
      created_at: now,
      updated_at: now,
    });
    const tries = await Promise.allSettled([1, 2, 3].map((n) => createAccount(t.ctx, account(n))));
    expect(tries.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected', 'rejected']);
    for (const r of tries)
      if (r.status === 'rejected') expect(String(r.reason)).toMatch(/closed|invitation/i);
    const users = await t.ctx.db.selectFrom('users').select(['id', 'is_admin']).execute();
    expect(users).toHaveLength(1);
    expect(users[0].is_admin).toBe(1);
  });
});
