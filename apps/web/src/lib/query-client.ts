import type { ApiPath } from '@mainstreet/server/contract';
import { QueryClient, type QueryFunction, queryOptions } from '@tanstack/react-query';
import {
  ApiError,
  apiRequest,
  apiUrl,
  type InputArgs,
  type RouteCall,
  sendApiRequest,
  type UrlArgs,
} from './api';

type UnauthorizedBehavior = 'throw' | 'returnNull';

/**
 * A GET of the contract as a query, typed by the route's answer and keyed by its address (the key
 * invalidations name, e.g. `['/api/websites']`).
 */
export function apiQuery<P extends ApiPath<'GET'>>(path: P, ...[input]: InputArgs<RouteCall<'GET', P>>) {
  const args = [input] as InputArgs<RouteCall<'GET', P>>;
  // A GET has no body, so its input is all address.
  const url = apiUrl('GET', path, ...(args as unknown as UrlArgs<RouteCall<'GET', P>>));
  return queryOptions({ queryKey: [url] as const, queryFn: () => apiRequest('GET', path, ...args) });
}

/** The fallback loader: a GET to the first element of the key, its answer untyped (use apiQuery). */
export function getQueryFn({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<unknown> {
  return async ({ queryKey }) => {
    try {
      return await sendApiRequest('GET', String(queryKey[0]));
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

/** No retries, no polling, no refetch on focus, cached data never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
