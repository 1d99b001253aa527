import { Lock } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { toast } from '../components/ui/toast';
import { checkoutUrlOf, startPlanCheckout } from '../features/billing/billing-api';
import { summarizeCheckout } from '../features/billing/checkout-summary';
import { MESSAGES, paymentErrorToast } from '../features/billing/payment-messages';
import { startQuickDownload } from '../features/billing/quick-download';
import { useT } from '../i18n/i18n';
import { ApiError } from '../lib/api';
import { usePublicConfig } from '../lib/public-config';

/** A summary of what is being bought, then on to the payment page (Stripe, or the test-mode page). */
export function CheckoutPage({
  go = (url: string) => window.location.assign(url),
}: {
  go?: (url: string) => void;
}) {
  const t = useT();
  const search = useSearch();
  const [, navigate] = useLocation();
  const summary = summarizeCheckout(search);
  const [isBusy, setIsBusy] = useState(false);
  const config = usePublicConfig();

  async function pay() {
    setIsBusy(true);
    try {
      if (summary.kind === 'plan') {
        const answer = await startPlanCheckout(summary.planId);
        go(answer.isChanged ? '/dashboard?tab=billing' : checkoutUrlOf(answer));
      } else if (summary.kind === 'download') {
        if (!(await startQuickDownload(summary.websiteId, go))) setIsBusy(false);
      }
    } catch (error) {
      setIsBusy(false);
      if (error instanceof ApiError && error.status === 401) {
        return navigate(`/auth?redirect=${encodeURIComponent(`/checkout${search ? `?${search}` : ''}`)}`);
      }
      if (error instanceof ApiError && error.status === 409) return toast({ ...MESSAGES.alreadySubscribed });
      toast(paymentErrorToast(error));
    }
  }

  // A server that sells nothing has no checkout: say so instead of a price (docs/DESIGN.md "Plans").
  if (config?.payments === 'off') {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <Card className="p-8">
          <h1 className="text-2xl font-bold text-slate-950 dark:text-white">
            {t('billing.checkout.nothing')}
          </h1>
          <p className="mt-4 text-slate-700 dark:text-slate-300">{t('billing.noPlans')}</p>
          <Button asChild className="mt-6 w-full">
            <Link href="/dashboard">{t('billing.checkout.toDashboard')}</Link>
          </Button>
        </Card>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <Card className="p-8">
        <h1 className="text-2xl font-bold text-slate-950 dark:text-white">{t('billing.checkout.title')}</h1>
        <dl className="mt-6 grid grid-cols-[1fr_auto] gap-y-2 text-slate-800 dark:text-slate-200">
          <dt>{summary.title}</dt>
          <dd className="font-semibold tabular-nums" data-testid="checkout-amount">
            {summary.priceText}
          </dd>
        </dl>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t('billing.checkout.how')}</p>
        {summary.kind === 'unknown' ? (
          <Button asChild className="mt-6 w-full">
            <Link href="/dashboard?tab=billing">{t('billing.checkout.choose')}</Link>
          </Button>
        ) : (
          <Button className="mt-6 w-full" size="lg" disabled={isBusy} onClick={pay}>
            <Lock className="size-4" aria-hidden />{' '}
            {isBusy ? t('billing.checkout.opening') : t('billing.checkout.continue')}
          </Button>
        )}
        <p className="mt-4 text-center text-sm">
          <Link
            href="/dashboard"
            className="inline-flex min-h-10 items-center text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300"
          >
            {t('dashboard.back')}
          </Link>
        </p>
      </Card>
    </div>
  );
}
