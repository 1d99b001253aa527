import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery, queryClient as appQueryClient } from './query-client';
import type { PublicConfig } from './types';

/** What the server tells the browser about its setup (`GET /api/config`); set by the operator. */
export type { PublicConfig } from '@mainstreet/server/contract';

/**
 * `GET /api/config`, typed by the route map; loaded once per page view: the operator's settings
 * only change when the server restarts.
 */
export const PUBLIC_CONFIG_QUERY = queryOptions({
  ...apiQuery('/api/config'),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

/** The server's public configuration; undefined while it loads or when it cannot be read. */
export function usePublicConfig(): PublicConfig | undefined {
  return useQuery(PUBLIC_CONFIG_QUERY).data;
}

/**
 * Whether this server sells plans (Stripe, or the test checkout). False while the configuration
 * loads or when it says payments are off: then no price, plan, upgrade or Quick Download is shown
 * anywhere (docs/DESIGN.md "Plans").
 */
export function useSellsPlans(): boolean {
  return isSelling(usePublicConfig());
}

/** The same rule outside React, from the configuration already loaded (never a request). */
export function sellsPlansNow(client: QueryClient = appQueryClient): boolean {
  return isSelling(client.getQueryData(PUBLIC_CONFIG_QUERY.queryKey));
}

function isSelling(config: PublicConfig | undefined): boolean {
  return config?.payments === 'stripe' || config?.payments === 'test';
}

/** The same configuration outside React (for example before a form posts); null when unreadable. */
export async function loadPublicConfig(client: QueryClient = appQueryClient): Promise<PublicConfig | null> {
  try {
    return await client.fetchQuery(PUBLIC_CONFIG_QUERY);
  } catch {
    return null;
  }
}
