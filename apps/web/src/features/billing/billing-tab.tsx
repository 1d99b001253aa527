import { getPlan, SOLD_PLAN_IDS } from '@mainstreet/site/plans';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../../components/ui/toast';
import { useT } from '../../i18n/i18n';
import { ApiError, messageOf } from '../../lib/api';
import { USER_QUERY_KEY, useAuth } from '../../lib/auth';
import { useSellsPlans } from '../../lib/public-config';
import { useUsage } from '../sites/usage';
import { UsageCard } from '../sites/usage-card';
import {
  BILLING_QUERY_KEYS,
  cancelSubscription,
  checkoutUrlOf,
  startPlanCheckout,
  useSubscription,
} from './billing-api';
import { BillingHistory } from './billing-history';
import { creditChangeNote } from './credit-note';
import { CurrentPlanCard } from './current-plan-card';
import { MESSAGES, paymentErrorToast } from './payment-messages';
import { type PaymentReturn, PaymentVerification } from './payment-verification';
import { PlanGrid } from './plan-grid';

export const SIGN_IN_FOR_BILLING = '/auth?redirect=/dashboard?tab=billing';

type Props = {
  /** Set when the dashboard was opened by a returning checkout (success=true&session_id&plan). */
  payment: PaymentReturn | null;
  onPaymentHandled: () => void;
  /** Where the browser goes for a checkout; injected by tests. */
  goToCheckout?: (url: string) => void;
  /** A plan chosen on the pricing cards before signing up: its checkout starts at once. */
  checkoutPlan?: string | null;
};

/** Billing & Plans: current plan, real usage, the plan grid, cancel, and real billing history. */
export function BillingTab({
  payment,
  onPaymentHandled,
  goToCheckout = (url) => window.location.assign(url),
  checkoutPlan,
}: Props) {
  const t = useT();
  const { user } = useAuth();
  const sellsPlans = useSellsPlans();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const usage = useUsage();
  const subscription = useSubscription();
  const [busyPlan, setBusyPlan] = useState<string | null>(null);
  const [isCancelling, setIsCancelling] = useState(false);
  const hasStartedChosen = useRef(false);
  useEffect(() => {
    if (
      !user ||
      !checkoutPlan ||
      hasStartedChosen.current ||
      !SOLD_PLAN_IDS.some((id) => id === checkoutPlan)
    )
      return;
    hasStartedChosen.current = true;
    void choose(checkoutPlan);
  });
  if (!user) return null;

  const refresh = () =>
    Promise.all(
      [USER_QUERY_KEY, ...BILLING_QUERY_KEYS].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );

  async function choose(planId: string) {
    if (planId === user?.plan) return toast({ ...MESSAGES.alreadySubscribed });
    setBusyPlan(planId);
    try {
      const answer = await startPlanCheckout(planId);
      if (answer?.isChanged) {
        const note = creditChangeNote(user?.plan ?? '', planId);
        toast({
          title: t('billing.changed'),
          description: [t('billing.nowOn', { plan: getPlan(planId).name }), note].filter(Boolean).join(' '),
        });
        await refresh();
        return;
      }
      goToCheckout(checkoutUrlOf(answer));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return navigate(SIGN_IN_FOR_BILLING);
      toast(paymentErrorToast(error));
    } finally {
      setBusyPlan(null);
    }
  }

  async function cancel() {
    setIsCancelling(true);
    try {
      const state = await cancelSubscription();
      const note = state ? creditChangeNote(user?.plan ?? '', state.plan) : null;
      toast({ title: t('billing.cancelled'), description: note ?? undefined });
      await refresh();
    } catch (error) {
      toast({
        title: t('billing.cancelFailed'),
        description: messageOf(error, t('common.tryLater')),
        variant: 'destructive',
      });
    } finally {
      setIsCancelling(false);
    }
  }

  const plan = getPlan(user.plan);
  if (!sellsPlans) {
    // A server that sells nothing: no plan, price or upgrade; what was used, and any past payments.
    return (
      <div className="grid gap-6">
        <div>
          <h1 className="text-2xl font-bold text-slate-950 dark:text-white">{t('shell.menu.usage')}</h1>
          <p className="text-slate-600 dark:text-slate-400">{t('billing.noPlans')}</p>
        </div>
        {usage.data && <UsageCard usage={usage.data} planName={null} />}
        <BillingHistory onlyWithPayments />
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-950 dark:text-white">{t('shell.menu.billing')}</h1>
        <p className="text-slate-600 dark:text-slate-400">{t('billing.subtitle')}</p>
      </div>
      {payment && <PaymentVerification payment={payment} onDone={onPaymentHandled} />}
      <div className="grid gap-6 md:grid-cols-2">
        <CurrentPlanCard
          plan={user.plan}
          state={subscription.data}
          isCancelling={isCancelling}
          onCancel={cancel}
        />
        {usage.data && <UsageCard usage={usage.data} planName={plan.name} />}
      </div>
      <PlanGrid currentPlan={user.plan} busyPlan={busyPlan} onChoose={choose} />
      <BillingHistory />
    </div>
  );
}
