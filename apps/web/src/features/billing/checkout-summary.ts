import { formatPrice, getPlan, PLANS, QUICK_DOWNLOAD_PRICE_CENTS } from '@mainstreet/site/plans';

/** The checkout page's fallback amount when it is told nothing else. */
export const FALLBACK_AMOUNT = 9;
/** The pay-as-you-go (Quick Download) amount. */
export const PAY_AS_YOU_GO_AMOUNT = QUICK_DOWNLOAD_PRICE_CENTS / 100;

export type CheckoutSummary =
  | { kind: 'plan'; planId: string; title: string; amount: number; priceText: string }
  | { kind: 'download'; websiteId: string | null; title: string; amount: number; priceText: string }
  | { kind: 'unknown'; title: string; amount: number; priceText: string };

const money = (amount: number) => formatPrice(Math.round(amount * 100));

/**
 * What /checkout is about, from its query: `plan=builder` (monthly), `type=download` or `websiteId`
 * (pay as you go), else an `amount` or the fallback 9.
 */
export function summarizeCheckout(search: string): CheckoutSummary {
  const params = new URLSearchParams(search);
  const planId = params.get('plan');
  // The free plan has nothing to pay: no checkout, and never a made-up amount.
  if (planId && planId in PLANS && !getPlan(planId).isSold) {
    return { kind: 'unknown', title: `${getPlan(planId).name} plan`, amount: 0, priceText: 'Free' };
  }
  if (planId && planId in PLANS) {
    const plan = getPlan(planId);
    const amount = plan.priceCents / 100;
    return {
      kind: 'plan',
      planId,
      title: `${plan.name} plan`,
      amount,
      priceText: `${money(amount)} / month`,
    };
  }
  const websiteId = params.get('websiteId') ?? params.get('website_id');
  if (websiteId || params.get('type') === 'download' || params.get('type') === 'payg') {
    return {
      kind: 'download',
      websiteId,
      title: 'Quick Download (pay as you go)',
      amount: PAY_AS_YOU_GO_AMOUNT,
      priceText: `${money(PAY_AS_YOU_GO_AMOUNT)} one-time`,
    };
  }
  const asked = Number(params.get('amount'));
  const amount = Number.isFinite(asked) && asked > 0 && asked < 100_000 ? asked : FALLBACK_AMOUNT;
  return { kind: 'unknown', title: 'Mainstreet', amount, priceText: money(amount) };
}
