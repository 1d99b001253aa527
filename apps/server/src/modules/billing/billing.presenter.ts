import { formatPrice, getPlan } from '@mainstreet/site';
import type { PaymentRow, SubscriptionRow } from './billing.repository';

/** One line of billing history as the billing tab shows it. */
export function presentHistoryItem(row: PaymentRow) {
  return {
    id: row.id,
    date: row.paid_at ?? row.created_at,
    description:
      row.kind === 'plan' ? `${getPlan(row.plan_id).name} plan (monthly)` : 'Quick Download (one website)',
    kind: row.kind,
    planId: row.plan_id,
    websiteId: row.website_id,
    amountCents: row.amount_cents,
    amount: formatPrice(row.amount_cents),
    currency: row.currency,
    status: row.status,
    isTestMode: row.provider === 'test',
  };
}

export function presentSubscription(row: SubscriptionRow) {
  return {
    planId: row.plan_id,
    status: row.status,
    cancelAtPeriodEnd: row.cancel_at_period_end === 1,
    currentPeriodEnd: row.current_period_end,
    isTestMode: row.provider === 'test',
  };
}
