// @vitest-environment node
import type { RouteAnswer, Website } from '@mainstreet/server/contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { apiRequest, apiUrl } from './api';
import { apiQuery } from './query-client';

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
