import { unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectResponsiveAndSelfContained, uploadLargePhoto } from '../../testing/site-media';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import {
  anonymousVisitor,
  insertTestWebsite,
  sampleContent,
  signInAs,
} from '../../testing/website-factories';
import { get, payOnTestCheckout, post, sessionIdOf, zipEntries } from './billing-test-helpers';

describeEachDatabase('billing in test mode', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'http://localhost:3000' });
  });
  afterAll(() => t.close());

  const planOf = async (userId: string) =>
    (await t.ctx.db.selectFrom('users').select('plan').where('id', '=', userId).executeTakeFirstOrThrow())
      .plan;

  it('upgrades a starter to Builder through the built-in checkout, once however often it is verified', async () => {
    const user = await signInAs(t);
    const started = await post(t, '/api/billing/upgrade', { planId: 'builder' }, user.cookie);
    expect(started.status).toBe(200);
    expect(started.body.url).toMatch(/^\/api\/billing\/test-checkout\/cs_test_/);

    const { page, location } = await payOnTestCheckout(t, started.body.url);
    expect(page).toContain('Test mode — no real payment is taken');
    expect(page).toContain('$14.99 / month');
    expect(location).toMatch(
      /^http:\/\/localhost:3000\/dashboard\?tab=billing&success=true&session_id=cs_test_.+&plan=builder$/,
    );

    const body = { sessionId: sessionIdOf(location), planId: 'builder' };
    const first = await post(t, '/api/verify-payment', body, user.cookie);
    const second = await post(t, '/api/verify-payment', body, user.cookie);
    expect(first).toMatchObject({ status: 200, body: { success: true, plan: 'builder' } });
    expect(second.status).toBe(200);
    expect(await planOf(user.id)).toBe('builder');

    const history = await get(t, '/api/billing/history', user.cookie);
    expect(history.body.payments).toHaveLength(1);
    expect(history.body.payments[0]).toMatchObject({
      amount: '$14.99',
      kind: 'plan',
      planId: 'builder',
      status: 'paid',
    });

    const usage = await get(t, '/api/billing/usage', user.cookie);
    expect(usage.body).toEqual({
      plan: 'builder',
      websites: { used: 0, limit: 15 },
      edits: { used: 0, limit: 100 },
      aiImages: { used: 0, limit: 5 },
      editSessionMinutes: 30,
      mediaBytes: { used: 0, limit: 2_000 * 1024 * 1024 },
    });
  });

  it('sells no Starter: it is free, so a paid account returns to it by cancelling', async () => {
    const user = await signInAs(t, { plan: 'builder' });
    const refused = await post(t, '/api/billing/upgrade', { planId: 'starter' }, user.cookie);
    expect(refused).toMatchObject({
      status: 400,
      body: {
        message: 'Starter is free, so there is nothing to buy. Cancel your subscription to return to it.',
      },
    });
    const changed = await post(t, '/api/billing/change-plan', { planId: 'starter' }, user.cookie);
    expect(changed.status).toBe(400);
    expect(await planOf(user.id)).toBe('builder');
  });

  it('says "Already subscribed" for the current plan and changes an active subscription in place', async () => {
    const user = await signInAs(t);
    const same = await post(t, '/api/billing/upgrade', { planId: 'starter' }, user.cookie);
    expect(same).toMatchObject({
      status: 409,
      body: { message: "You're already on this plan.", title: 'Already subscribed' },
    });

    const started = await post(t, '/api/billing/upgrade', { planId: 'builder' }, user.cookie);
    const { location } = await payOnTestCheckout(t, started.body.url);
    await post(
      t,
      '/api/verify-payment',
      { sessionId: sessionIdOf(location), planId: 'builder' },
      user.cookie,
    );
    const cookie = user.cookie;
    const toPro = await post(t, '/api/billing/upgrade', { planId: 'pro' }, cookie);
    expect(toPro.body).toMatchObject({ isChanged: true });
    expect(await planOf(user.id)).toBe('pro');

    const cancelled = await post(t, '/api/billing/cancel', {}, cookie);
    expect(cancelled.status).toBe(200);
    expect(await planOf(user.id)).toBe('starter');
    expect((await post(t, '/api/billing/cancel', {}, cookie)).status).toBe(409);
  });

  it('does not upgrade when the buyer cancels on the checkout page', async () => {
    const user = await signInAs(t);
    const started = await post(t, '/api/billing/upgrade', { planId: 'pro' }, user.cookie);
    const { location } = await payOnTestCheckout(t, started.body.url, 'cancel');
    expect(location).toBe('http://localhost:3000/dashboard?tab=billing');
    const sessionId = started.body.sessionId as string;
    const verify = await post(t, '/api/verify-payment', { sessionId, planId: 'pro' }, user.cookie);
    expect(verify).toMatchObject({ status: 402, body: { message: 'This payment has not been completed.' } });
    expect(await planOf(user.id)).toBe('starter');
  });

  it("refuses to verify another user's session, a wrong plan, and unknown sessions", async () => {
    const owner = await signInAs(t);
    const other = await signInAs(t);
    const started = await post(t, '/api/billing/upgrade', { planId: 'builder' }, owner.cookie);
    const { location } = await payOnTestCheckout(t, started.body.url);
    const sessionId = sessionIdOf(location);
    expect(
      (await post(t, '/api/verify-payment', { sessionId, planId: 'builder' }, other.cookie)).status,
    ).toBe(404);
    expect(await planOf(other.id)).toBe('starter');
    const wrongPlan = await post(t, '/api/verify-payment', { sessionId, planId: 'pro' }, owner.cookie);
    expect(wrongPlan).toMatchObject({
      status: 400,
      body: { message: 'planId: does not match this payment' },
    });
    expect(
      (await post(t, '/api/verify-payment', { sessionId: 'cs_test_nope', planId: 'pro' }, owner.cookie))
        .status,
    ).toBe(404);
    expect(await planOf(owner.id)).toBe('starter');
  });

  it('answers bad or unsigned requests with clear 4xx messages', async () => {
    const user = await signInAs(t);
    const upgradeSignedOut = await post(t, '/api/billing/upgrade', { planId: 'builder' });
    expect(upgradeSignedOut.status).toBe(401);
    const badPlan = await post(t, '/api/billing/upgrade', { planId: 'gold' }, user.cookie);
    expect(badPlan.status).toBe(400);
    expect(badPlan.body.message).toMatch(/^planId: must be one of starter, builder, pro/);
    expect((await post(t, '/api/billing/upgrade', {}, user.cookie)).body.message).toMatch(/^planId:/);
    const noWebsite = await post(t, '/api/billing/download-payment', {}, user.cookie);
    expect(noWebsite).toMatchObject({ status: 400, body: { message: 'websiteId: websiteId is required' } });
    expect((await post(t, '/api/verify-payment', { planId: 'builder' })).status).toBe(400);
    expect((await post(t, '/api/verify-payment', { sessionId: 'x', planId: 'builder' })).status).toBe(401);
    expect((await post(t, '/api/verify-download-payment', { sessionId: 'x' })).body.message).toMatch(
      /^websiteId:/,
    );
    for (const url of ['/api/billing/usage', '/api/billing/history', '/api/billing/subscription']) {
      expect((await get(t, url)).status).toBe(401);
    }
    expect((await post(t, '/api/billing/cancel', {})).status).toBe(401);
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      payload: { id: 'evt_x' },
    });
    expect(webhook.statusCode).toBe(400);
  });

  it('sells a visitor a Quick Download of their own website, then serves the zip to that browser only', async () => {
    const visitor = anonymousVisitor();
    // As in the product: generate makes the site (and the session), then the visitor uploads.
    const websiteId = await insertTestWebsite(t, { sessionId: visitor.sessionId });
    const imageUrl = await uploadLargePhoto(t, visitor.cookie);
    const content = sampleContent({
      hero: { headline: 'Fresh bread', subtitle: 'Leeds', buttonText: 'Visit', imageUrl },
    });
    await t.ctx.db
      .updateTable('websites')
      .set({ content: JSON.stringify(content) })
      .where('id', '=', websiteId)
      .execute();
    const stranger = anonymousVisitor();
    expect((await post(t, '/api/billing/download-payment', { websiteId }, stranger.cookie)).status).toBe(404);
    expect((await get(t, `/api/billing/download/${websiteId}`, visitor.cookie)).status).toBe(402);

    const started = await post(t, '/api/billing/download-payment', { websiteId }, visitor.cookie);
    expect(started.status).toBe(200);
    const { page, location } = await payOnTestCheckout(t, started.body.url);
    expect(page).toContain('$6.99');
    expect(location).toBe(
      `http://localhost:3000/download-success?session_id=${encodeURIComponent(started.body.sessionId)}&website_id=${websiteId}`,
    );
    const sessionId = sessionIdOf(location);
    expect(
      (await post(t, '/api/verify-download-payment', { sessionId, websiteId }, stranger.cookie)).status,
    ).toBe(404);
    const wrongSite = await post(
      t,
      '/api/verify-download-payment',
      { sessionId, websiteId: 'other' },
      visitor.cookie,
    );
    expect(wrongSite.status).toBe(400);
    for (let i = 0; i < 2; i++) {
      const verified = await post(
        t,
        '/api/verify-download-payment',
        { sessionId, websiteId },
        visitor.cookie,
      );
      expect(verified.body).toMatchObject({
        success: true,
        downloadUrl: `/api/billing/download/${websiteId}`,
      });
    }
    const grants = await t.ctx.db
      .selectFrom('download_grants')
      .selectAll()
      .where('website_id', '=', websiteId)
      .execute();
    expect(grants).toHaveLength(1);

    const zip = await get(t, `/api/billing/download/${websiteId}`, visitor.cookie);
    expect(zip.status).toBe(200);
    // Named like the owner's export: `<Site name>.zip`.
    expect(zip.raw.headers['content-disposition']).toBe(
      `attachment; filename="Rosa Bakery.zip"; filename*=UTF-8''Rosa%20Bakery.zip`,
    );
    expect(zipEntries(zip.raw.rawPayload)).toEqual(
      expect.arrayContaining(['index.html', '404.html', 'favicon.svg']),
    );
    // The photo travels with its resized variants, and the page refers to them inside the zip.
    const files = unzipSync(new Uint8Array(zip.raw.rawPayload));
    expectResponsiveAndSelfContained(new TextDecoder().decode(files['index.html']), Object.keys(files));
    expect((await get(t, `/api/billing/download/${websiteId}`, stranger.cookie)).status).toBe(402);

    // Buying again sends the browser to its paid download instead of charging twice.
    const again = await post(t, '/api/billing/download-payment', { websiteId }, visitor.cookie);
    expect(again.body).toMatchObject({ isPaid: true });
    expect(again.body.url).toContain(`session_id=${encodeURIComponent(sessionId)}`);
  });

  it("lets a signed-in user buy a download of their own website but not of someone else's", async () => {
    const user = await signInAs(t);
    const other = await signInAs(t);
    const websiteId = await insertTestWebsite(t, { userId: user.id });
    expect((await post(t, '/api/billing/download-payment', { websiteId }, other.cookie)).body).toMatchObject({
      message: 'Website not found',
    });
    const started = await post(t, '/api/billing/download-payment', { websiteId }, user.cookie);
    const { location } = await payOnTestCheckout(t, started.body.url);
    const verified = await post(
      t,
      '/api/verify-download-payment',
      { sessionId: sessionIdOf(location), websiteId },
      user.cookie,
    );
    expect(verified.status).toBe(200);
    // The account holds the grant too, so another browser signed in as the same user may download.
    expect((await get(t, `/api/billing/download/${websiteId}`, user.cookie)).status).toBe(200);
    const history = await get(t, '/api/billing/history', user.cookie);
    expect(history.body.payments[0]).toMatchObject({ kind: 'download', amount: '$6.99', websiteId });
  });

  it('shows a not-found page for unknown test checkouts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/billing/test-checkout/cs_test_missing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describeEachDatabase('billing configuration', (kind) => {
  it('refuses test mode in production unless PAYMENTS_TEST_MODE=true', async () => {
    const t = await createTestApp(kind, { NODE_ENV: 'production', PUBLIC_URL: 'https://ms.example' });
    try {
      const user = await signInAs(t);
      const res = await post(t, '/api/billing/upgrade', { planId: 'builder' }, user.cookie);
      expect(res).toMatchObject({
        status: 503,
        body: { message: 'Payments are not configured on this server. Please contact support.' },
      });
    } finally {
      await t.close();
    }
  });

  it('answers "HTTPS Required" in production when PUBLIC_URL is http', async () => {
    const t = await createTestApp(kind, {
      NODE_ENV: 'production',
      PAYMENTS_TEST_MODE: 'true',
      PUBLIC_URL: 'http://ms.example',
    });
    try {
      const user = await signInAs(t);
      const res = await post(t, '/api/billing/upgrade', { planId: 'builder' }, user.cookie);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ reason: 'HTTPS_REQUIRED' });
      expect(res.body.message).toMatch(/^HTTPS Required/);
    } finally {
      await t.close();
    }
  });
});
