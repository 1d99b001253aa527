import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../../../lib/query-client';
import type { User } from '../../../lib/types';

/** `raw` answers with that text as a non-JSON body (a zip stand-in). */
export type Reply = { status?: number; body?: unknown; raw?: string };
export type Route = (init: RequestInit | undefined) => Reply;

/** A server that sells plans through the test checkout, with nothing else configured. */
export const sellingConfig = {
  recaptchaSiteKey: null,
  contactEmail: null,
  socialProviders: [],
  payments: 'test',
  images: 'artwork',
  hosting: { builtIn: true, netlify: false },
  stockPhotos: null,
};

/**
 * Answers fetch calls from a table of "METHOD /path" handlers; anything else is a 404. Records every
 * call. `/api/config` answers `sellingConfig` unless the table says otherwise.
 */
export function mockApi(routes: Record<string, Route>) {
  routes = { 'GET /api/config': () => ({ body: sellingConfig }), ...routes };
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).split('?')[0];
      const key = `${init?.method ?? 'GET'} ${path}`;
      calls.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const reply = routes[key]?.(init) ?? { status: 404, body: { message: `No route ${key}` } };
      const status = reply.status ?? 200;
      if (reply.raw !== undefined)
        return new Response(reply.raw, { status, headers: { 'content-type': 'application/zip' } });
      return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** Renders with a fresh query client and an in-memory address; returns the address history too. */
export function renderWithApp(ui: ReactNode, path = '/dashboard?tab=billing') {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </QueryClientProvider>,
  );
  return { ...result, history: location.history as string[] };
}

export const starterUser: User = {
  id: 'u1',
  email: 'owner@example.com',
  firstName: 'Ana',
  lastName: 'Lee',
  plan: 'starter',
  isVerified: true,
  createdAt: '2025-06-01T00:00:00.000Z',
};
