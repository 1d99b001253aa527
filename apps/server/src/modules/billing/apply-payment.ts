import { PLANS } from '@mainstreet/site';
import type {
  CheckoutSession,
  PaidInvoice,
  PaymentEvent,
  SubscriptionState,
} from '../../adapters/payments/payment-types';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';
import { newId, nowIso } from '../../lib/tokens';
import * as repo from './billing.repository';
import { callProvider, requirePayments } from './provider-call';

export const PAYMENT_NOT_FOUND = 'Payment not found';

/** True when the provider's session is the one this payment record was made for, and is paid. */
function isPaidSessionOf(payment: repo.PaymentRow, session: CheckoutSession): boolean {
  return (
    session.id === payment.provider_session_id &&
    session.metadata.paymentId === payment.id &&
    session.isPaid &&
    (session.amountCents === null || session.amountCents === payment.amount_cents)
  );
}

/**
 * Applies a paid payment exactly once: only the call that flips it from pending to paid changes
 * the plan or grants the download. Runs inside the caller's transaction.
 */
async function applyPayment(db: Db, payment: repo.PaymentRow, session: CheckoutSession): Promise<boolean> {
  const now = nowIso();
  if (!(await repo.markPaymentPaid(db, payment.id, now, session.subscriptionId))) return false;
  if (payment.kind === 'plan' && payment.user_id && payment.plan_id) {
    await repo.saveSubscription(db, {
      user_id: payment.user_id,
      plan_id: payment.plan_id,
      provider: payment.provider,
      provider_subscription_id: session.subscriptionId,
      status: 'active',
      cancel_at_period_end: 0,
      current_period_end: null,
      updated_at: now,
    });
    await repo.setUserPlan(db, payment.user_id, payment.plan_id, now);
  }
  if (payment.kind === 'download' && payment.website_id) {
    await repo.insertDownloadGrant(db, {
      id: newId(),
      paymentId: payment.id,
      websiteId: payment.website_id,
      browserId: payment.browser_id,
      userId: payment.user_id,
      createdAt: now,
    });
  }
  return true;
}

/** Looks the session up with the provider and applies it when paid; 402 when it is not paid. */
async function verifyWithProvider(ctx: AppContext, payment: repo.PaymentRow) {
  const payments = requirePayments(ctx);
  if (payment.status === 'paid') return { isNew: false };
  if (payment.provider !== payments.kind)
    throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND, sayable('paymentNotFound'));
  const session = await callProvider(() => payments.retrieveCheckout(payment.provider_session_id));
  if (!session) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND, sayable('paymentNotFound'));
  if (!isPaidSessionOf(payment, session)) {
    throw new AppError(
      'PAYMENT_REQUIRED',
      'This payment has not been completed.',
      sayable('paymentNotCompleted'),
    );
  }
  const isNew = await ctx.db.transaction().execute((trx) => applyPayment(trx, payment, session));
  return { isNew };
}

/** POST /api/verify-payment: the signed-in user's plan checkout, applied once. */
export async function verifyPlanPayment(ctx: AppContext, userId: string, sessionId: string, planId: string) {
  const payment = await repo.findPaymentBySession(ctx.db, sessionId);
  // Another account's session answers exactly like a session that does not exist.
  if (payment?.kind !== 'plan' || payment.user_id !== userId)
    throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND, sayable('paymentNotFound'));
  if (payment.plan_id !== planId) throw new AppError('BAD_REQUEST', 'planId: does not match this payment');
  await verifyWithProvider(ctx, payment);
  return { success: true, plan: planId };
}

