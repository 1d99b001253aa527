import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../lib/query-client';

export const NEW_MESSAGES_QUERY = apiQuery('/api/messages/new');

/** Contact messages the owner has not opened yet, per site and in all; checked every minute. */
export function useNewMessages(isEnabled = true) {
  const query = useQuery({
    ...NEW_MESSAGES_QUERY,
    enabled: isEnabled,
    refetchInterval: 60_000,
    staleTime: 0,
  });
  const counts = new Map((query.data?.sites ?? []).map((site) => [site.websiteId, site.count]));
  return { counts, total: query.data?.total ?? 0 };
}
