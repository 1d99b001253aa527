/**
 * The one plan table (docs/DESIGN.md "Plans"), used by the server for limits and by the web app
 * for prices and copy. `null` means unlimited.
 */
export type PlanId = 'starter' | 'builder' | 'pro';

export type Plan = {
  id: string;
  name: string;
  /** Monthly price in US cents. */
  priceCents: number;
  isSold: boolean;
  limits: { websites: number; editsPerMonth: number | null; aiImagesPerMonth: number };
  /** The support line of the plan table (spec: none or community, email, 24/7 priority). */
  support: string;
  features: string[];
};

export const PLANS: Record<PlanId, Plan> = {
  starter: {
    id: 'starter',
    name: 'Starter',
    priceCents: 999,
    isSold: true,
    limits: { websites: 5, editsPerMonth: 50, aiImagesPerMonth: 0 },
    support: 'Community support',
    features: ['5 websites', 'Live hosting', '50 edits per month', 'Download as a zip', 'Community support'],
  },
  builder: {
    id: 'builder',
    name: 'Builder',
    priceCents: 1499,
    isSold: true,
    limits: { websites: 15, editsPerMonth: 100, aiImagesPerMonth: 5 },
    support: 'Email support',
    features: [
      '15 websites',
      '100 edits per month',
      '5 AI images per month',
      'Remove branding',
      'Email support',
    ],
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    priceCents: 2299,
    isSold: true,
    limits: { websites: 25, editsPerMonth: null, aiImagesPerMonth: 10 },
    support: '24/7 priority support',
    features: [
      '25 websites',
      'Unlimited edits',
      '10 AI images per month',
      'Advanced export',
      '24/7 priority support',
    ],
  },
};

const LEGACY_PLANS: Record<string, Plan> = {
  basic: {
    id: 'basic',
    name: 'Basic',
    priceCents: 0,
    isSold: false,
    limits: { websites: 10, editsPerMonth: 100, aiImagesPerMonth: 5 },
    support: 'Email support',
    features: [],
  },
  advanced: {
    id: 'advanced',
    name: 'Advanced',
    priceCents: 0,
    isSold: false,
    limits: { websites: 999, editsPerMonth: null, aiImagesPerMonth: 10 },
    support: '24/7 priority support',
    features: [],
  },
};

export const SOLD_PLAN_IDS: PlanId[] = ['starter', 'builder', 'pro'];
export const DEFAULT_PLAN: PlanId = 'starter';
/** Quick download: one website's files, no account, in US cents. */
export const QUICK_DOWNLOAD_PRICE_CENTS = 699;

/**
 * The plan for any stored plan value; unknown values get 3 sites and count as paid, so they get
 * AI images like the smallest paid plan (an unrecognised paid value must not read as Starter).
 */
export function getPlan(planId: string | null | undefined): Plan {
  if (planId && planId in PLANS) return PLANS[planId as PlanId];
  if (planId && planId in LEGACY_PLANS) return LEGACY_PLANS[planId];
  return {
    id: planId ?? 'unknown',
    name: planId ? planId[0].toUpperCase() + planId.slice(1) : 'Unknown',
    priceCents: 0,
    isSold: false,
    limits: { websites: 3, editsPerMonth: 100, aiImagesPerMonth: 5 },
    support: 'Email support',
    features: [],
  };
}

/** Starter is the one restricted plan; any other value counts as paid. */
export function isPaidPlan(planId: string | null | undefined): boolean {
  return planId !== 'starter';
}

export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
