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
  /**
   * Whether the owner's published pages carry the small "Made with Mainstreet" credit: plans below
   * the one listing "Remove branding" do (docs/decisions/0019-made-with-mainstreet-credit.md).
   */
  hasCredit: boolean;
  limits: { websites: number; editsPerMonth: number | null; aiImagesPerMonth: number };
  /** The support line of the plan table (spec: none or community, email, 24/7 priority). */
  support: string;
  features: string[];
};

export const PLANS: Record<PlanId, Plan> = {
  starter: {
    id: 'starter',
    name: 'Starter',
    // Every account that has not paid is on Starter, so Starter costs nothing (decision 0019).
    priceCents: 0,
    isSold: false,
    hasCredit: true,
    limits: { websites: 5, editsPerMonth: 50, aiImagesPerMonth: 0 },
    support: 'Community support',
    features: [
      '5 websites',
      'Live hosting',
      '50 edits per month',
      'Download as a zip',
      '“Made with Mainstreet” on published pages',
      'Community support',
    ],
  },
  builder: {
    id: 'builder',
    name: 'Builder',
    priceCents: 1499,
    isSold: true,
    hasCredit: false,
    limits: { websites: 15, editsPerMonth: 100, aiImagesPerMonth: 5 },
    support: 'Email support',
    features: [
      '15 websites',
      'Live hosting',
      '100 edits per month',
      'Download as a zip',
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
    hasCredit: false,
    limits: { websites: 25, editsPerMonth: null, aiImagesPerMonth: 10 },
    support: '24/7 priority support',
    features: [
      '25 websites',
      'Live hosting',
      'Unlimited edits',
      'Download as a zip',
      '10 AI images per month',
      'Remove branding',
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
    hasCredit: false,
    limits: { websites: 10, editsPerMonth: 100, aiImagesPerMonth: 5 },
    support: 'Email support',
    features: [],
  },
  advanced: {
    id: 'advanced',
    name: 'Advanced',
    priceCents: 0,
    isSold: false,
    hasCredit: false,
    limits: { websites: 999, editsPerMonth: null, aiImagesPerMonth: 10 },
    support: '24/7 priority support',
    features: [],
  },
};

/** The plans an owner can be on, in the order every plan table shows them (Starter is free). */
export const PLAN_IDS: PlanId[] = ['starter', 'builder', 'pro'];
/** The plans a checkout sells. */
export const SOLD_PLAN_IDS: PlanId[] = PLAN_IDS.filter((id) => PLANS[id].isSold);
export const DEFAULT_PLAN: PlanId = 'starter';
/** Quick download: one website's files, no account, in US cents. */
export const QUICK_DOWNLOAD_PRICE_CENTS = 699;

/**
 * Who downloads a zip, at what price — the one rule the landing page, FAQ, terms, billing page and
 * dialogs state, and the server enforces (owners export their own sites; a Quick Download grant
 * opens one site's zip to the browser that paid).
 */
export const DOWNLOAD_RULE = `Every account downloads its own websites as a zip, free on every plan (${PLANS.starter.name} included). Without an account, a Quick Download is ${formatPrice(QUICK_DOWNLOAD_PRICE_CENTS)} a website.`;

/**
 * An edit is one editing session of one website: the saves of a website within this many minutes
 * of the save that was counted are one edit. Uploads, artwork and AI images are never edits.
 */
export const EDIT_SESSION_MINUTES = 30;

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
    hasCredit: false,
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

/** A plan's price as every plan table shows it: "Free", or "$14.99" a month. */
export function formatPlanPrice(plan: Pick<Plan, 'priceCents'>): string {
  return plan.priceCents === 0 ? 'Free' : formatPrice(plan.priceCents);
}
