import { afterEach, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { anonymousVisitor, insertTestWebsite, signInAs } from '../../testing/website-factories';
import { payOnTestCheckout, post } from './billing-test-helpers';

/**
 * Payments in production need https, except the built-in test checkout on a loopback address: it
 * takes no card, and a self-hoster trying `PAYMENTS_TEST_MODE=true` on their own machine has no
 * certificate there.
 */
describeEachDatabase('the https rule for payments', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const production = (env: Record<string, string>) => createTestApp(kind, { NODE_ENV: 'production', ...env });

  it.each(['http://127.0.0.1:3000', 'http://localhost:3000', 'http://[::1]:3000'])(
    'completes a test-mode plan purchase and a Quick Download with PUBLIC_URL=%s',
    async (publicUrl) => {
      t = await production({ PAYMENTS_TEST_MODE: 'true', PUBLIC_URL: publicUrl });
      const user = await signInAs(t);
      const plan = await post(t, '/api/billing/upgrade', { planId: 'builder' }, user.cookie);
      expect(plan.status).toBe(200);
      const paid = await payOnTestCheckout(t, plan.body.url);
      expect(paid.page).toContain('Test mode — no real payment is taken');
      expect(paid.location.startsWith(`${publicUrl}/dashboard?tab=billing&success=true`)).toBe(true);

      const visitor = anonymousVisitor();
      const websiteId = await insertTestWebsite(t, { sessionId: visitor.sessionId });
      const download = await post(t, '/api/billing/download-payment', { websiteId }, visitor.cookie);
      expect(download.status).toBe(200);
      const bought = await payOnTestCheckout(t, download.body.url);
      expect(bought.location.startsWith(`${publicUrl}/download-success?session_id=`)).toBe(true);
    },
  );

  it.each([
    ['test mode on a host others reach', { PAYMENTS_TEST_MODE: 'true', PUBLIC_URL: 'http://ms.example' }],
    ['test mode on a LAN address', { PAYMENTS_TEST_MODE: 'true', PUBLIC_URL: 'http://192.168.1.5:3000' }],
    [
      'real Stripe, even on loopback',
      { STRIPE_SECRET_KEY: 'sk_test_x', PUBLIC_URL: 'http://127.0.0.1:3000' },
    ],
  ])('still answers "HTTPS Required" for %s', async (_what, env) => {
    t = await production(env);
    const user = await signInAs(t);
    const plan = await post(t, '/api/billing/upgrade', { planId: 'builder' }, user.cookie);
    expect(plan).toMatchObject({ status: 400, body: { reason: 'HTTPS_REQUIRED' } });
    const websiteId = await insertTestWebsite(t, { userId: user.id });
    const download = await post(t, '/api/billing/download-payment', { websiteId }, user.cookie);
    expect(download).toMatchObject({ status: 400, body: { reason: 'HTTPS_REQUIRED' } });
  });
});
