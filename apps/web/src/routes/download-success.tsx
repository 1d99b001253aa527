import { CircleCheck, Download, Info, Loader2, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { toast } from '../components/ui/toast';
import { downloadPaidWebsite, verifyDownloadPayment } from '../features/billing/billing-api';
import { MESSAGES } from '../features/billing/payment-messages';
import type { MessageId } from '../i18n/catalogs';
import { t as translate, useT } from '../i18n/i18n';
import { ApiError } from '../lib/api';

/** What the zip holds, one line per file (names stay as they are in the zip). */
const ZIP_CONTENTS: MessageId[] = [
  'billing.zip.index',
  'billing.zip.assets',
  'billing.zip.favicon',
  'billing.zip.notFound',
  'billing.zip.robots',
  'billing.zip.anyHost',
];

type State = 'verifying' | 'verified' | 'failed' | 'elsewhere' | 'missing';

/** Where a Quick Download checkout returns: verify the payment, then offer the zip. */
export function DownloadSuccessPage() {
  const t = useT();
  const params = new URLSearchParams(useSearch());
  const sessionId = params.get('session_id');
  const websiteId = params.get('website_id');
  const [state, setState] = useState<State>(sessionId && websiteId ? 'verifying' : 'missing');
  const [isDownloading, setIsDownloading] = useState(false);
  const hasStarted = useRef(false);

  useEffect(() => {
    if (!sessionId || !websiteId) {
      toast({ ...MESSAGES.websiteIdMissing, variant: 'destructive' });
      return;
    }
    if (hasStarted.current) return;
    hasStarted.current = true;
    verifyDownloadPayment(sessionId, websiteId)
      .then(() => {
        setState('verified');
        toast({ ...MESSAGES.paymentSuccessful, description: translate('billing.download.ready') });
      })
      .catch((error: unknown) => {
        // Not found for this browser: the link was opened somewhere other than where it was paid.
        if (error instanceof ApiError && error.status === 404) return setState('elsewhere');
        setState('failed');
        const description = error instanceof ApiError ? error.serverMessage : undefined;
        toast({
          ...MESSAGES.verificationError,
          ...(description ? { description } : {}),
          variant: 'destructive',
        });
      });
  }, [sessionId, websiteId]);

  async function download() {
    if (!websiteId) return toast({ ...MESSAGES.websiteIdMissing, variant: 'destructive' });
    setIsDownloading(true);
    try {
      await downloadPaidWebsite(websiteId);
      toast({ ...MESSAGES.downloadComplete });
    } catch {
      toast({ ...MESSAGES.downloadError, variant: 'destructive' });
    } finally {
      setIsDownloading(false);
    }
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <Card className="p-8">
        {state === 'verifying' && (
          <p role="status" className="flex items-center gap-3 text-lg font-semibold">
            <Loader2 className="size-5 animate-spin" aria-hidden /> {t('billing.verifying')}
          </p>
        )}
        {state === 'verified' && (
          <h1 className="flex items-center gap-3 text-2xl font-bold text-slate-950 dark:text-white">
            <CircleCheck className="size-6 text-green-700 dark:text-green-400" aria-hidden />{' '}
            {t('billing.msg.paid')}
          </h1>
        )}
        {(state === 'failed' || state === 'missing' || state === 'elsewhere') && (
          <h1
            className="flex items-center gap-3 text-2xl font-bold text-slate-950 dark:text-white"
            role="alert"
          >
            {state === 'elsewhere' ? (
              <Info className="size-6 shrink-0 text-indigo-700 dark:text-indigo-300" aria-hidden />
            ) : (
              <TriangleAlert className="size-6 shrink-0 text-red-700 dark:text-red-400" aria-hidden />
            )}
            {state === 'elsewhere'
              ? t('billing.download.elsewhere')
              : state === 'failed'
                ? MESSAGES.verificationFailed.title
                : MESSAGES.websiteIdMissing.description}
          </h1>
        )}
        {state === 'elsewhere' && (
          <p className="mt-3 text-slate-700 dark:text-slate-300">{t('billing.download.elsewhereText')}</p>
        )}
        {sessionId && (
          <p className="mt-3 text-sm break-all text-slate-600 dark:text-slate-400">
            {t.rich('billing.download.session', { id: <code>{sessionId}</code> })}
          </p>
        )}
        {/* Only a payment that is being checked or is verified offers the download. */}
        {(state === 'verifying' || state === 'verified') && (
          <Button
            className="mt-6 w-full"
            size="lg"
            disabled={state !== 'verified' || isDownloading}
            onClick={download}
          >
            <Download className="size-4" aria-hidden />{' '}
            {isDownloading ? t('billing.download.preparing') : t('billing.download.button')}
          </Button>
        )}
        <h2 className="mt-8 font-semibold text-slate-950 dark:text-white">{t('billing.zip.title')}</h2>
        <ul className="mt-2 list-disc pl-5 text-sm text-slate-700 dark:text-slate-300">
          {ZIP_CONTENTS.map((line) => (
            <li key={line}>{t(line)}</li>
          ))}
        </ul>
        <p className="mt-6 text-center text-sm">
          <Link
            href="/dashboard"
            className="text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300"
          >
            {t('dashboard.back')}
          </Link>
        </p>
      </Card>
    </div>
  );
}
