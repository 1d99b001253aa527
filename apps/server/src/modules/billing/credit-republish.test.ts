import { unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeNetlify } from '../../adapters/hosting/fake-netlify-server';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { insertTestWebsite, sampleContent, signInAs } from '../../testing/website-factories';
import { saveAccount } from '../netlify';
import { encryptToken, loadTokenKey } from '../netlify/token-cipher';
import { markWebsiteLive } from '../websites';
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
    // A site live elsewhere, on a Netlify this server is not set up for: it cannot rebuild it.
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
    // Off built-in hosting, with Netlify not set up here: the banner, set once the answer is sent.
    await expect
      .poll(() => stateOf(elsewhere))
      .toMatchObject({
        needs_redeployment: 1,
        live_url: 'https://netlify-bakery.netlify.app',
      });
    // The banner's Redeploy then publishes without the credit.
    await publish(edited);
    expect(await livePage(editedUrl)).not.toContain(CREDIT);
  });

  it('deploys a clean site on the owner’s Netlify again, without the credit', async () => {
    const client = { clientId: 'client-1', clientSecret: 'secret-1' };
    const fake = await startFakeNetlify({ ...client, pollsUntilReady: 1 });
    const app = await createTestApp(kind, {
      PUBLIC_URL,
      NETLIFY_CLIENT_ID: client.clientId,
      NETLIFY_CLIENT_SECRET: client.clientSecret,
      NETLIFY_API_URL: fake.url,
      NETLIFY_APP_URL: fake.url,
    });
    try {
      const owner = await signInAs(app, { plan: 'starter' });
      // Connected as the OAuth flow leaves it: Netlify knows the token, we keep it encrypted.
      fake.issueCode('code-1', 'token-1');
      const form = new URLSearchParams({
        grant_type: 'authorization_code',
        code: 'code-1',
        ...{ client_id: client.clientId, client_secret: client.clientSecret },
      });
      expect((await fetch(`${fake.url}/oauth/token`, { method: 'POST', body: form })).status).toBe(200);
      await saveAccount(
        app.ctx.db,
        owner.id,
        encryptToken(loadTokenKey(app.ctx.config), 'token-1'),
        new Date().toISOString(),
      );
      const id = await insertTestWebsite(
        app,
        { userId: owner.id },
        { content: sampleContent({ siteName: 'Harbour Bakery' }), name: 'Harbour Bakery' },
      );
      expect((await post(app, `/api/netlify/oauth/deploy/${id}`, {}, owner.cookie)).status).toBe(200);
      const lastPage = () => {
        const zip = [...fake.deploys.values()].at(-1)?.zipBytes;
        return zip ? new TextDecoder().decode(unzipSync(new Uint8Array(zip))['index.html']) : '';
      };
      expect(lastPage()).toContain(CREDIT);
      expect(fake.deploys.size).toBe(1);

      const started = await post(app, '/api/billing/upgrade', { planId: 'builder' }, owner.cookie);
      const { location } = await payOnTestCheckout(app, started.body.url);
      const body = { sessionId: sessionIdOf(location), planId: 'builder' };
      expect((await post(app, '/api/verify-payment', body, owner.cookie)).status).toBe(200);
      // The answer does not wait for Netlify; the deploy follows within moments.
      await expect.poll(() => fake.deploys.size, { timeout: 10_000 }).toBe(2);
      await expect.poll(lastPage, { timeout: 10_000 }).not.toContain(CREDIT);
      const row = await app.ctx.db
        .selectFrom('websites')
        .select('needs_redeployment')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.needs_redeployment).toBe(0);
    } finally {
      await app.close();
      await fake.close();
    }
  });
});
