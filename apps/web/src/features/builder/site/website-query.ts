import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { websiteKey } from '../../../lib/query-keys';
import { closeSite, isSiteGone } from './open-site';
import { loadWebsite, type StoredWebsite } from './site-api';

/**
 * The stored website, read fresh from the server into its one query. Every read of a website goes
 * through this key, and every save writes its answer there, so the preview, the launch state and
 * the editor agree.
 */
export function fetchWebsite(queryClient: QueryClient, id: string): Promise<StoredWebsite> {
  return queryClient.fetchQuery({ queryKey: websiteKey(id), queryFn: () => loadWebsite(id), staleTime: 0 });
}

/** The stored website (content, launch state, version) when the site has an id; a 404 closes the site. */
export function useWebsite(id: string | null | undefined) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: websiteKey(id ?? ''),
    queryFn: () => loadWebsite(id ?? ''),
    enabled: Boolean(id),
    retry: false,
    staleTime: 0,
  });
  const isGone = isSiteGone(query.error);
  useEffect(() => {
    if (id && isGone) closeSite(queryClient, id, { announce: true });
  }, [id, isGone, queryClient]);
  return query;
}