/** POST /api/verify-download-payment: a Quick Download of this browser or account, applied once. */
export async function verifyDownloadPayment(
  ctx: AppContext,
  payer: repo.Payer,
  sessionId: string,
  websiteId: string,
) {
  const payment = await repo.findPaymentBySession(ctx.db, sessionId);
  const isPayer =
    payment &&
    ((payment.user_id !== null && payment.user_id === payer.userId) ||
      (payment.browser_id !== null && payment.browser_id === payer.browserId));
  if (payment?.kind !== 'download' || !isPayer)
    throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND, sayable('paymentNotFound'));
  if (payment.website_id !== websiteId)
    throw new AppError('BAD_REQUEST', 'websiteId: does not match this payment');
  await verifyWithProvider(ctx, payment);
  return { success: true, websiteId, downloadUrl: `/api/billing/download/${encodeURIComponent(websiteId)}` };
}

async function applySubscriptionState(db: Db, state: SubscriptionState, isDeleted: boolean) {
  const row = await repo.findSubscriptionByProviderId(db, state.id);
  if (!row) return;
  const now = nowIso();
  const isEnded = isDeleted || ['canceled', 'unpaid', 'incomplete_expired'].includes(state.status);
  const planId =
    state.metadata.planId && state.metadata.planId in PLANS ? state.metadata.planId : row.plan_id;
  await repo.saveSubscription(db, {
    ...row,
    plan_id: planId,
    status: isEnded ? 'canceled' : state.status,
    cancel_at_period_end: state.cancelAtPeriodEnd ? 1 : 0,
    current_period_end: state.currentPeriodEnd,
    updated_at: now,
  });
  if (isEnded) await repo.setUserPlan(db, row.user_id, 'starter', now);
  else if (state.status === 'active') await repo.setUserPlan(db, row.user_id, planId, now);
}

/** Records a renewal or proration invoice in history; the first invoice is the checkout's own payment. */
async function recordInvoice(db: Db, invoice: PaidInvoice) {
  if (!invoice.subscriptionId || invoice.reason === 'subscription_create' || invoice.amountCents <= 0) return;
  const subscription = await repo.findSubscriptionByProviderId(db, invoice.subscriptionId);
  if (!subscription) return;
  const now = nowIso();
  await repo.insertPaymentOnce(db, {
    id: newId(),
    user_id: subscription.user_id,
    browser_id: null,
    website_id: null,
    kind: 'plan',
    plan_id: subscription.plan_id,
    provider: subscription.provider,
    provider_session_id: invoice.id,
    provider_subscription_id: invoice.subscriptionId,
    amount_cents: invoice.amountCents,
    currency: invoice.currency,
    status: 'paid',
    created_at: now,
    paid_at: now,
  });
}

/** The account an event may move to another plan, and its plan before the event. */
async function accountTouchedBy(db: Db, event: PaymentEvent) {
  let userId: string | null | undefined;
  if (event.type === 'checkout.completed') {
    const payment = await repo.findPaymentBySession(db, event.session.id);
    userId = payment?.kind === 'plan' ? payment.user_id : null;
  } else if (event.type === 'subscription.updated' || event.type === 'subscription.deleted') {
    userId = (await repo.findSubscriptionByProviderId(db, event.subscription.id))?.user_id;
  }
  const fromPlan = userId ? await repo.findUserPlan(db, userId) : null;
  return userId && fromPlan ? { userId, fromPlan } : null;
}

/**
 * Applies one verified provider event; a replayed event id changes nothing. Answers, beside the
 * webhook's answer, the account whose plan it may have changed (for the credit's republish).
 */
export async function handlePaymentEvent(ctx: AppContext, event: PaymentEvent) {
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.recordEvent(trx, event.id, event.type, nowIso())))
      return { received: true, duplicate: true, planChange: null };
    const planChange = await accountTouchedBy(trx, event);
    if (event.type === 'checkout.completed') {
      const payment = await repo.findPaymentBySession(trx, event.session.id);
      if (payment && isPaidSessionOf(payment, event.session)) await applyPayment(trx, payment, event.session);
    } else if (event.type === 'subscription.updated' || event.type === 'subscription.deleted') {
      await applySubscriptionState(trx, event.subscription, event.type === 'subscription.deleted');
    } else if (event.type === 'invoice.paid') {
      await recordInvoice(trx, event.invoice);
    }
    return { received: true, duplicate: false, planChange };
  });
}
