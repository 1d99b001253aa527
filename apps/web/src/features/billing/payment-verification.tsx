import { getPlan, PLANS } from '@mainstreet/site/plans';
import { CircleCheck, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/toast';
import { t as translate, useT } from '../../i18n/i18n';
import { verifyPlanPayment } from './billing-api';
import { creditChangeNote } from './credit-note';
import { MESSAGES } from './payment-messages';

export type PaymentReturn = { sessionId: string; plan: string };

/** The page reloads this long after a successful payment, so the new plan shows everywhere. */
export const RELOAD_DELAY_MS = 2000;

type Props = {
  payment: PaymentReturn;
  /** Called when verification failed (the card then gives way to the toast); success reloads instead. */
  onDone: () => void;
  /** Injected by tests; the real page reloads. */
  reload?: () => void;
};

/** The payment success card: "Verifying Payment", then "Payment Successful!" and a reload after 2 s. */
export function PaymentVerification({ payment, onDone, reload = () => window.location.reload() }: Props) {
  const t = useT();
  const [state, setState] = useState<'verifying' | 'success' | 'failed'>('verifying');
  const hasStarted = useRef(false);
  useEffect(() => {
    // Verification is idempotent on the server, but one request per return is enough.
    if (hasStarted.current) return;
    hasStarted.current = true;
    verifyPlanPayment(payment.sessionId, payment.plan)
      .then(() => {
        setState('success');
        // A checkout is only for an account without a subscription, so it comes from the free plan.
        const note = creditChangeNote(PLANS.starter.id, payment.plan);
        toast({
          ...MESSAGES.paymentSuccessful,
          description: [translate('billing.nowOn', { plan: getPlan(payment.plan).name }), note]
            .filter(Boolean)
            .join(' '),
        });
        setTimeout(reload, RELOAD_DELAY_MS);
      })
      .catch(() => {
        setState('failed');
        toast({ ...MESSAGES.verificationError, variant: 'destructive' });
        onDone();
      });
  }, [payment, onDone, reload]);

  if (state === 'failed') {
    return (
      <Card className="p-5" role="alert">
        <strong>{MESSAGES.verificationError.title}</strong>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {MESSAGES.verificationError.description}
        </p>
      </Card>
    );
  }
  return (
    <Card className="flex items-center gap-3 p-5" role="status" aria-live="polite">
      {state === 'verifying' ? (
        <>
          <Loader2 className="size-5 animate-spin text-indigo-700 dark:text-indigo-300" aria-hidden />
          <strong>{t('billing.verifying')}</strong>
        </>
      ) : (
        <>
          <CircleCheck className="size-5 text-green-700 dark:text-green-400" aria-hidden />
          <strong>{t('billing.msg.paid')}</strong>
          <span className="text-sm text-slate-600 dark:text-slate-400">{t('billing.refreshing')}</span>
        </>
      )}
    </Card>
  );
}
