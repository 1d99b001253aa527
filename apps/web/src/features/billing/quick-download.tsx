import { QUICK_DOWNLOAD_PRICE_CENTS } from '@mainstreet/site/plans';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { useT } from '../../i18n/i18n';
import { checkoutUrlOf, startDownloadCheckout } from './billing-api';
import { MESSAGES, paymentErrorToast } from './payment-messages';

/**
 * Starts the one-time Quick Download checkout for a website and sends the browser to it; without a
 * website it says so. Returns false when nothing was started.
 */
export async function startQuickDownload(
  websiteId: string | null | undefined,
  go: (url: string) => void = (url) => window.location.assign(url),
): Promise<boolean> {
  if (!websiteId) {
    toast({ ...MESSAGES.noWebsiteSelected, variant: 'destructive' });
    return false;
  }
  try {
    go(checkoutUrlOf(await startDownloadCheckout(websiteId)));
    return true;
  } catch (error) {
    toast(paymentErrorToast(error));
    return false;
  }
}

type Props = Omit<ButtonProps, 'onClick'> & {
  websiteId: string | null | undefined;
  go?: (url: string) => void;
};

/** "Quick Download — $6.99": buy this website's files without an account. */
export function QuickDownloadButton({ websiteId, go, children, ...props }: Props) {
  const t = useT();
  const [isBusy, setIsBusy] = useState(false);
  return (
    <Button
      {...props}
      disabled={isBusy || props.disabled}
      onClick={async () => {
        setIsBusy(true);
        const isStarted = await startQuickDownload(websiteId, go);
        // On success the browser is leaving; keep the button busy until it does.
        if (!isStarted) setIsBusy(false);
      }}
    >
      <Download className="size-4" aria-hidden />
      {children ?? t('billing.quickButton', { price: t.price(QUICK_DOWNLOAD_PRICE_CENTS) })}
    </Button>
  );
}
