import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../../adapters/payments/fake-stripe-server';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { anonymousVisitor, insertTestWebsite, signInAs } from '../../testing/website-factories';
import { get, post } from './billing-test-helpers';

const KEY = 'sk_test_billing_suite';
const WEBHOOK_SECRET = 'whsec_billing_suite';
const signer = new Stripe(KEY);
let eventCounter = 0;

describeEachDatabase('billing with Stripe (local Stripe API)', (kind) => {
  let fake: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe(KEY);
    t = await createTestApp(kind, {
      PUBLIC_URL: 'https://ms.example',
      STRIPE_SECRET_KEY: KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const planOf = async (userId: string) =>
    (await t.ctx.db.selectFrom('users').select('plan').where('id', '=', userId).executeTakeFirstOrThrow())
      .plan;

  async function sendEvent(
    type: string,
    object: unknown,
    opts: { id?: string; secret?: string; age?: number } = {},
  ) {
    const payload = JSON.stringify({
      id: opts.id ?? `evt_${++eventCounter}`,
      object: 'event',
      type,
      data: { object },
    });
    const header = signer.webhooks.generateTestHeaderString({
      payload,
      secret: opts.secret ?? WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - (opts.age ?? 0),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload,
    });
    return { status: res.statusCode, body: res.json() };
  }

  async function startUpgrade(cookie: string, planId = 'builder') {
    const res = await post(t, '/api/billing/upgrade', { planId }, cookie);
    expect(res.status).toBe(200);
    return res.body as { url: string; sessionId: string };
  }

  it('sends the buyer to Stripe Checkout and upgrades once, however often verify is called', async () => {
    const user = await signInAs(t);
    const { url, sessionId } = await startUpgrade(user.cookie);
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const sent = fake.requests.at(-1)?.body as { success_url: string; metadata: Record<string, string> };
    expect(sent.success_url).toBe(
      'https://ms.example/dashboard?tab=billing&success=true&session_id={CHECKOUT_SESSION_ID}&plan=builder',
    );
    expect(sent.metadata).toMatchObject({ kind: 'plan', userId: user.id, planId: 'builder' });

    const early = await post(t, '/api/verify-payment', { sessionId, planId: 'builder' }, user.cookie);
    expect(early.status).toBe(402);
    expect(await planOf(user.id)).toBe('starter');

    fake.pay(sessionId);
    const results = await Promise.all(
      [1, 2, 3].map(() => post(t, '/api/verify-payment', { sessionId, planId: 'builder' }, user.cookie)),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await planOf(user.id)).toBe('builder');
    const history = await get(t, '/api/billing/history', user.cookie);
    expect(history.body.payments).toHaveLength(1);
    const subscription = await get(t, '/api/billing/subscription', user.cookie);
    expect(subscription.body).toMatchObject({
      plan: 'builder',
      provider: 'stripe',
      subscription: { planId: 'builder', status: 'active' },
    });
  });

  it('refuses a paid session of another user', async () => {
    const owner = await signInAs(t);
    const thief = await signInAs(t);
    const { sessionId } = await startUpgrade(owner.cookie, 'pro');
    fake.pay(sessionId);
    expect((await post(t, '/api/verify-payment', { sessionId, planId: 'pro' }, thief.cookie)).status).toBe(
      404,
    );
    expect(await planOf(thief.id)).toBe('starter');
  });

  it('applies checkout.session.completed from a signed webhook, and a replay changes nothing', async () => {
    const user = await signInAs(t);
    const { sessionId } = await startUpgrade(user.cookie, 'pro');
    const session = fake.pay(sessionId);
    const first = await sendEvent('checkout.session.completed', session, { id: 'evt_completed_1' });
    expect(first).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(await planOf(user.id)).toBe('pro');

    // The owner downgrades meanwhile; replaying the old event must not put them back on Pro.
    await t.ctx.db.updateTable('users').set({ plan: 'starter' }).where('id', '=', user.id).execute();
    const replay = await sendEvent('checkout.session.completed', session, { id: 'evt_completed_1' });
    expect(replay.body).toEqual({ received: true, duplicate: true });
    expect(await planOf(user.id)).toBe('starter');
    // Verify after the webhook already applied it: still one payment.
    await post(t, '/api/verify-payment', { sessionId, planId: 'pro' }, user.cookie);
    expect(await planOf(user.id)).toBe('starter');
  });

  it('refuses forged, stale and unsigned webhooks without changing anything', async () => {
    const user = await signInAs(t);
    const { sessionId } = await startUpgrade(user.cookie, 'pro');
    const session = fake.pay(sessionId);
    const forged = await sendEvent('checkout.session.completed', session, { secret: 'whsec_attacker' });
    expect(forged).toMatchObject({ status: 400, body: { message: 'Webhook signature is not valid' } });
    const stale = await sendEvent('checkout.session.completed', session, { age: 3600 });
    expect(stale.status).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      payload: { id: 'evt_u' },
    });
    expect(unsigned.json()).toMatchObject({ message: 'Missing Stripe-Signature header' });
    expect(await planOf(user.id)).toBe('starter');
  });

  it('refuses validly signed events without data with a 400, changing nothing', async () => {
    const user = await signInAs(t);
    const { sessionId } = await startUpgrade(user.cookie, 'pro');
    fake.pay(sessionId);
    const payments = () => t.ctx.db.selectFrom('payments').selectAll().orderBy('id').execute();
    const before = await payments();
    const bodies = [
      { id: 'evt_nodata_1', object: 'event', type: 'checkout.session.completed' },
      { id: 'evt_nodata_2', object: 'event', type: 'invoice.paid', data: {} },
      { id: 'evt_nodata_3', object: 'event', type: 'customer.subscription.deleted', data: { object: null } },
      { id: 'evt_nodata_4', object: 'event', type: 'customer.subscription.updated', data: { object: 'x' } },
      { id: 'evt_nodata_5', object: 'event', data: { object: {} } },
    ];
    for (const body of bodies) {
      const payload = JSON.stringify(body);
      const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().message).toMatch(/^Webhook event is malformed/);
    }
    expect(await payments()).toEqual(before);
    expect(await planOf(user.id)).toBe('starter');
  });

  it('follows subscription updates and cancellation to the end of the period', async () => {
    const user = await signInAs(t);
    const { sessionId } = await startUpgrade(user.cookie);
    fake.pay(sessionId);
    await post(t, '/api/verify-payment', { sessionId, planId: 'builder' }, user.cookie);
    const subscriptionId = fake.sessions.get(sessionId)?.subscription as string;

    const changed = await post(t, '/api/billing/change-plan', { planId: 'pro' }, user.cookie);
    expect(changed).toMatchObject({ status: 200, body: { plan: 'pro' } });
    const remote = fake.subscriptions.get(subscriptionId) as {
      items: { data: { price: { unit_amount: number } }[] };
    };
    expect(remote.items.data[0].price.unit_amount).toBe(2299);

    // A monthly renewal shows in history once, however often Stripe sends it.
    const invoice = {
      id: `in_${subscriptionId}`,
      object: 'invoice',
      amount_paid: 2299,
      currency: 'usd',
      billing_reason: 'subscription_cycle',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
    };
    expect((await sendEvent('invoice.paid', invoice)).status).toBe(200);
    expect((await sendEvent('invoice.paid', invoice)).body).toEqual({ received: true, duplicate: false });
    const history = await get(t, '/api/billing/history', user.cookie);
    expect(history.body.payments.map((p: { amount: string }) => p.amount).sort()).toEqual([
      '$14.99',
      '$22.99',
    ]);

    const cancelled = await post(t, '/api/billing/cancel', {}, user.cookie);
    expect(cancelled.body).toMatchObject({ plan: 'pro', subscription: { cancelAtPeriodEnd: true } });
    expect(fake.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(true);
    expect(await planOf(user.id)).toBe('pro');

    const ended = await sendEvent('customer.subscription.deleted', {
      ...fake.subscriptions.get(subscriptionId),
      status: 'canceled',
    });
    expect(ended.status).toBe(200);
    expect(await planOf(user.id)).toBe('starter');
  });

  it('applies subscription updates from Stripe: a plan change made there, then an unpaid subscription', async () => {
    const user = await signInAs(t);
    const { sessionId } = await startUpgrade(user.cookie);
    fake.pay(sessionId);
    await post(t, '/api/verify-payment', { sessionId, planId: 'builder' }, user.cookie);
    const subscription = fake.subscriptions.get(
      fake.sessions.get(sessionId)?.subscription as string,
    ) as Record<string, unknown>;
    const toPro = { ...subscription, metadata: { ...(subscription.metadata as object), planId: 'pro' } };
    expect((await sendEvent('customer.subscription.updated', toPro)).status).toBe(200);
    expect(await planOf(user.id)).toBe('pro');
    expect((await sendEvent('customer.subscription.updated', { ...toPro, status: 'unpaid' })).status).toBe(
      200,
    );
    expect(await planOf(user.id)).toBe('starter');
    const state = await get(t, '/api/billing/subscription', user.cookie);
    expect(state.body.subscription).toMatchObject({ status: 'canceled' });
  });

  it('grants a paid Quick Download from the webhook and refuses a session of another website', async () => {
    const visitor = anonymousVisitor();
    const websiteId = await insertTestWebsite(t, { sessionId: visitor.sessionId });
    const otherSite = await insertTestWebsite(t, { sessionId: visitor.sessionId });
    const started = await post(t, '/api/billing/download-payment', { websiteId }, visitor.cookie);
    expect(started.status).toBe(200);
    const session = fake.pay(started.body.sessionId);
    expect(session.amount_total).toBe(699);
    const wrong = await post(
      t,
      '/api/verify-download-payment',
      { sessionId: session.id, websiteId: otherSite },
      visitor.cookie,
    );
    expect(wrong.status).toBe(400);
    expect((await sendEvent('checkout.session.completed', session)).status).toBe(200);
    expect((await get(t, `/api/billing/download/${websiteId}`, visitor.cookie)).status).toBe(200);
    expect((await get(t, `/api/billing/download/${otherSite}`, visitor.cookie)).status).toBe(402);
  });

  it('answers 502 with a plain message when Stripe cannot be reached', async () => {
    // The database plays no part here; SQLite avoids a second PostgreSQL schema migrating mid-suite.
    const down = await createTestApp('sqlite', {
      STRIPE_SECRET_KEY: KEY,
      STRIPE_API_URL: 'http://127.0.0.1:9',
    });
    try {
      const user = await signInAs(down);
      const res = await post(down, '/api/billing/upgrade', { planId: 'builder' }, user.cookie);
      expect(res).toMatchObject({
        status: 502,
        body: { message: 'The payment provider did not answer. Please try again in a moment.' },
      });
      expect(await down.ctx.db.selectFrom('payments').selectAll().execute()).toHaveLength(0);
    } finally {
      await down.close();
    }
  });
});
