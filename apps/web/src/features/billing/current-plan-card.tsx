import { formatPrice, getPlan, PLANS } from '@mainstreet/site/plans';
import { useState } from 'react';
import { PlanBadge } from '../../components/shell/plan-badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Dialog } from '../../components/ui/dialog';
import { formatDay } from '../../lib/date-format';
import type { SubscriptionState } from './billing-api';
import { creditLine } from './credit-note';

type Props = {
  plan: string;
  state: SubscriptionState | undefined;
  isCancelling: boolean;
  onCancel: () => void;
};

function statusText(plan: string, state: SubscriptionState | undefined): string {
  const subscription = state?.subscription;
  if (subscription?.status !== 'active') {
    return plan === PLANS.starter.id ? 'Nothing to pay: no subscription.' : 'No active subscription.';
  }
  if (subscription.cancelAtPeriodEnd) {
    const end = subscription.currentPeriodEnd
      ? formatDay(subscription.currentPeriodEnd)
      : 'the end of this period';
    return `Cancelled: your plan stays active until ${end}.`;
  }
  return 'Renews every month.';
}

/** The current plan, its price and renewal, and the cancel action with a confirmation. */
export function CurrentPlanCard({ plan, state, isCancelling, onCancel }: Props) {
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const current = getPlan(plan);
  const subscription = state?.subscription;
  const canCancel = subscription?.status === 'active' && !subscription.cancelAtPeriodEnd;
  return (
    <Card role="region" aria-label="Your current plan">
      <CardHeader>
        <CardDescription>Current plan</CardDescription>
        <CardTitle className="flex items-center gap-3 text-2xl">
          {current.name} <PlanBadge plan={plan} />
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm text-slate-700 dark:text-slate-300">
        <p>
          {current.priceCents > 0
            ? `${formatPrice(current.priceCents)} per month`
            : current.id === PLANS.starter.id
              ? 'Free'
              : 'No monthly price on record'}
        </p>
        <p>{statusText(plan, state)}</p>
        {creditLine(plan) && <p>{creditLine(plan)}</p>}
        {state?.provider === 'test' && (
          <p className="rounded-md bg-amber-50 p-2 text-amber-900 dark:bg-amber-950 dark:text-amber-100">
            Test mode — no real payment is taken on this server.
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
              Cancel subscription
            </Button>
          </div>
        )}
      </CardContent>
      <Dialog
        open={isConfirmOpen}
        onOpenChange={setIsConfirmOpen}
        title="Cancel your subscription?"
        description={
          state?.provider === 'test'
            ? `Your account returns to the free ${PLANS.starter.name} plan now.`
            : `Your plan stays active until the end of the period you paid for, then returns to the free ${PLANS.starter.name} plan.`
        }
      >
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => setIsConfirmOpen(false)}>
            Keep my plan
          </Button>
          <Button
            variant="danger"
            disabled={isCancelling}
            onClick={() => {
              setIsConfirmOpen(false);
              onCancel();
            }}
          >
            Cancel subscription
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
