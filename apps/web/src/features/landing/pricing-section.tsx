import { PLAN_IDS, PLANS, type PlanId, QUICK_DOWNLOAD_PRICE_CENTS } from '@mainstreet/site/plans';
import { Check } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import type { MessageId } from '../../i18n/catalogs';
import { type Translate, useT } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { type PublicConfig, usePublicConfig } from '../../lib/public-config';
import { planSignUpPath } from '../auth/hand-off';
import { downloadRule, planFeatureList, planPrice } from '../billing/plan-words';

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

const BLURBS: Record<PlanId, MessageId> = {
  starter: 'landing.pricing.blurbStarter',
  builder: 'landing.pricing.blurbBuilder',
  pro: 'landing.pricing.blurbPro',
};

/** Quick Download plus the plans, all names, prices and features from the one plan table. */
export function pricingCards(t: Translate, config?: PublicConfig): PriceCard[] {
  return [
    {
      id: 'quick-download',
      name: t('landing.pricing.quickName'),
      price: t.price(QUICK_DOWNLOAD_PRICE_CENTS),
      period: t('landing.pricing.quickPeriod'),
      blurb: t('landing.pricing.quickBlurb'),
      features: [t('landing.pricing.quick1'), t('landing.pricing.quick2'), t('landing.pricing.quick3')],
      cta: t('landing.pricing.quickCta'),
      href: '/dashboard?quickDownload=true',
    },
    ...PLAN_IDS.map((id) => {
      const plan = PLANS[id];
      return {
        id,
        name: plan.name,
        price: planPrice(plan, t),
        period: t(plan.isSold ? 'landing.pricing.perMonth' : 'landing.pricing.noCard'),
        blurb: t(BLURBS[id]),
        features: planFeatureList({ ...plan, id }, config?.imageModel === true, t),
        cta: plan.isSold ? t('landing.pricing.choose', { plan: plan.name }) : t('landing.pricing.createFree'),
        // A sold plan goes on through sign-up to its checkout; the free one is the account itself.
        href: plan.isSold ? planSignUpPath(id) : '/auth?mode=register',
      };
    }),
  ];
}

export function PricingSection() {
  const t = useT();
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
          {t('landing.pricing.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600 dark:text-slate-400">
          {t('landing.pricing.text', { starter: PLANS.starter.name })}
        </p>
        <p className="mx-auto mt-2 max-w-2xl text-center text-sm text-slate-600 dark:text-slate-400">
          {downloadRule(t, PLANS.starter.name, QUICK_DOWNLOAD_PRICE_CENTS)}
        </p>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {pricingCards(t, config).map((card) => {
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
                    {t('landing.pricing.recommended')}
                  </p>
                )}
                <h3 className="text-lg font-semibold text-slate-950 dark:text-white">{card.name}</h3>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{card.blurb}</p>
                <p className="mt-4 flex flex-wrap items-baseline gap-x-1">
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
                {/* May wrap: "Kostenloses Konto erstellen" is wider than a 320 px card on one line. */}
                <Button
                  asChild
                  variant={isFeatured ? 'primary' : 'secondary'}
                  className="mt-8 h-auto min-h-10 py-2 text-center whitespace-normal! pointer-coarse:h-auto pointer-coarse:min-h-11"
                >
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
