import {
  DOWNLOAD_RULE,
  formatPlanPrice,
  formatPrice,
  PLAN_IDS,
  PLANS,
  QUICK_DOWNLOAD_PRICE_CENTS,
} from '@mainstreet/site/plans';
import { Check } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { type PublicConfig, usePublicConfig } from '../../lib/public-config';
import { planSignUpPath } from '../auth/hand-off';
import { plannedFeatures } from '../billing/plan-features';

type PriceCard = {
  id: string;
  name: string;
  price: string;
  period: string;
  blurb: string;
  features: string[];
  cta: string;
  href: string;
};

const BLURBS: Record<string, string> = {
  starter: 'One business, online and editable, free.',
  builder: 'For owners with a few ventures, or who want AI images.',
  pro: 'For agencies and busy owners who edit often.',
};

/** Quick Download plus the plans, all names, prices and features from the one plan table. */
export function pricingCards(config?: PublicConfig): PriceCard[] {
  return [
    {
      id: 'quick-download',
      name: 'Quick Download',
      price: formatPrice(QUICK_DOWNLOAD_PRICE_CENTS),
      period: 'one-time, per website',
      blurb: 'Generate a site and take the files. No account.',
      features: ['One website as a zip', 'Plain HTML and images', 'Host it anywhere'],
      cta: 'Download a site',
      href: '/dashboard?quickDownload=true',
    },
    ...PLAN_IDS.map((id) => {
      const plan = PLANS[id];
      return {
        id,
        name: plan.name,
        price: formatPlanPrice(plan),
        period: plan.isSold ? '/month' : 'no card needed',
        blurb: BLURBS[id] ?? '',
        features: plannedFeatures(plan.features, config),
        cta: plan.isSold ? `Choose ${plan.name}` : 'Create a free account',
        // A sold plan goes on through sign-up to its checkout; the free one is the account itself.
        href: plan.isSold ? planSignUpPath(id) : '/auth?mode=register',
      };
    }),
  ];
}

export function PricingSection() {
  const config = usePublicConfig();
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      className="scroll-mt-28 bg-slate-50 px-4 py-20 sm:px-6 lg:px-8 dark:bg-slate-900"
    >
      <div className="mx-auto max-w-7xl">
        <h2
          id="pricing-title"
          className="text-center text-3xl font-bold tracking-tight text-slate-950 dark:text-white"
        >
          Simple, honest pricing
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600 dark:text-slate-400">
          Trying it is free, and so is an account on {PLANS.starter.name}. Pay monthly for more sites, edits
          and AI images, or once for one site's files without an account. Cancel any time.
        </p>
        <p className="mx-auto mt-2 max-w-2xl text-center text-sm text-slate-600 dark:text-slate-400">
          {DOWNLOAD_RULE}
        </p>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {pricingCards(config).map((card) => {
            const isFeatured = card.id === 'builder';
            return (
              <li
                key={card.id}
                className={cn(
                  'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-950',
                  isFeatured
                    ? 'border-indigo-600 ring-2 ring-indigo-600 dark:border-indigo-400 dark:ring-indigo-400'
                    : 'border-slate-200 dark:border-slate-800',
                )}
              >
                {isFeatured && (
                  <p className="absolute -top-3 left-6 rounded-full bg-indigo-600 px-3 py-0.5 text-xs font-semibold text-white">
                    Recommended
                  </p>
                )}
                <h3 className="text-lg font-semibold text-slate-950 dark:text-white">{card.name}</h3>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{card.blurb}</p>
                <p className="mt-4 flex items-baseline gap-1">
                  <span className="text-4xl font-bold tracking-tight text-slate-950 dark:text-white">
                    {card.price}
                  </span>
                  <span className="text-sm text-slate-600 dark:text-slate-400">{card.period}</span>
                </p>
                <ul className="mt-6 grid gap-2 text-sm text-slate-700 dark:text-slate-300">
                  {card.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Check className="size-4 shrink-0 text-green-700 dark:text-green-400" aria-hidden />{' '}
                      {feature}
                    </li>
                  ))}
                </ul>
                <Button asChild variant={isFeatured ? 'primary' : 'secondary'} className="mt-8">
                  <Link href={card.href}>{card.cta}</Link>
                </Button>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
