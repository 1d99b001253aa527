import { CircleCheck, Download, Info, Loader2, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { toast } from '../components/ui/toast';
import { downloadPaidWebsite, verifyDownloadPayment } from '../features/billing/billing-api';
import { MESSAGES } from '../features/billing/payment-messages';
import { ApiError } from '../lib/api';

export const ZIP_CONTENTS = [
  'index.html — your whole website in one page, with its styles built in',
  'assets/ — your uploaded images and videos',
  'favicon.svg — the site icon',
  '404.html — a friendly page for broken links',
  'robots.txt — instructions for search engines',
  'Works on any static host: upload the files as they are',
];

type State = 'verifying' | 'verified' | 'failed' | 'elsewhere' | 'missing';

/** Why a download link opened in another browser cannot download: the purchase belongs to the browser that paid. */
export const ELSEWHERE = {
  title: 'Open this link in the browser you paid in',
  description:
    'A Quick Download belongs to the browser that bought it (or the account signed in when it was bought). Open this page there to download the website; nothing was charged again.',
};

/** Where a Quick Download checkout returns: verify the payment, then offer the zip. */
export function DownloadSuccessPage() {
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
        toast({ ...MESSAGES.paymentSuccessful, description: 'Your website is ready to download.' });
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
            <Loader2 className="size-5 animate-spin" aria-hidden /> Verifying Payment
          </p>
        )}
        {state === 'verified' && (
          <h1 className="flex items-center gap-3 text-2xl font-bold text-slate-950 dark:text-white">
            <CircleCheck className="size-6 text-green-700 dark:text-green-400" aria-hidden /> Payment
            Successful!
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
              ? ELSEWHERE.title
              : state === 'failed'
                ? MESSAGES.verificationFailed.title
                : MESSAGES.websiteIdMissing.description}
          </h1>
        )}
        {state === 'elsewhere' && (
          <p className="mt-3 text-slate-700 dark:text-slate-300">{ELSEWHERE.description}</p>
        )}
        {sessionId && (
          <p className="mt-3 text-sm break-all text-slate-600 dark:text-slate-400">
            Payment session: <code>{sessionId}</code>
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
            {isDownloading ? 'Preparing download…' : 'Download Website'}
          </Button>
        )}
        <h2 className="mt-8 font-semibold text-slate-950 dark:text-white">What the download contains</h2>
        <ul className="mt-2 list-disc pl-5 text-sm text-slate-700 dark:text-slate-300">
          {ZIP_CONTENTS.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-6 text-center text-sm">
          <Link
            href="/dashboard"
            className="text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300"
          >
            Back to Dashboard
          </Link>
        </p>
      </Card>
    </div>
  );
}
