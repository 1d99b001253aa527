import { PLANS, type PlanId, QUICK_DOWNLOAD_PRICE_CENTS } from '@mainstreet/site';
import type { FastifyRequest } from 'fastify';
import { enforceRateLimit } from '../../adapters/rate-limit/rate-limiter';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';
import { newId, nowIso } from '../../lib/tokens';
import type { CurrentUser } from '../sessions/session.service';
import { requireWebsite } from '../websites/require-website';
import * as repo from './billing.repository';
import { CURRENCY, callProvider, requirePayments } from './provider-call';
import { assertSold, changePlan } from './subscription.service';

/** Where the provider sends the buyer back: PUBLIC_URL, else the address this request came to. */
export function publicBaseUrl(ctx: AppContext, request: FastifyRequest): string {
  if (ctx.config.PUBLIC_URL) return ctx.config.PUBLIC_URL.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

/** 127.0.0.0/8, localhost and [::1]: an address only this machine can reach. */
function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/**
 * Card data must never travel over plain http on a real deployment. The test checkout takes no
 * card, so on a loopback address (a self-hoster trying it on their own machine) it works over
 * http too; real Stripe, and any other host, still need https.
 */
export function assertHttps(ctx: AppContext): void {
  const url = ctx.config.PUBLIC_URL;
  if (!ctx.config.isProduction || !url?.startsWith('http://')) return;
  if (ctx.payments?.kind === 'test' && isLoopbackUrl(url)) return;
  throw new AppError(
    'BAD_REQUEST',
    'HTTPS Required: payments need the site to be served over https.',
    sayable('httpsRequired', undefined, { reason: 'HTTPS_REQUIRED' }),
  );
}

export function limitPaymentCalls(ctx: AppContext, request: FastifyRequest, who: string | null) {
  return enforceRateLimit(ctx.rateLimiter, `billing:${who ?? request.ip}`, 30, 60_000);
}

/** Starts a Checkout for a monthly plan; an existing subscription is changed in place instead. */
export async function startPlanCheckout(ctx: AppContext, user: CurrentUser, planId: PlanId, baseUrl: string) {
  assertHttps(ctx);
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
  if (subscription && subscription.status === 'active') {
    await changePlan(ctx, user, planId);
    return { url: `${baseUrl}/dashboard?tab=billing`, isChanged: true };
  }
  const plan = PLANS[planId];
  const paymentId = newId();
  const session = await callProvider(() =>
    payments.createCheckout({
      mode: 'subscription',
      productName: `Mainstreet ${plan.name} plan`,
      amountCents: plan.priceCents,
      currency: CURRENCY,
      customerEmail: user.email,
      successUrl: `${baseUrl}/dashboard?tab=billing&success=true&session_id={CHECKOUT_SESSION_ID}&plan=${planId}`,
      cancelUrl: `${baseUrl}/dashboard?tab=billing`,
      metadata: { paymentId, kind: 'plan', userId: user.id, planId },
    }),
  );
  await repo.insertPayment(ctx.db, {
    id: paymentId,
    user_id: user.id,
    browser_id: null,
    website_id: null,
    kind: 'plan',
    plan_id: planId,
    provider: payments.kind,
    provider_session_id: session.id,
    provider_subscription_id: null,
    amount_cents: plan.priceCents,
    currency: CURRENCY,
    status: 'pending',
    created_at: nowIso(),
    paid_at: null,
  });
  return { url: session.url, sessionId: session.id };
}

/** Starts a one-time Quick Download checkout for a website the requester owns. */
export async function startDownloadCheckout(
  ctx: AppContext,
  payer: repo.Payer & { email?: string },
  websiteId: string,
  baseUrl: string,
) {
  assertHttps(ctx);
  const payments = requirePayments(ctx);
  // Anonymous websites belong to the browser that made them: its id is their session's.
  const owner = { userId: payer.userId, sessionId: payer.browserId };
  const website = await requireWebsite(ctx, owner, websiteId, { withContent: false });
  const successUrl = `${baseUrl}/download-success?session_id={CHECKOUT_SESSION_ID}&website_id=${encodeURIComponent(websiteId)}`;
  // Paid already: go straight to the download page instead of charging twice.
  const grant = await repo.findDownloadGrant(ctx.db, websiteId, payer);
  if (grant)
    return {
      url: successUrl.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(grant.sessionId)),
      isPaid: true,
    };
  const paymentId = newId();
  const session = await callProvider(() =>
    payments.createCheckout({
      mode: 'payment',
      productName: `Quick Download: ${website.name}`.slice(0, 200),
      amountCents: QUICK_DOWNLOAD_PRICE_CENTS,
      currency: CURRENCY,
      customerEmail: payer.email,
      successUrl,
      cancelUrl: `${baseUrl}/dashboard?tab=preview`,
      metadata: { paymentId, kind: 'download', websiteId, ...(payer.userId ? { userId: payer.userId } : {}) },
    }),
  );
  await repo.insertPayment(ctx.db, {
    id: paymentId,
    user_id: payer.userId,
    browser_id: payer.browserId,
    website_id: websiteId,
    kind: 'download',
    plan_id: null,
    provider: payments.kind,
    provider_session_id: session.id,
    provider_subscription_id: null,
    amount_cents: QUICK_DOWNLOAD_PRICE_CENTS,
    currency: CURRENCY,
    status: 'pending',
    created_at: nowIso(),
    paid_at: null,
  });
  return { url: session.url, sessionId: session.id };
}
