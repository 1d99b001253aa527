import { getPlan, PLANS, QUICK_DOWNLOAD_PRICE_CENTS } from '@mainstreet/site/plans';
import { getT, t } from '../../i18n/i18n';

/** The checkout page's fallback amount when it is told nothing else. */
export const FALLBACK_AMOUNT = 9;
/** The pay-as-you-go (Quick Download) amount. */
export const PAY_AS_YOU_GO_AMOUNT = QUICK_DOWNLOAD_PRICE_CENTS / 100;

export type CheckoutSummary =
  | { kind: 'plan'; planId: string; title: string; amount: number; priceText: string }
  | { kind: 'download'; websiteId: string | null; title: string; amount: number; priceText: string }
  | { kind: 'unknown'; title: string; amount: number; priceText: string };

/** In the app's language: "$14.99", "14,99 US$". */
const money = (amount: number) => getT().price(Math.round(amount * 100));

/**
 * What /checkout is about, from its query: `plan=builder` (monthly), `type=download` or `websiteId`
 * (pay as you go), else an `amount` or the fallback 9.
 */
export function summarizeCheckout(search: string): CheckoutSummary {
  const params = new URLSearchParams(search);
  const planId = params.get('plan');
  // The free plan has nothing to pay: no checkout, and never a made-up amount.
  if (planId && planId in PLANS && !getPlan(planId).isSold) {
    return {
      kind: 'unknown',
      title: t('billing.checkout.planTitle', { plan: getPlan(planId).name }),
      amount: 0,
      priceText: t('landing.pricing.free'),
    };
  }
  if (planId && planId in PLANS) {
    const plan = getPlan(planId);
    const amount = plan.priceCents / 100;
    return {
      kind: 'plan',
      planId,
      title: t('billing.checkout.planTitle', { plan: plan.name }),
      amount,
      priceText: t('billing.checkout.monthly', { price: money(amount) }),
    };
  }
  const websiteId = params.get('websiteId') ?? params.get('website_id');
  if (websiteId || params.get('type') === 'download' || params.get('type') === 'payg') {
    return {
      kind: 'download',
      websiteId,
      title: t('billing.checkout.quickTitle'),
      amount: PAY_AS_YOU_GO_AMOUNT,
      priceText: t('billing.checkout.oneTime', { price: money(PAY_AS_YOU_GO_AMOUNT) }),
    };
  }
  const asked = Number(params.get('amount'));
  const amount = Number.isFinite(asked) && asked > 0 && asked < 100_000 ? asked : FALLBACK_AMOUNT;
  return { kind: 'unknown', title: 'Mainstreet', amount, priceText: money(amount) };
}
