import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/api';

/** A checkout answer: where to send the browser (the spec also knows `checkoutUrl`). */
export type CheckoutAnswer = {
  url?: string;
  checkoutUrl?: string;
  sessionId?: string;
  isChanged?: boolean;
  isPaid?: boolean;
};

export type HistoryItem = {
  id: string;
  date: string;
  description: string;
  kind: 'plan' | 'download' | string;
  planId: string | null;
  websiteId: string | null;
  amountCents: number;
  amount: string;
  status: string;
  isTestMode: boolean;
};

export type SubscriptionState = {
  plan: string;
  provider: 'stripe' | 'test' | null;
  subscription: {
    planId: string;
    status: string;
    cancelAtPeriodEnd: boolean;
    currentPeriodEnd: string | null;
    isTestMode: boolean;
  } | null;
};

export class MissingCheckoutUrlError extends Error {
  constructor() {
    super('The payment page address was missing. Please try again.');
  }
}

/** The address to send the browser to; a missing one is an error the person is told about. */
export function checkoutUrlOf(answer: CheckoutAnswer | null): string {
  const url = answer?.url ?? answer?.checkoutUrl;
  if (!url) throw new MissingCheckoutUrlError();
  return url;
}

export const startPlanCheckout = (planId: string) =>
  apiRequest<CheckoutAnswer>('POST', '/api/billing/upgrade', { planId });

export const startDownloadCheckout = (websiteId: string) =>
  apiRequest<CheckoutAnswer>('POST', '/api/billing/download-payment', { websiteId });

export const verifyPlanPayment = (sessionId: string, planId: string) =>
  apiRequest<{ success: boolean; plan: string }>('POST', '/api/verify-payment', { sessionId, planId });

export const verifyDownloadPayment = (sessionId: string, websiteId: string) =>
  apiRequest<{ success: boolean; downloadUrl: string }>('POST', '/api/verify-download-payment', {
    sessionId,
    websiteId,
  });

export const cancelSubscription = () => apiRequest<SubscriptionState>('POST', '/api/billing/cancel', {});

export const BILLING_QUERY_KEYS = [
  ['/api/billing/history'],
  ['/api/billing/subscription'],
  ['/api/billing/usage'],
];

export function useBillingHistory() {
  return useQuery<{ payments: HistoryItem[] }>({ queryKey: ['/api/billing/history'] });
}

export function useSubscription() {
  return useQuery<SubscriptionState>({ queryKey: ['/api/billing/subscription'] });
}

/** The paid zip of a website, saved as website-{id}.zip (the spec's download name). */
export async function downloadPaidWebsite(websiteId: string): Promise<void> {
  const res = await fetch(`/api/billing/download/${encodeURIComponent(websiteId)}`, {
    credentials: 'include',
  });
  if (!res.ok) throw new ApiError(res.status, `${res.status}: ${res.statusText}`, null);
  const href = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = `website-${websiteId}.zip`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
