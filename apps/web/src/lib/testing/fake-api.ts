import type { ApiRoute, MatchRoute, PublicConfig, RouteAnswer } from '@mainstreet/server/contract';
import { vi } from 'vitest';

/** The statuses a fake refuses with; a success answers the route's own answer type. */
type RefusalStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 500 | 502 | 503;

/**
 * A fake answer for one route, typed by the route map (apps/server/src/api-routes.ts): on success
 * the route's answer as its response schema says; a refusal any error body; `events` a stream of
 * server-sent events, in the pieces the network delivers them.
 */
export type FakeReply<K extends ApiRoute = ApiRoute> =
  | { status?: 200 | 201; body: RouteAnswer<K> }
  | { status: RefusalStatus; body?: unknown }
  | { events: string[] };

/** What a fake route is given: the address (with its query), the request and its JSON body. */
export type FakeRequest = { url: URL; init: RequestInit | undefined; body: unknown };

type FakeRoute<K extends ApiRoute> = (request: FakeRequest) => FakeReply<K> | Promise<FakeReply<K>>;

/**
 * A table of fake routes keyed "METHOD /path" as the browser sends it (`GET /api/websites/w1`).
 * A line that reaches no route of the contract, or a reply that is not that route's answer, fails
 * `npm run typecheck`.
 */
export type FakeRoutes<R> = { [Line in keyof R]: Line extends string ? FakeRoute<MatchRoute<Line>> : never };

/** A whole `GET /api/config` answer (every field of its schema), with the fields a test cares about. */
export function fakePublicConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    recaptchaSiteKey: null,
    contactEmail: null,
    socialProviders: [],
    payments: 'off',
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

function respond(reply: FakeReply): Response {
  if ('events' in reply) {
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of reply.events) controller.enqueue(encoder.encode(piece));
        controller.close();
      },
    });
    return new Response(stream, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
  }
  return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
    status: reply.status ?? 200,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Stands in for the server: answers the browser's fetch calls from a table of typed routes, and
 * anything else with a 404. `GET /api/config` answers `fakePublicConfig()` unless the table says
 * otherwise. Returns every call made, in order.
 */
export function fakeApi<R>(routes: FakeRoutes<R>) {
  const table: Record<string, FakeRoute<ApiRoute> | undefined> = {
    'GET /api/config': () => ({ body: fakePublicConfig() }),
    ...(routes as Record<string, FakeRoute<ApiRoute> | undefined>),
  };
  const calls: Array<{ line: string } & FakeRequest> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const line = `${init?.method ?? 'GET'} ${url.pathname}`;
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      calls.push({ line, url, init, body });
      const route = table[line];
      return respond(
        route ? await route({ url, init, body }) : { status: 404, body: { message: `No route ${line}` } },
      );
    }),
  );
  return calls;
}
