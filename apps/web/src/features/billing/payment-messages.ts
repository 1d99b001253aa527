import type { ToastInput } from '../../components/ui/toast';
import { ApiError } from '../../lib/api';
import { MissingCheckoutUrlError } from './billing-api';

/** What the payment pages say, in one place. */
export const MESSAGES = {
  paymentError: { title: 'Payment Error', description: 'Failed to initiate payment' },
  httpsRequired: {
    title: 'HTTPS Required',
    description: 'Payments need a secure (https) connection. Please contact the site operator.',
  },
  alreadySubscribed: { title: 'Already subscribed', description: "You're already on this plan." },
  verificationError: {
    title: 'Verification Error',
    description: 'There was an issue verifying your payment. Please contact support.',
  },
  paymentSuccessful: { title: 'Payment Successful!' },
  verificationFailed: { title: 'Payment Verification Failed' },
  downloadError: { title: 'Download Error', description: 'Failed to download website. Please try again.' },
  websiteIdMissing: { title: 'Error', description: 'Website ID not found. Please try again.' },
  noWebsiteSelected: { title: 'Error', description: 'No website selected for download' },
  downloadComplete: { title: 'Download Complete' },
} as const;

/** The toast for a failed checkout start: HTTPS, already subscribed, or the server's own words. */
export function paymentErrorToast(error: unknown): ToastInput {
  if (error instanceof MissingCheckoutUrlError) {
    return { title: MESSAGES.paymentError.title, description: error.message, variant: 'destructive' };
  }
  if (error instanceof ApiError) {
    const { reason, title } = error.answer;
    if (reason === 'HTTPS_REQUIRED') {
      return { ...MESSAGES.httpsRequired, variant: 'destructive' };
    }
    if (title === MESSAGES.alreadySubscribed.title) {
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
