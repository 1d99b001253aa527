import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { spawnServer } from '../../testing/spawn-server';
import { paymentsModeLine, paymentsModeOf } from './payments-mode';

const config = (env: Record<string, string>) => testConfig({ DATA_DIR: '/tmp/unused', ...env });

describe('payments mode', () => {
  it('is off in production without a Stripe key unless the test checkout is asked for', () => {
    expect(paymentsModeOf(config({ NODE_ENV: 'production' }))).toBe('off');
    expect(paymentsModeOf(config({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'false' }))).toBe('off');
    expect(paymentsModeOf(config({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' }))).toBe('test');
    expect(paymentsModeOf(config({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_test_x' }))).toBe('stripe');
    expect(paymentsModeOf(config({ NODE_ENV: 'development' }))).toBe('test');
  });

  it('labels the development default as test mode', () => {
    expect(paymentsModeLine(config({ NODE_ENV: 'development' }))).toMatch(
      /^Payments: TEST MODE .*no real payment/,
    );
  });

  it('a production server without a Stripe key says payments are off and refuses to upgrade anyone', async () => {
    // The environment `npm start` gives the server: NODE_ENV=production and nothing about payments.
    const server = await spawnServer({
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://ms.example', SERVE_WEB: 'false' },
    });
    try {
      const paymentLines = server
        .logs()
        .split('\n')
        .filter((line) => line.startsWith('Payments:'));
      expect(paymentLines).toEqual([expect.stringMatching(/^Payments: off \(no STRIPE_SECRET_KEY\)/)]);
      const signUp = await fetch(`${server.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'owner@example.com', password: 'a-long-unusual-passphrase-42' }),
      });
      const cookie = signUp.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const upgrade = await fetch(`${server.url}/api/billing/upgrade`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ planId: 'pro' }),
      });
      expect(upgrade.status).toBe(503);
      expect(await upgrade.json()).toMatchObject({
        message: expect.stringMatching(/Payments are not configured/),
      });
    } finally {
      await server.stop();
    }
  }, 90_000);
});
