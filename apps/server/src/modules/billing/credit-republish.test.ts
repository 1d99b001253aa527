import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { insertTestWebsite, sampleContent, signInAs } from '../../testing/website-factories';
import { markWebsiteLive } from '../websites/websites.repository';
import { payOnTestCheckout, post, sessionIdOf } from './billing-test-helpers';

const PUBLIC_URL = 'http://127.0.0.1:3000';
const CREDIT = 'Made with Mainstreet';

describeEachDatabase('"Remove branding" reaches the live pages without a manual redeploy', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL });
  });
  afterAll(() => t.close());

  const livePage = async (url: string) =>
    (await t.app.inject({ method: 'GET', url: new URL(url).pathname })).body;
  const stateOf = (id: string) =>
    t.ctx.db
      .selectFrom('websites')
      .select(['needs_redeployment', 'live_url'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('publishes clean live sites again without the credit; others get the redeploy banner', async () => {
    const owner = await signInAs(t, { plan: 'starter' });
    const site = (name: string) =>
      insertTestWebsite(t, { userId: owner.id }, { content: sampleContent({ siteName: name }), name });
    const publish = async (id: string) => {
      const res = await post(t, `/api/websites/${id}/publish`, {}, owner.cookie);
      expect(res.status).toBe(200);
      return res.body.url as string;
    };
    const clean = await site('Clean Bakery');
    const cleanUrl = await publish(clean);
    const edited = await site('Edited Bakery');
    const editedUrl = await publish(edited);
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/websites/${edited}`,
      headers: { cookie: owner.cookie },
      payload: {
        content: sampleContent({
          siteName: 'Edited Bakery',
          hero: { headline: 'Not live yet', subtitle: 'x', buttonText: 'y' },
        }),
      },
    });
    expect(saved.statusCode).toBe(200);
    // A site live elsewhere (Netlify): this server cannot rebuild it by itself.
    const elsewhere = await site('Netlify Bakery');
    await markWebsiteLive(
      t.ctx.db,
      elsewhere,
      'https://netlify-bakery.netlify.app',
      false,
      new Date().toISOString(),
    );
    expect(await livePage(cleanUrl)).toContain(CREDIT);

    const started = await post(t, '/api/billing/upgrade', { planId: 'builder' }, owner.cookie);
    const { location } = await payOnTestCheckout(t, started.body.url);
    const verified = await post(
      t,
      '/api/verify-payment',
      { sessionId: sessionIdOf(location), planId: 'builder' },
      owner.cookie,
    );
    expect(verified.status).toBe(200);

    expect(await livePage(cleanUrl)).not.toContain(CREDIT);
    expect(await stateOf(clean)).toMatchObject({ needs_redeployment: 0 });
    // Saved changes are not published behind the owner's back: the banner asks, as it did.
    const editedPage = await livePage(editedUrl);
    expect(editedPage).toContain(CREDIT);
    expect(editedPage).not.toContain('Not live yet');
    expect(await stateOf(edited)).toMatchObject({ needs_redeployment: 1 });
    expect(await stateOf(elsewhere)).toMatchObject({
      needs_redeployment: 1,
      live_url: 'https://netlify-bakery.netlify.app',
    });
    // The banner's Redeploy then publishes without the credit.
    await publish(edited);
    expect(await livePage(editedUrl)).not.toContain(CREDIT);
  });
});
