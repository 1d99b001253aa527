/** What a checkout is for; both providers receive the same request. */
export type CheckoutRequest = {
  /** 'subscription' bills monthly (plans); 'payment' charges once (quick download). */
  mode: 'subscription' | 'payment';
  productName: string;
  amountCents: number;
  currency: string;
  customerEmail?: string;
  /** Where the buyer returns after paying; `{CHECKOUT_SESSION_ID}` is replaced by the session id. */
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
};

export type CheckoutSession = {
  id: string;
  isComplete: boolean;
  isPaid: boolean;
  amountCents: number | null;
  currency: string | null;
  metadata: Record<string, string>;
  subscriptionId: string | null;
};

export type SubscriptionState = {
  id: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
  metadata: Record<string, string>;
};

/** A verified provider event, reduced to what billing acts on. */
export type PaymentEvent =
  | { id: string; type: 'checkout.completed'; session: CheckoutSession }
  | { id: string; type: 'subscription.updated' | 'subscription.deleted'; subscription: SubscriptionState }
  | { id: string; type: 'invoice.paid'; invoice: PaidInvoice }
  | { id: string; type: 'ignored'; providerType: string };

/** A paid subscription invoice: renewals and plan-change prorations show in billing history. */
export type PaidInvoice = {
  id: string;
  subscriptionId: string | null;
  amountCents: number;
  currency: string;
  /** Stripe's billing_reason: subscription_create, subscription_cycle, subscription_update, … */
  reason: string | null;
};

export type PlanPrice = { planId: string; name: string; amountCents: number; currency: string };

export type PaymentProvider = {
  kind: 'stripe' | 'test';
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** The session as the provider knows it, or null when it has no such session. */
  retrieveCheckout(sessionId: string): Promise<CheckoutSession | null>;
  changeSubscriptionPlan(subscriptionId: string, price: PlanPrice): Promise<void>;
  /** Stops renewal; `isImmediate` says whether the plan ends now or at the end of the period. */
  cancelSubscription(subscriptionId: string): Promise<{ isImmediate: boolean }>;
  /** Verifies the signature and parses the event; throws WebhookSignatureError when it is not genuine. */
  parseWebhook(rawBody: string, signature: string | undefined): Promise<PaymentEvent>;
};
