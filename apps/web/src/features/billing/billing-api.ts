import type { DownloadCheckoutAnswer, PlanCheckoutAnswer } from '@mainstreet/server/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch, apiRequest } from '../../lib/api';
import { apiQuery } from '../../lib/query-client';
import { usageKey } from '../../lib/query-keys';
import { saveZip, siteNameOfZip } from '../../lib/save-zip';

/** A checkout answer: where to send the browser. */
export type CheckoutAnswer = PlanCheckoutAnswer | DownloadCheckoutAnswer;
export type { HistoryItem, SubscriptionState } from '@mainstreet/server/contract';

/** A checkout answer without the payment page's address (the toast says so in the app's language). */
export class MissingCheckoutUrlError extends Error {
  constructor() {
    super('The payment page address was missing. Please try again.');
  }
}

/** The address to send the browser to; a missing one is an error the person is told about. */
export function checkoutUrlOf(answer: CheckoutAnswer | null): string {
  const url = answer?.url;
  if (!url) throw new MissingCheckoutUrlError();
  return url;
}

export const startPlanCheckout = (planId: string) =>
  apiRequest('POST', '/api/billing/upgrade', { body: { planId } });

export const startDownloadCheckout = (websiteId: string) =>
  apiRequest('POST', '/api/billing/download-payment', { body: { websiteId } });

export const verifyPlanPayment = (sessionId: string, planId: string) =>
  apiRequest('POST', '/api/verify-payment', { body: { sessionId, planId } });

export const verifyDownloadPayment = (sessionId: string, websiteId: string) =>
  apiRequest('POST', '/api/verify-download-payment', { body: { sessionId, websiteId } });

export const cancelSubscription = () => apiRequest('POST', '/api/billing/cancel');

export const BILLING_QUERY_KEYS = [['/api/billing/history'], ['/api/billing/subscription'], usageKey];

export function useBillingHistory() {
  return useQuery(apiQuery('/api/billing/history'));
}

export function useSubscription() {
  return useQuery(apiQuery('/api/billing/subscription'));
}

/** The paid zip of a website, saved as `<Site name>.zip` like the owner's export. */
export async function downloadPaidWebsite(websiteId: string): Promise<void> {
  const res = await apiFetch('GET', '/api/billing/download/:websiteId', { params: { websiteId } });
  if (!res.ok) throw new ApiError(res.status, `${res.status}: ${res.statusText}`, null);
  // Named like the owner's export: `<Site name>.zip`, the name the server sends with the zip.
  await saveZip(res, siteNameOfZip(res.headers.get('content-disposition')) ?? 'website');
}
