import { afterAll, beforeAll, expect, it } from 'vitest';
import { listSavedMail } from '../../adapters/mail/mail-box';
import { createUserAndSignIn, type SignedInUser } from '../../testing/factories';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';

describeEachDatabase('reports', (kind) => {
  let t: TestApp;
  let admin: SignedInUser;
  let reportPath: string;
  let siteId: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'http://app.example.test', ADMIN_EMAILS: 'ops@example.com' });
    admin = await createUserAndSignIn(t);
    const owner = await createUserAndSignIn(t);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/websites/generate',
      headers: { cookie: owner.cookie },
      payload: { prompt: 'Rosa’s Bakery bakes sourdough and cakes in Leeds. Call 0113 555 0199.' },
    });
    siteId = made.json().id;
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/websites/${siteId}/publish`,
      headers: { cookie: owner.cookie },
    });
    const html = (await t.app.inject({ method: 'GET', url: new URL(published.json().url).pathname })).body;
    const link = html.match(
      /<footer[\s\S]*<a href="(http:\/\/app\.example\.test\/report\/[^"]+)" rel="nofollow">Report<\/a>/,
    );
    expect(link, 'the published footer links to the report form').toBeTruthy();
    reportPath = new URL((link as RegExpMatchArray)[1]).pathname;
  });
  afterAll(() => t.close());

  const send = (body: string, ip = '203.0.113.9') =>
    t.app.inject({
      method: 'POST',
      url: reportPath,
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://app.example.test' },
      payload: body,
    });

  it('shows a plain form with no script', async () => {
    const res = await t.app.inject({ method: 'GET', url: reportPath });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<form method="post">');
    expect(res.body).not.toContain('<script');
    expect((await t.app.inject({ method: 'GET', url: '/report/no-such-key' })).statusCode).toBe(404);
  });

  it('takes a report to the admin page and to every admin by mail', async () => {
    const res = await send('reason=phishing&details=Asks+for+bank+logins&email=visitor%40example.com');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Your report has been sent');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reports',
      headers: { cookie: admin.cookie },
    });
    expect(list.json().reports[0]).toMatchObject({
      websiteId: siteId,
      reason: 'Phishing or a scam',
      details: 'Asks for bank logins',
      reporterEmail: 'visitor@example.com',
    });
    const mailed = listSavedMail(t.dataDir).filter((m) => m.text.includes('Asks for bank logins'));
    expect(mailed.map((m) => m.to).sort()).toEqual([admin.user.email, 'ops@example.com'].sort());
  });

  it('lists waiting reports first; an admin marks one handled, once', async () => {
    await send('reason=phishing&details=First+one', '203.0.113.20');
    await send('reason=phishing&details=Second+one', '203.0.113.21');
    const list = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/admin/reports', headers: { cookie: admin.cookie } })
      ).json().reports as Array<{ id: string; details: string; resolvedAt: string | null }>;
    const first = (await list()).find((r) => r.details === 'First one');
    expect(first?.resolvedAt).toBeNull();
    const handled = (id = first?.id) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/reports/${id}/handled`,
        headers: { cookie: admin.cookie },
      });
    expect((await handled()).statusCode).toBe(200);
    const after = await list();
    expect(after.at(-1)).toMatchObject({
      details: 'First one',
      resolvedAt: expect.stringMatching(/^\d{4}-/),
    });
    expect(after.slice(0, -1).every((r) => r.resolvedAt === null)).toBe(true);
    expect((await handled()).statusCode).toBe(404);
    expect((await handled('no-such-report')).statusCode).toBe(404);
  });

  it('says what is missing, and limits how many reports one address sends', async () => {
    const empty = await send('reason=phishing&details=', '203.0.113.50');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Say what is wrong');
    for (let i = 0; i < 5; i++)
      expect((await send('reason=other&details=spam', '203.0.113.77')).statusCode).toBe(200);
    const sixth = await send('reason=other&details=spam', '203.0.113.77');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.body).toContain('Please wait a while');
  });
});
