import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from './fake-stripe-server';
import { PaymentProviderError, WebhookSignatureError } from './payment-errors';
import type { PaymentProvider } from './payment-types';
import { createStripePayments, stripeAddress } from './stripe-payments';

const KEY = 'sk_test_local_only';
const WEBHOOK_SECRET = 'whsec_local_only';
const signer = new Stripe(KEY);

function signed(payload: string, timestamp = Math.floor(Date.now() / 1000)) {
  return signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });
}

describe('Stripe payments adapter (against a local Stripe API)', () => {
  let fake: FakeStripe;
  let stripe: PaymentProvider;
  beforeAll(async () => {
    fake = await startFakeStripe(KEY);
    stripe = createStripePayments({ secretKey: KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url });
  });
  afterAll(() => fake.close());

  it('reads STRIPE_API_URL into the host, port and protocol the SDK takes', () => {
    expect(stripeAddress('http://127.0.0.1:4567')).toEqual({
      host: '127.0.0.1',
      port: '4567',
      protocol: 'http',
    });
    expect(stripeAddress('https://api.example.test')).toEqual({
      host: 'api.example.test',
      port: 443,
      protocol: 'https',
    });
    expect(stripeAddress(undefined)).toEqual({});
  });

  it('creates a monthly subscription Checkout with the price, return addresses and metadata', async () => {
    const session = await stripe.createCheckout({
      mode: 'subscription',
      productName: 'Mainstreet Builder plan',
      amountCents: 1499,
      currency: 'usd',
      customerEmail: 'owner@example.com',
      successUrl: 'https://ms.test/dashboard?success=true&session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://ms.test/dashboard',
      metadata: { paymentId: 'p1', kind: 'plan', planId: 'builder' },
    });
    expect(session.url).toContain(session.id);
    // biome-ignore lint/suspicious/noExplicitAny: a parsed form tree, checked field by field below
    const sent = fake.requests.at(-1)?.body as Record<string, any>;
    expect(sent.mode).toBe('subscription');
    expect(sent.line_items[0].price_data).toMatchObject({
      unit_amount: '1499',
      currency: 'usd',
      recurring: { interval: 'month' },
    });
    expect(sent.success_url).toContain('{CHECKOUT_SESSION_ID}');
    expect(sent.metadata).toEqual({ paymentId: 'p1', kind: 'plan', planId: 'builder' });
    expect(sent.subscription_data.metadata.planId).toBe('builder');
    // Checkout picks the methods enabled on the account (cards, USDC) when none are forced.
    expect(sent.payment_method_types).toBeUndefined();
  });

  it('reports a session unpaid until the buyer pays, then paid with its subscription', async () => {
    const { id } = await stripe.createCheckout({
      mode: 'subscription',
      productName: 'Pro',
      amountCents: 2299,
      currency: 'usd',
      successUrl: 'https://ms.test/ok',
      cancelUrl: 'https://ms.test/no',
      metadata: { paymentId: 'p2' },
    });
    expect(await stripe.retrieveCheckout(id)).toMatchObject({
      isPaid: false,
      isComplete: false,
      subscriptionId: null,
    });
    fake.pay(id);
    const paid = await stripe.retrieveCheckout(id);
    expect(paid).toMatchObject({
      isPaid: true,
      isComplete: true,
      amountCents: 2299,
      metadata: { paymentId: 'p2' },
    });
    expect(paid?.subscriptionId).toMatch(/^sub_/);
  });

  it('answers null for a session Stripe does not know', async () => {
    expect(await stripe.retrieveCheckout('cs_test_nope')).toBeNull();
  });

  it('turns a wrong key into a provider error that does not contain the key', async () => {
    const wrong = createStripePayments({ secretKey: 'sk_test_wrong', apiUrl: fake.url });
    const error = await wrong.retrieveCheckout('cs_x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(String((error as Error).message)).not.toContain('sk_test_wrong');
  });

  it('changes a subscription to another price and schedules a cancellation', async () => {
    const { id } = await stripe.createCheckout({
      mode: 'subscription',
      productName: 'Builder',
      amountCents: 1499,
      currency: 'usd',
      successUrl: 'https://ms.test/ok',
      cancelUrl: 'https://ms.test/no',
      metadata: { paymentId: 'p3', planId: 'builder' },
    });
    const subscriptionId = fake.pay(id).subscription as string;
    await stripe.changeSubscriptionPlan(subscriptionId, {
      planId: 'pro',
      name: 'Pro',
      amountCents: 2299,
      currency: 'usd',
    });
    const changed = fake.subscriptions.get(subscriptionId) as {
      items: { data: { price: { unit_amount: number } }[] };
      metadata: Record<string, string>;
    };
    expect(changed.items.data[0].price.unit_amount).toBe(2299);
    expect(changed.metadata.planId).toBe('pro');
    expect(await stripe.cancelSubscription(subscriptionId)).toEqual({ isImmediate: false });
    expect(fake.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(true);
    // Picking a plan again takes the scheduled cancellation back.
    await stripe.changeSubscriptionPlan(subscriptionId, {
      planId: 'builder',
      name: 'Builder',
      amountCents: 1499,
      currency: 'usd',
    });
    expect(fake.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(false);
  });

  it('accepts a webhook signed with the secret and reduces it to the billing event', async () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_1',
          object: 'checkout.session',
          status: 'complete',
          payment_status: 'paid',
          amount_total: 699,
          currency: 'usd',
          metadata: { paymentId: 'p9' },
          subscription: null,
        },
      },
    });
    const event = await stripe.parseWebhook(payload, signed(payload));
    expect(event).toMatchObject({
      id: 'evt_1',
      type: 'checkout.completed',
      session: { id: 'cs_1', isPaid: true, amountCents: 699 },
    });
  });

  it('refuses a forged, a stale and a missing signature', async () => {
    const payload = JSON.stringify({
      id: 'evt_2',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: {} },
    });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_attacker' });
    await expect(stripe.parseWebhook(payload, forged)).rejects.toBeInstanceOf(WebhookSignatureError);
    const stale = signed(payload, Math.floor(Date.now() / 1000) - 3600);
    await expect(stripe.parseWebhook(payload, stale)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(stripe.parseWebhook(payload, undefined)).rejects.toBeInstanceOf(WebhookSignatureError);
    const tampered = payload.replace('evt_2', 'evt_3');
    await expect(stripe.parseWebhook(tampered, signed(payload))).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
  });
});
