// @vitest-environment node
import type { RouteAnswer, Website } from '@mainstreet/server/contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { apiFetch, apiRequest, apiUrl } from './api';
import { PUBLIC_CONFIG_QUERY } from './public-config';
import { apiQuery, queryClient } from './query-client';
import { fakeApi, fakePublicConfig } from './testing/fake-api';

/**
 * Never called: `npm run typecheck` reads it. Each `@ts-expect-error` marks a call the contract
 * must refuse; were the contract loose, the directive itself would be the error.
 */
export function checkContractTypes(): void {
  // @ts-expect-error a path the server has no route for
  void apiRequest('GET', '/api/websitez');
  // @ts-expect-error a route that exists for another method only
  void apiRequest('POST', '/api/websites/:id/publishes', { params: { id: 'w1' } });
  // @ts-expect-error a route with a parameter, called without it
  void apiRequest('GET', '/api/websites/:id');
  // @ts-expect-error a parameter of another name
  void apiRequest('GET', '/api/websites/:id', { params: { websiteId: 'w1' } });
  // @ts-expect-error a body of the wrong shape
  void apiRequest('PUT', '/api/settings', { body: { defaultTheme: 'purple' } });
  // @ts-expect-error a body the route requires, left out
  void apiRequest('POST', '/api/auth/login');
  // @ts-expect-error a body for a route that takes none
  void apiRequest('GET', '/api/billing/usage', { body: { a: 1 } });
  // @ts-expect-error a query field the route does not read
  void apiRequest('GET', '/api/photos/search', { query: { q: 'cake', size: 3 } });

  void (async () => {
    const website = await apiRequest('GET', '/api/websites/:id', { params: { id: 'w1' } });
    // @ts-expect-error an answer read as another type
    const name: number = website.name;
    // @ts-expect-error a field the answer does not have
    void website.title;
    expectTypeOf(website).toEqualTypeOf<Website>();
    void name;
  });
  expectTypeOf(apiQuery('/api/settings').queryFn).returns.resolves.toEqualTypeOf<
    RouteAnswer<'GET /api/settings'>
  >();

  // Calls whose answer is a file or a stream: the address and the body are the contract's too.
  // @ts-expect-error a path the server has no route for
  void apiFetch('GET', '/api/websites/:id/exports', { params: { id: 'w1' } });
  // @ts-expect-error a body of the wrong shape
  void apiFetch('POST', '/api/websites/generate', { body: { description: 'A bakery' } });
  // @ts-expect-error a parameter left out
  void apiFetch('GET', '/api/websites/:id/export', {});

  // The server's configuration as a query: its answer is the route's, read and written whole.
  expectTypeOf(queryClient.getQueryData(PUBLIC_CONFIG_QUERY.queryKey)).toEqualTypeOf<
    RouteAnswer<'GET /api/config'> | undefined
  >();
  // @ts-expect-error a configuration missing most of its fields
  queryClient.setQueryData(PUBLIC_CONFIG_QUERY.queryKey, { payments: 'test' });

  // Test fakes answer as the routes they stand in for.
  fakeApi({
    'GET /api/config': () => ({ body: fakePublicConfig({ payments: 'test' }) }),
    'GET /api/websites/w1': () => ({ status: 404, body: { message: 'Website not found' } }),
  });
  fakeApi({
    // @ts-expect-error an answer missing fields its schema requires
    'GET /api/config': () => ({ body: { recaptchaSiteKey: null, socialProviders: [] } }),
  });
  fakeApi({
    // @ts-expect-error a request line that reaches no route
    'GET /api/configs': () => ({ body: fakePublicConfig() }),
  });
}

describe('route addresses', () => {
  it('fills in and encodes path parameters', () => {
    expect(apiUrl('GET', '/api/websites/:id/publishes', { params: { id: 'a/b c' } })).toBe(
      '/api/websites/a%2Fb%20c/publishes',
    );
  });

  it('appends the query, leaving out what is undefined', () => {
    expect(apiUrl('GET', '/api/photos/search', { query: { q: 'fresh bread', page: 2 } })).toBe(
      '/api/photos/search?q=fresh+bread&page=2',
    );
    expect(apiUrl('GET', '/api/photos/search', { query: { q: 'x', page: undefined } })).toBe(
      '/api/photos/search?q=x',
    );
  });

  it('keys a query by the address invalidations name', () => {
    expect(apiQuery('/api/websites').queryKey).toEqual(['/api/websites']);
    expect(apiQuery('/api/websites/:id', { params: { id: 'w1' } }).queryKey).toEqual(['/api/websites/w1']);
  });
});
