import { afterAll, beforeAll, expect, it } from 'vitest';
import { readLatestMail } from '../../adapters/mail/mail-box';
import { apiRoutes } from '../../api-routes';
import { newId, nowIso } from '../../lib/tokens';
import { cookieHeaderFrom, createUserAndSignIn, type SignedInUser } from '../../testing/factories';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';

const PROMPT = 'Rosa’s Bakery bakes sourdough and cakes in Leeds. Call 0113 555 0199.';

describeEachDatabase('admin', (kind) => {
  let t: TestApp;
  let admin: SignedInUser;
  let owner: SignedInUser;
  let siteId: string;
  let slug: string;
  const DOMAIN = 'www.rosas-bakery.example';

  const as = (
    who: { cookie: string } | null,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: who ? { cookie: who.cookie } : {},
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'http://app.example.test' });
    admin = await createUserAndSignIn(t);
    owner = await createUserAndSignIn(t, { plan: 'pro' });
    const made = await as(owner, 'POST', '/api/websites/generate', { prompt: PROMPT });
    siteId = made.json().id;
    const published = await as(owner, 'POST', `/api/websites/${siteId}/publish`);
    expect(published.statusCode).toBe(200);
    slug = new URL(published.json().url).pathname.split('/')[2];
    // The owner's own domain, verified, as the domain checks leave it.
    const domainId = newId();
    await t.ctx.db
      .insertInto('domains')
      .values({
        id: domainId,
        website_id: siteId,
        name: DOMAIN,
        primary_host: DOMAIN,
        status: 'live',
        problem: null,
        checked_at: nowIso(),
        next_check_at: nowIso(),
        created_at: nowIso(),
        proven_at: nowIso(),
      })
      .execute();
    await t.ctx.db
      .insertInto('domain_hosts')
      .values({ host: DOMAIN, domain_id: domainId, is_verified: 1 })
      .execute();
  });
  afterAll(() => t.close());

  const page = (path: string, host?: string) =>
    t.app.inject({ method: 'GET', url: path, headers: host ? { host } : {} });

  it('answers 404 to anyone but an admin on every admin call, whatever the body', async () => {
    const adminLines = Object.keys(apiRoutes).filter((line) => line.includes(' /api/admin/'));
    expect(adminLines.length).toBeGreaterThanOrEqual(8);
    for (const who of [owner, null]) {
      for (const line of adminLines) {
        const [method, path] = line.split(' ') as ['GET' | 'POST' | 'DELETE', string];
        const res = await as(
          who,
          method,
          path.replace(':id', admin.user.id),
          method === 'GET' ? undefined : { reason: 7 },
        );
        expect(res.statusCode, `${line} as ${who ? 'an owner' : 'a visitor'}`).toBe(404);
      }
    }
  });

  it('lists accounts with plan, sites, last seen and published sites with their address and visits', async () => {
    await t.ctx.db
      .insertInto('visit_days')
      .values({ website_id: siteId, day: new Date().toISOString().slice(0, 10), views: 12, visitors: 5 })
      .execute();
    const res = await as(
      admin,
      'GET',
      `/api/admin/accounts?q=${encodeURIComponent(owner.user.email.slice(0, 10))}`,
    );
    expect(res.statusCode).toBe(200);
    const accounts = res.json().accounts;
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({
      email: owner.user.email,
      plan: 'pro',
      isAdmin: false,
      siteCount: 1,
      suspendedAt: null,
      publishedSites: [
        { websiteId: siteId, address: expect.stringContaining(slug), visits30d: 12, takenDown: null },
      ],
    });
    expect(accounts[0].lastSeenAt).toMatch(/^\d{4}-/);
    const all = (await as(admin, 'GET', '/api/admin/accounts')).json().accounts;
    expect(all.find((a: { email: string }) => a.email === admin.user.email).isAdmin).toBe(true);
  });

  it('suspends an account: its session ends, it cannot sign in, its sites answer "unavailable" everywhere; restore undoes it', async () => {
    const live = await page(`/s/${slug}/`);
    expect(live.statusCode).toBe(200);
    expect((await page('/', DOMAIN)).statusCode).toBe(200);
    // The share link and the contact form a visitor of the live page posts to.
    const share = (await as(owner, 'POST', `/api/websites/${siteId}/share`)).json() as { url: string };
    const sharePath = new URL(share.url).pathname;
    expect((await page(sharePath)).statusCode).toBe(200);
    const formAction = /<form[^>]*action="([^"]+)"/.exec(live.body)?.[1] ?? '';
    expect(formAction).toContain('/api/forms/');
    const postForm = () =>
      t.app.inject({
        method: 'POST',
        url: new URL(formAction, 'http://app.example.test').pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          name: 'Ann',
          email: 'ann@example.com',
          message: 'Hello there',
        }).toString(),
      });
    expect(
      (await as(admin, 'POST', `/api/admin/accounts/${owner.user.id}/suspend`, { reason: 'phishing' }))
        .statusCode,
    ).toBe(200);

    expect((await as(owner, 'GET', '/api/auth/user')).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.user.email, password: 'correct horse battery staple' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toMatch(/suspended/);
    for (const [path, host] of [
      [`/s/${slug}/`],
      [`/s/${slug}/index.html`],
      [`/s/${slug}/no/such/page`],
      ['/', DOMAIN],
      ['/about', DOMAIN],
    ] as const) {
      const res = await page(path, host);
      expect(res.statusCode, `${host ?? ''}${path}`).toBe(410);
      expect(res.body).toContain('This site is unavailable');
      expect(res.body).not.toContain('Rosa');
    }
    // Its share link and its contact form are closed too.
    expect((await page(sharePath)).statusCode).toBe(404);
    expect((await postForm()).statusCode).toBe(404);
    // Its data is kept.
    expect(
      await t.ctx.db.selectFrom('websites').select('id').where('id', '=', siteId).execute(),
    ).toHaveLength(1);

    expect((await as(admin, 'POST', `/api/admin/accounts/${owner.user.id}/restore`)).statusCode).toBe(200);
    expect((await page(`/s/${slug}/`)).statusCode).toBe(200);
    expect((await page('/', DOMAIN)).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.user.email, password: 'correct horse battery staple' },
    });
    expect(again.statusCode).toBe(200);
    owner = { ...owner, cookie: cookieHeaderFrom(again.headers['set-cookie']) };
  });

  it('takes one site down with a reason the owner is told, and puts it back', async () => {
    const down = await as(admin, 'POST', `/api/admin/websites/${siteId}/take-down`, {
      reason: 'Copies another bakery’s logo',
    });
    expect(down.statusCode).toBe(200);
    expect((await page(`/s/${slug}/`)).statusCode).toBe(410);
    const mail = readLatestMail(t.dataDir, owner.user.email);
    expect(mail?.text).toContain('Reason: Copies another bakery');
    const listed = (await as(admin, 'GET', '/api/admin/accounts')).json().accounts;
    const site = listed.find((a: { id: string }) => a.id === owner.user.id).publishedSites[0];
    expect(site.takenDown).toBe('Copies another bakery’s logo');
    expect((await as(admin, 'POST', `/api/admin/websites/${siteId}/take-down`, {})).statusCode).toBe(400);
    // The owner cannot put it back up themselves: publishing again is refused with the reason.
    const republished = await as(owner, 'POST', `/api/websites/${siteId}/publish`);
    expect(republished.statusCode).toBe(403);
    expect(republished.json().message).toContain('Copies another bakery’s logo');
    expect((await page(`/s/${slug}/`)).statusCode).toBe(410);
    await as(admin, 'POST', `/api/admin/websites/${siteId}/restore`);
    expect((await page(`/s/${slug}/`)).statusCode).toBe(200);
    expect((await as(owner, 'POST', `/api/websites/${siteId}/publish`)).statusCode).toBe(200);
  });

  it('makes invitations, refuses to act on the admin’s own account, and records every action', async () => {
    const invited = await as(admin, 'POST', '/api/admin/invitations', { email: 'new@example.com', days: 3 });
    expect(invited.statusCode).toBe(200);
    expect(invited.json().url).toMatch(/^http:\/\/app\.example\.test\/auth\?invitation=/);
    const listed = (await as(admin, 'GET', '/api/admin/invitations')).json().invitations;
    expect(listed[0]).toMatchObject({ email: 'new@example.com', state: 'open', usedBy: null });
    // Withdrawn, its link no longer makes an account, and it leaves the list.
    const token = new URL(invited.json().url).searchParams.get('invitation');
    expect((await as(admin, 'DELETE', `/api/admin/invitations/${listed[0].id}`)).statusCode).toBe(200);
    expect((await as(admin, 'DELETE', `/api/admin/invitations/${listed[0].id}`)).statusCode).toBe(404);
    expect((await as(admin, 'GET', '/api/admin/invitations')).json().invitations).toEqual([]);
    const withdrawnToken = await t.ctx.db
      .selectFrom('invitations')
      .select('id')
      .where('id', '=', listed[0].id)
      .execute();
    expect(withdrawnToken).toEqual([]);
    expect(token).toBeTruthy();
    const self = await as(admin, 'POST', `/api/admin/accounts/${admin.user.id}/suspend`, {});
    expect(self.statusCode).toBe(400);
    const actions = (await as(admin, 'GET', '/api/admin/actions')).json().actions;
    expect(actions.map((a: { action: string }) => a.action)).toEqual([
      'withdrew invitation',
      'invited',
      'put site back',
      'took site down',
      'restored account',
      'suspended account',
    ]);
    expect(actions[5]).toMatchObject({
      admin: admin.user.email,
      target: owner.user.email,
      reason: 'phishing',
    });
    expect(actions[5].createdAt).toMatch(/^\d{4}-/);
  });

  it('deletes an account with its data', async () => {
    expect((await as(admin, 'DELETE', `/api/admin/accounts/${owner.user.id}`)).statusCode).toBe(200);
    expect(await t.ctx.db.selectFrom('users').select('id').where('id', '=', owner.user.id).execute()).toEqual(
      [],
    );
    expect(await t.ctx.db.selectFrom('websites').select('id').where('id', '=', siteId).execute()).toEqual([]);
    expect((await page(`/s/${slug}/`)).statusCode).toBe(404);
    const actions = (await as(admin, 'GET', '/api/admin/actions')).json().actions;
    expect(actions[0]).toMatchObject({ action: 'deleted account', target: owner.user.email });
  });
});

it('an address in ADMIN_EMAILS is admin even for an account made before it was listed', async () => {
  const first = await createTestApp('sqlite');
  const dataDir = first.dataDir;
  await createUserAndSignIn(first);
  const later = await createUserAndSignIn(first, { email: 'boss@example.com' });
  await first.app.close();
  await first.ctx.database.close();
  const t = await createTestApp('sqlite', { DATA_DIR: dataDir, ADMIN_EMAILS: 'boss@example.com' });
  try {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/accounts',
      headers: { cookie: later.cookie },
    });
    expect(res.statusCode).toBe(200);
  } finally {
    await t.close();
  }
});
