import { PLAN_IDS, PLANS, QUICK_DOWNLOAD_PRICE_CENTS } from '@mainstreet/site/plans';
import { Check } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useT } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { usePublicConfig } from '../../lib/public-config';
import { downloadRule, planFeatureList, planPrice } from './plan-words';

type Props = { currentPlan: string; busyPlan: string | null; onChoose: (planId: string) => void };

/** Every plan of the one plan table, the current one marked; a sold one can be chosen. */
export function PlanGrid({ currentPlan, busyPlan, onChoose }: Props) {
  const t = useT();
  const config = usePublicConfig();
  return (
    <section aria-labelledby="plans-title">
      <h2 id="plans-title" className="text-lg font-semibold text-slate-950 dark:text-white">
        {t('billing.plans')}
      </h2>
      <ul className="mt-4 grid gap-6 md:grid-cols-3">
        {PLAN_IDS.map((id) => {
          const plan = PLANS[id];
          const isCurrent = id === currentPlan;
          return (
            <li key={id}>
              <Card
                className={cn(
                  'flex h-full flex-col p-6',
                  isCurrent && 'ring-2 ring-indigo-600 dark:ring-indigo-400',
                )}
              >
                <h3 className="text-lg font-semibold text-slate-950 dark:text-white">{plan.name}</h3>
                <p className="mt-2">
                  <span className="text-3xl font-bold text-slate-950 dark:text-white">
                    {planPrice(plan, t)}
                  </span>
                  {plan.isSold && (
                    <span className="text-sm text-slate-600 dark:text-slate-400">
                      {t('landing.pricing.perMonth')}
                    </span>
                  )}
                </p>
                <ul className="mt-4 grid flex-1 gap-2 text-sm text-slate-700 dark:text-slate-300">
                  {planFeatureList({ ...plan, id }, config?.imageModel === true, t).map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Check className="size-4 shrink-0 text-green-700 dark:text-green-400" aria-hidden />{' '}
                      {feature}
                    </li>
                  ))}
                </ul>
                {!plan.isSold && !isCurrent ? (
                  <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
                    {t('billing.returnTo', { plan: plan.name })}
                  </p>
                ) : (
                  <Button
                    className="mt-6"
                    variant={isCurrent ? 'secondary' : 'primary'}
                    disabled={busyPlan !== null}
                    aria-label={isCurrent ? t('billing.currentIs', { plan: plan.name }) : undefined}
                    onClick={() => onChoose(id)}
                  >
                    {isCurrent
                      ? t('billing.current.title')
                      : busyPlan === id
                        ? t('billing.opening')
                        : t('billing.switchTo', { plan: plan.name })}
                  </Button>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
        {downloadRule(t, PLANS.starter.name, QUICK_DOWNLOAD_PRICE_CENTS)}
      </p>
    </section>
  );
}
