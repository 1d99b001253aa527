import { getPlan, PLANS } from '@mainstreet/site/plans';
import { useState } from 'react';
import { PlanBadge } from '../../components/shell/plan-badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Dialog } from '../../components/ui/dialog';
import { type Translate, useT } from '../../i18n/i18n';
import { formatDay } from '../../lib/date-format';
import type { SubscriptionState } from './billing-api';
import { creditLine } from './credit-note';

type Props = {
  plan: string;
  state: SubscriptionState | undefined;
  isCancelling: boolean;
  onCancel: () => void;
};

function statusText(t: Translate, plan: string, state: SubscriptionState | undefined): string {
  const subscription = state?.subscription;
  if (subscription?.status !== 'active') {
    return t(plan === PLANS.starter.id ? 'billing.status.free' : 'billing.status.none');
  }
  if (subscription.cancelAtPeriodEnd) {
    const end = subscription.currentPeriodEnd ? formatDay(subscription.currentPeriodEnd) : null;
    return end ? t('billing.status.cancelledUntil', { date: end }) : t('billing.status.cancelled');
  }
  return t('billing.status.renews');
}

/** The current plan, its price and renewal, and the cancel action with a confirmation. */
export function CurrentPlanCard({ plan, state, isCancelling, onCancel }: Props) {
  const t = useT();
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const current = getPlan(plan);
  const subscription = state?.subscription;
  const canCancel = subscription?.status === 'active' && !subscription.cancelAtPeriodEnd;
  return (
    <Card role="region" aria-label={t('billing.current.label')}>
      <CardHeader>
        <CardDescription>{t('billing.current.title')}</CardDescription>
        <CardTitle className="flex items-center gap-3 text-2xl">
          {current.name} <PlanBadge plan={plan} />
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm text-slate-700 dark:text-slate-300">
        <p>
          {current.priceCents > 0
            ? t('billing.current.perMonth', { price: t.price(current.priceCents) })
            : current.id === PLANS.starter.id
              ? t('landing.pricing.free')
              : t('billing.current.noPrice')}
        </p>
        <p>{statusText(t, plan, state)}</p>
        {creditLine(plan) && <p>{creditLine(plan)}</p>}
        {state?.provider === 'test' && (
          <p className="rounded-md bg-amber-50 p-2 text-amber-900 dark:bg-amber-950 dark:text-amber-100">
            {t('billing.current.testMode')}
          </p>
        )}
        {canCancel && (
          <div>
            <Button
              variant="secondary"
              size="sm"
              disabled={isCancelling}
              onClick={() => setIsConfirmOpen(true)}
            >
              {t('billing.cancel.open')}
            </Button>
          </div>
        )}
      </CardContent>
      <Dialog
        open={isConfirmOpen}
        onOpenChange={setIsConfirmOpen}
        title={t('billing.cancel.title')}
        description={t(state?.provider === 'test' ? 'billing.cancel.textNow' : 'billing.cancel.textLater', {
          plan: PLANS.starter.name,
        })}
      >
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => setIsConfirmOpen(false)}>
            {t('billing.cancel.keep')}
          </Button>
          <Button
            variant="danger"
            disabled={isCancelling}
            onClick={() => {
              setIsConfirmOpen(false);
              onCancel();
            }}
          >
            {t('billing.cancel.open')}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
