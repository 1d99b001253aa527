import Stripe from 'stripe';
import { PaymentProviderError, WebhookSignatureError } from './payment-errors';
import type { CheckoutSession, PaymentEvent, PaymentProvider, SubscriptionState } from './payment-types';

export type StripeOptions = {
  secretKey: string;
  webhookSecret?: string;
  /** Another API address (tests run a local Stripe on 127.0.0.1). */
  apiUrl?: string;
};

/** Splits STRIPE_API_URL into the host/port/protocol fields the SDK constructor takes. */
export function stripeAddress(
  apiUrl: string | undefined,
): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

const isoFromUnix = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null;

function toSession(session: Stripe.Checkout.Session): CheckoutSession {
  const subscription = session.subscription;
  return {
    id: session.id,
    isComplete: session.status === 'complete',
    isPaid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
    amountCents: session.amount_total ?? null,
    currency: session.currency ?? null,
    metadata: { ...(session.metadata ?? {}) },
    subscriptionId: typeof subscription === 'string' ? subscription : (subscription?.id ?? null),
  };
}

function toSubscription(subscription: Stripe.Subscription): SubscriptionState {
  const periodEnd = subscription.items?.data?.[0]?.current_period_end;
  return {
    id: subscription.id,
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
    currentPeriodEnd: isoFromUnix(periodEnd),
    metadata: { ...(subscription.metadata ?? {}) },
  };
}

async function callStripe<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    // The SDK's message can name ids but never the key; keep only the type for the caller.
    const type = error instanceof Stripe.errors.StripeError ? error.type : 'network';
    throw new PaymentProviderError(`Stripe ${what} failed (${type})`);
  }
}

/** Stripe Checkout (cards, and USDC when the account has crypto payments enabled). */
export function createStripePayments(options: StripeOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    ...stripeAddress(options.apiUrl),
    maxNetworkRetries: 1,
    timeout: 20_000,
  });

  return {
    kind: 'stripe',
    async createCheckout(request) {
      const priceData = {
        currency: request.currency,
        unit_amount: request.amountCents,
        product_data: { name: request.productName },
        ...(request.mode === 'subscription' ? { recurring: { interval: 'month' as const } } : {}),
      };
      // No payment_method_types: Checkout then offers every method enabled on the account
      // (cards everywhere, USDC where crypto payments are switched on).
      const session = await callStripe('checkout create', () =>
        stripe.checkout.sessions.create({
          mode: request.mode,
          line_items: [{ quantity: 1, price_data: priceData }],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          customer_email: request.customerEmail,
          client_reference_id: request.metadata.paymentId,
          metadata: request.metadata,
          ...(request.mode === 'subscription' ? { subscription_data: { metadata: request.metadata } } : {}),
        }),
      );
      if (!session.url)
        throw new PaymentProviderError('Stripe returned a checkout session without an address');
      return { id: session.id, url: session.url };
    },

    async retrieveCheckout(sessionId) {
      try {
        return toSession(await stripe.checkout.sessions.retrieve(sessionId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return null;
        throw new PaymentProviderError('Stripe checkout lookup failed');
      }
    },

    async changeSubscriptionPlan(subscriptionId, price) {
      const subscription = await callStripe('subscription lookup', () =>
        stripe.subscriptions.retrieve(subscriptionId),
      );
      const item = subscription.items.data[0];
      if (!item) throw new PaymentProviderError('Stripe subscription has no item to change');
      const product = typeof item.price.product === 'string' ? item.price.product : item.price.product.id;
      await callStripe('subscription update', () =>
        stripe.subscriptions.update(subscriptionId, {
          items: [
            {
              id: item.id,
              price_data: {
                currency: price.currency,
                product,
                unit_amount: price.amountCents,
                recurring: { interval: 'month' },
              },
            },
          ],
          metadata: { ...subscription.metadata, planId: price.planId },
          // Choosing a plan again also takes back a cancellation scheduled for the period end.
          cancel_at_period_end: false,
          proration_behavior: 'create_prorations',
        }),
      );
    },

    async cancelSubscription(subscriptionId) {
      // The owner keeps what they paid for until the period ends; the deleted webhook ends the plan.
      await callStripe('subscription cancel', () =>
        stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
      );
      return { isImmediate: false };
    },

    async parseWebhook(rawBody, signature) {
      if (!options.webhookSecret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set');
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, options.webhookSecret);
      } catch {
        throw new WebhookSignatureError('Webhook signature is not valid');
      }
      // Signed is not the same as well formed: an event without its object is refused (400), not a 500.
      const object: unknown = (event as { data?: { object?: unknown } }).data?.object;
      if (typeof object !== 'object' || object === null || typeof event.type !== 'string') {
        throw new WebhookSignatureError('Webhook event is malformed: data.object is missing');
      }
      try {
        return toPaymentEvent(event);
      } catch {
        throw new WebhookSignatureError('Webhook event is malformed');
      }
    },
  };
}

function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return { id: event.id, type: 'checkout.completed', session: toSession(event.data.object) };
    case 'customer.subscription.updated':
      return { id: event.id, type: 'subscription.updated', subscription: toSubscription(event.data.object) };
    case 'invoice.paid': {
      const invoice = event.data.object;
      const subscription = invoice.parent?.subscription_details?.subscription;
      return {
        id: event.id,
        type: 'invoice.paid',
        invoice: {
          id: invoice.id ?? '',
          subscriptionId: typeof subscription === 'string' ? subscription : (subscription?.id ?? null),
          amountCents: invoice.amount_paid,
          currency: invoice.currency,
          reason: invoice.billing_reason ?? null,
        },
      };
    }
    case 'customer.subscription.deleted':
      return { id: event.id, type: 'subscription.deleted', subscription: toSubscription(event.data.object) };
    default:
      return { id: event.id, type: 'ignored', providerType: event.type };
  }
}
