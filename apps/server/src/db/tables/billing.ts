import type { Generated } from 'kysely';

/**
 * Billing and plan usage: payments, subscriptions, download grants, monthly counters.
 * Columns are portable as ../types.ts says.
 */

export type PaymentsTable = {
  id: string;
  user_id: string | null;
  browser_id: string | null;
  website_id: string | null;
  /** 'plan' or 'download'. */
  kind: string;
  plan_id: string | null;
  provider: string;
  provider_session_id: string;
  provider_subscription_id: string | null;
  amount_cents: number;
  currency: string;
  /** 'pending', 'paid' or 'canceled'. */
  status: string;
  created_at: string;
  paid_at: string | null;
};

export type SubscriptionsTable = {
  user_id: string;
  plan_id: string;
  provider: string;
  provider_subscription_id: string | null;
  status: string;
  cancel_at_period_end: Generated<number>;
  current_period_end: string | null;
  updated_at: string;
};

export type DownloadGrantsTable = {
  id: string;
  payment_id: string;
  website_id: string;
  browser_id: string | null;
  user_id: string | null;
  created_at: string;
};

export type PaymentEventsTable = { id: string; type: string; processed_at: string };

export type TestCheckoutSessionsTable = {
  id: string;
  mode: string;
  product_name: string;
  amount_cents: number;
  currency: string;
  status: string;
  payment_status: string;
  success_url: string;
  cancel_url: string;
  metadata: string;
  subscription_id: string | null;
  created_at: string;
};

/** Monthly counters per user; `month` is the UTC calendar month, "2026-11". */
export type UsageCountersTable = {
  user_id: string;
  month: string;
  edits: Generated<number>;
  ai_images: Generated<number>;
};
