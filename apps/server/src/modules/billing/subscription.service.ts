import { EDIT_SESSION_MINUTES, getPlan, type PlanId } from '@mainstreet/site';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';
import { nowIso } from '../../lib/tokens';
import type { CurrentUser } from '../sessions/session.service';
import { mediaUsage } from '../uploads/uploads.service';
import { getUsage } from '../usage/usage.service';
import { countUserWebsites } from '../websites';
import { presentHistoryItem, presentSubscription } from './billing.presenter';
import * as repo from './billing.repository';
import { limitsOf } from './plan-limits';
import { CURRENCY, callProvider, requirePayments } from './provider-call';

const NO_SUBSCRIPTION = 'You have no active subscription.';

/** Refuses a plan no checkout sells (Starter is free: an account returns to it by cancelling). */
export function assertSold(planId: PlanId): void {
  const plan = getPlan(planId);
  if (plan.isSold) return;
  throw new AppError(
    'BAD_REQUEST',
    `${plan.name} is free, so there is nothing to buy. Cancel your subscription to return to it.`,
    sayable('planIsFree', { plan: plan.name }, { field: 'planId' }),
  );
}

/** Moves an active subscription to another plan (the provider prorates); the plan applies at once. */
export async function changePlan(ctx: AppContext, user: CurrentUser, planId: PlanId) {
  const payments = requirePayments(ctx);
  if (user.plan === planId) {
    throw new AppError(
      'CONFLICT',
      "You're already on this plan.",
      sayable('alreadyOnPlan', undefined, { title: 'Already subscribed' }),
    );
  }
  assertSold(planId);
  const subscription = await repo.findSubscription(ctx.db, user.id);
  if (subscription?.status !== 'active')
    throw new AppError('CONFLICT', NO_SUBSCRIPTION, sayable('noSubscription'));
  const plan = getPlan(planId);
  if (subscription.provider_subscription_id && subscription.provider === payments.kind) {
    await callProvider(() =>
      payments.changeSubscriptionPlan(subscription.provider_subscription_id as string, {
        planId,
        name: plan.name,
        amountCents: plan.priceCents,
        currency: CURRENCY,
      }),
    );
  }
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.saveSubscription(trx, {
      ...subscription,
      plan_id: planId,
      cancel_at_period_end: 0,
      updated_at: now,
    });
    await repo.setUserPlan(trx, user.id, planId, now);
  });
  return { plan: planId };
}

/** Stops the subscription: Stripe keeps the plan until the period ends, test mode ends it now. */
export async function cancelSubscription(ctx: AppContext, user: CurrentUser) {
  const payments = requirePayments(ctx);
  const subscription = await repo.findSubscription(ctx.db, user.id);
  if (subscription?.status !== 'active' || subscription.cancel_at_period_end === 1) {
    throw new AppError('CONFLICT', NO_SUBSCRIPTION, sayable('noSubscription'));
  }
  const providerId = subscription.provider_subscription_id;
  const isImmediate =
    providerId && subscription.provider === payments.kind
      ? (await callProvider(() => payments.cancelSubscription(providerId))).isImmediate
      : true;
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    if (isImmediate) {
      await repo.saveSubscription(trx, { ...subscription, status: 'canceled', updated_at: now });
      await repo.setUserPlan(trx, user.id, 'starter', now);
    } else {
      await repo.saveSubscription(trx, { ...subscription, cancel_at_period_end: 1, updated_at: now });
    }
  });
  return getSubscriptionState(ctx, { ...user, plan: isImmediate ? 'starter' : user.plan });
}

export async function getSubscriptionState(ctx: AppContext, user: CurrentUser) {
  const subscription = await repo.findSubscription(ctx.db, user.id);
  return {
    plan: user.plan,
    provider: ctx.payments?.kind ?? null,
    subscription: subscription ? presentSubscription(subscription) : null,
  };
}

/** This month's usage against the plan's limits (null limit: unlimited). */
export async function getBillingUsage(ctx: AppContext, user: CurrentUser) {
  const limits = limitsOf(ctx, user.plan);
  const [websites, usage, media] = await Promise.all([
    countUserWebsites(ctx.db, user.id),
    getUsage(ctx, user.id),
    mediaUsage(ctx, user.id),
  ]);
  return {
    plan: user.plan,
    websites: { used: websites, limit: limits.websites },
    edits: { used: usage.edits, limit: limits.editsPerMonth },
    aiImages: { used: usage.aiImages, limit: limits.aiImagesPerMonth },
    editSessionMinutes: EDIT_SESSION_MINUTES,
    mediaBytes: media,
  };
}

export async function listHistory(ctx: AppContext, user: CurrentUser) {
  const rows = await repo.listUserPayments(ctx.db, user.id);
  return { payments: rows.map(presentHistoryItem) };
}
