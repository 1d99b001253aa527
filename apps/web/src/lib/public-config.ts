import { type QueryClient, useQuery } from '@tanstack/react-query';
import { queryClient as appQueryClient } from './query-client';
import type { PublicConfig } from './types';

/** What the server tells the browser about its setup (`GET /api/config`); set by the operator. */
export type { PublicConfig } from '@mainstreet/server/contract';

/** Loaded once per page view: the operator's settings only change when the server restarts. */
export const PUBLIC_CONFIG_QUERY = {
  queryKey: ['/api/config'],
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
} as const;

/** The server's public configuration; undefined while it loads or when it cannot be read. */
export function usePublicConfig(): PublicConfig | undefined {
  return useQuery<PublicConfig>(PUBLIC_CONFIG_QUERY).data;
}

/** The same configuration outside React (for example before a form posts); null when unreadable. */
export async function loadPublicConfig(client: QueryClient = appQueryClient): Promise<PublicConfig | null> {
  try {
    return await client.fetchQuery<PublicConfig>(PUBLIC_CONFIG_QUERY);
  } catch {
    return null;
  }
}
