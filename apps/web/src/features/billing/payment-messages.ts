import type { ToastInput } from '../../components/ui/toast';
import { t } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { MissingCheckoutUrlError } from './billing-api';

/** The server's title for a checkout of the plan the account is already on (it is English). */
const ALREADY_SUBSCRIBED_TITLE = 'Already subscribed';

/** What the payment pages say, in one place, in the app's language when read. */
export const MESSAGES = {
  get paymentError() {
    return { title: t('billing.msg.paymentError'), description: t('billing.msg.paymentErrorText') };
  },
  get httpsRequired() {
    return { title: t('billing.msg.https'), description: t('billing.msg.httpsText') };
  },
  get alreadySubscribed() {
    return { title: t('billing.msg.already'), description: t('billing.msg.alreadyText') };
  },
  get verificationError() {
    return { title: t('billing.msg.verifyError'), description: t('billing.msg.verifyErrorText') };
  },
  get paymentSuccessful() {
    return { title: t('billing.msg.paid') };
  },
  get verificationFailed() {
    return { title: t('billing.msg.verifyFailed') };
  },
  get downloadError() {
    return { title: t('sites.download.failed'), description: t('sites.download.failedText') };
  },
  get websiteIdMissing() {
    return { title: t('billing.msg.error'), description: t('billing.msg.noWebsiteId') };
  },
  get noWebsiteSelected() {
    return { title: t('billing.msg.error'), description: t('billing.msg.noWebsite') };
  },
  get downloadComplete() {
    return { title: t('billing.msg.downloaded') };
  },
};

/** The toast for a failed checkout start: HTTPS, already subscribed, or the server's own words. */
export function paymentErrorToast(error: unknown): ToastInput {
  if (error instanceof MissingCheckoutUrlError) {
    return {
      title: MESSAGES.paymentError.title,
      description: t('billing.msg.noCheckoutUrl'),
      variant: 'destructive',
    };
  }
  if (error instanceof ApiError) {
    const { reason, title } = error.answer;
    if (reason === 'HTTPS_REQUIRED') {
      return { ...MESSAGES.httpsRequired, variant: 'destructive' };
    }
    if (title === ALREADY_SUBSCRIBED_TITLE) {
      return { ...MESSAGES.alreadySubscribed };
    }
    return {
      title: MESSAGES.paymentError.title,
      description: error.serverMessage ?? MESSAGES.paymentError.description,
      variant: 'destructive',
    };
  }
  return { ...MESSAGES.paymentError, variant: 'destructive' };
}
