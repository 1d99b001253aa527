import type { ApiRoute, MatchRoute, RouteAnswer } from '@mainstreet/server/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../../../lib/query-client';
import type { PublicConfig, User, UserSettings, Website } from '../../../lib/types';

/** The statuses a fake refuses with; a success answers the route's own answer type. */
type RefusalStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 500 | 502 | 503;
/**
 * A fake answer for one route, typed by the contract: on success the route's answer, as the
 * server's response schema says; a refusal any error body; `raw` a non-JSON body (a zip stand-in).
 */
export type Reply<K extends ApiRoute = ApiRoute> =
  | { status?: 200 | 201; body: RouteAnswer<K>; raw?: never }
  | { status: RefusalStatus; body?: unknown; raw?: never }
  | { status?: number; raw: string; body?: never; disposition?: string };
export type Route<K extends ApiRoute = ApiRoute> = (init: RequestInit | undefined) => Reply<K>;
/** A table of fakes keyed "METHOD /path" as requested (`GET /api/websites/w1`): each must reach a route. */
export type FakeRoutes<R> = { [Line in keyof R]: Line extends string ? Route<MatchRoute<Line>> : never };

/** A server that sells plans through the test checkout, with nothing else configured. */
export const sellingConfig: PublicConfig = fakeConfig();

/**
 * Answers fetch calls from a table of "METHOD /path" handlers; anything else is a 404. Records every
 * call. `/api/config` answers `sellingConfig` unless the table says otherwise.
 */
export function mockApi<R>(routes: FakeRoutes<R>) {
  const table: Record<string, Route | undefined> = {
    'GET /api/config': () => ({ body: sellingConfig }),
    ...(routes as Record<string, Route | undefined>),
  };
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).split('?')[0];
      const key = `${init?.method ?? 'GET'} ${path}`;
      calls.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const reply: { status?: number; body?: unknown; raw?: string; disposition?: string } = table[key]?.(
        init,
      ) ?? {
        status: 404,
        body: { message: `No route ${key}` },
      };
      const status = reply.status ?? 200;
      if (reply.raw !== undefined)
        return new Response(reply.raw, {
          status,
          headers: {
            'content-type': 'application/zip',
            ...(reply.disposition ? { 'content-disposition': reply.disposition } : {}),
          },
        });
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

/** A whole `/api/config` answer (every field its schema has), with the fields a test cares about. */
export function fakeConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    recaptchaSiteKey: null,
    contactEmail: null,
    socialProviders: [],
    payments: 'test',
    images: 'artwork',
    languageModel: false,
    imageModel: false,
    hosting: { builtIn: true, netlify: false, ownDomains: false },
    stockPhotos: null,
    registration: 'open',
    visitorDrafts: true,
    ...overrides,
  };
}

/** A whole settings answer: a new account's defaults, English chosen, with the fields a test cares about. */
export function fakeSettings(overrides: Partial<UserSettings> = {}): UserSettings {
  return {
    emailNotifications: true,
    messageDigest: false,
    twoFactorAuth: false,
    autoSave: false,
    defaultTheme: 'light',
    language: 'en',
    dateFormat: null,
    timezone: 'UTC',
    ...overrides,
  };
}

/** A whole website answer (`GET /api/websites/:id`, a save), with the fields a test cares about. */
export function fakeWebsite(overrides: Partial<Website> & Pick<Website, 'id' | 'content'>): Website {
  return {
    name: overrides.content.siteName,
    prompt: 'A bakery',
    status: 'draft',
    editCount: 0,
    isAnonymous: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    netlifyUrl: null,
    needsRedeployment: false,
    version: 1,
    coverImage: null,
    generator: 'built-in',
    ...overrides,
  };
}
