import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { TestCheckoutSessionsTable } from '../../db/types';
import { newId, nowIso } from '../../lib/tokens';
import { WebhookSignatureError } from './payment-errors';
import type { CheckoutSession, PaymentProvider } from './payment-types';

export type TestCheckout = Selectable<TestCheckoutSessionsTable>;

/** The built-in checkout page of a test-mode session (served by the billing module). */
export const testCheckoutPath = (sessionId: string) =>
  `/api/billing/test-checkout/${encodeURIComponent(sessionId)}`;

function toSession(row: TestCheckout): CheckoutSession {
  return {
    id: row.id,
    isComplete: row.status === 'complete',
    isPaid: row.payment_status === 'paid',
    amountCents: row.amount_cents,
    currency: row.currency,
    metadata: JSON.parse(row.metadata) as Record<string, string>,
    subscriptionId: row.subscription_id,
  };
}

export function findTestCheckout(db: Db, id: string): Promise<TestCheckout | undefined> {
  return db.selectFrom('test_checkout_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

const fillSessionId = (url: string, id: string) =>
  url.replaceAll('{CHECKOUT_SESSION_ID}', encodeURIComponent(id));

/** Marks an open session paid (as Stripe would after a card payment); returns where to send the buyer. */
export async function completeTestCheckout(db: Db, id: string): Promise<string | null> {
  const row = await findTestCheckout(db, id);
  if (!row) return null;
  if (row.status === 'open') {
    await db
      .updateTable('test_checkout_sessions')
      .set({
        status: 'complete',
        payment_status: 'paid',
        subscription_id: row.mode === 'subscription' ? `sub_test_${newId()}` : null,
      })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .execute();
  }
  return fillSessionId(row.success_url, id);
}

/** Expires an open session; returns the cancel address. */
export async function cancelTestCheckout(db: Db, id: string): Promise<string | null> {
  const row = await findTestCheckout(db, id);
  if (!row) return null;
  await db
    .updateTable('test_checkout_sessions')
    .set({ status: 'expired' })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .execute();
  return fillSessionId(row.cancel_url, id);
}

/** The embedded default: a checkout page of our own that takes no money and works offline. */
export function createTestPayments(db: Db): PaymentProvider {
  return {
    kind: 'test',
    async createCheckout(request) {
      const id = `cs_test_${newId()}`;
      await db
        .insertInto('test_checkout_sessions')
        .values({
          id,
          mode: request.mode,
          product_name: request.productName,
          amount_cents: request.amountCents,
          currency: request.currency,
          status: 'open',
          payment_status: 'unpaid',
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          metadata: JSON.stringify(request.metadata),
          subscription_id: null,
          created_at: nowIso(),
        })
        .execute();
      return { id, url: testCheckoutPath(id) };
    },
    async retrieveCheckout(sessionId) {
      const row = await findTestCheckout(db, sessionId);
      return row ? toSession(row) : null;
    },
    async changeSubscriptionPlan() {
      // Nothing is billed in test mode; the billing module records the new plan itself.
    },
    async cancelSubscription() {
      return { isImmediate: true };
    },
    async parseWebhook() {
      throw new WebhookSignatureError('Test mode has no webhooks; payments are verified on return');
    },
  };
}
