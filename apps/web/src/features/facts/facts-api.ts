import type { SiteFacts } from '@mainstreet/site';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, fieldsOf } from '../../lib/api';
import { websiteKey, websitesKey } from '../../lib/query-keys';
import type { StoredWebsite } from '../builder/site/site-api';

export type { SiteFacts };

export const factsKey = (id: string) => ['/api/websites/:id/facts', id] as const;

/** The facts form of a site: what the composer read, with the owner's changes. */
export function useFacts(id: string) {
  return useQuery({
    queryKey: factsKey(id),
    queryFn: () => apiRequest('GET', '/api/websites/:id/facts', { params: { id } }),
    retry: false,
    staleTime: 0,
  });
}

/** Sends the facts; the answer is the site written again from them. */
export function saveFacts(id: string, facts: SiteFacts, photos?: string[]): Promise<StoredWebsite> {
  return apiRequest('PUT', '/api/websites/:id/facts', {
    params: { id },
    body: photos?.length ? { ...facts, photos } : facts,
  });
}

/**
 * The recomposed site into the one website query, then into whoever shows it locally (the editor
 * store, or the open site for the preview) through `adopt`: no other copy of the content is kept.
 */
export function putWebsiteInCache(queryClient: QueryClient, website: StoredWebsite): void {
  queryClient.setQueryData(websiteKey(website.id), website);
  void queryClient.invalidateQueries({ queryKey: factsKey(website.id) });
  void queryClient.invalidateQueries({ queryKey: websitesKey, exact: true });
}

/** The field a refusal names ("phone: must be a phone number…" → phone, "services.0.name" → services). */
export function refusedField(error: unknown): { field: string; message: string } | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const raw = fieldsOf(error.body).message;
  const match = typeof raw === 'string' ? /^([A-Za-z]+)[\w.]*: (.+)$/.exec(raw) : null;
  // The words beside the field in the app's language when the server named the message.
  return match ? { field: match[1], message: error.serverMessage ?? match[2] } : undefined;
}
