import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiRoutes, type RouteSchemas } from './api-routes';
import { createTestApp, type TestApp } from './testing/test-app';

/** Every route as registered, with the schema it was registered with. */
const registered = vi.hoisted(() => new Map<string, RouteOptions>());

vi.mock('./modules/index', async (importOriginal) => {
  const original = await importOriginal<typeof import('./modules/index')>();
  return {
    ...original,
    registerModules: async (...args: Parameters<typeof original.registerModules>) => {
      args[0].addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) registered.set(`${method} ${route.url}`, route);
      });
      return original.registerModules(...args);
    },
  };
});

type RouteSchema = {
  body?: unknown;
  querystring?: unknown;
  response?: Record<string, unknown>;
};

/** The schemas a registered route declares, in the route map's terms. */
function schemasOf(route: RouteOptions): Omit<RouteSchemas, 'multipart'> {
  const schema = (route.schema ?? {}) as RouteSchema;
  const success = Object.keys(schema.response ?? {}).find((status) => /^2\d\d$/.test(status));
  return {
    query: schema.querystring as RouteSchemas['query'],
    body: schema.body as RouteSchemas['body'],
    answer: (success ? schema.response?.[success] : undefined) as RouteSchemas['answer'],
  };
}

describe('the route map the web app is typed by', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  }, 60_000);
  afterAll(() => t?.close());

  it('names only routes the server registers', () => {
    const unknown = Object.keys(apiRoutes).filter((key) => !registered.has(key));
    expect(registered.size).toBeGreaterThan(60);
    expect(unknown).toEqual([]);
  });

  it('holds the very schemas each route validates and answers with', () => {
    const drifted = Object.entries(apiRoutes as Record<string, RouteSchemas>).flatMap(([key, entry]) => {
      const route = registered.get(key);
      if (!route) return [];
      const actual = schemasOf(route);
      return (['query', 'body', 'answer'] as const)
        .filter((part) => actual[part] !== entry[part])
        .map((part) => `${key}: ${part}`);
    });
    expect(drifted).toEqual([]);
  });

  it('covers every JSON call under /api a browser makes', () => {
    // Left out on purpose: probes, the webhook, redirects, the docs, the test checkout page,
    // fonts, contact forms posted by published sites (not the web app) and Caddy's domain `ask`.
    const notForTheApp =
      /^(GET \/api\/(health|ready|openapi\.json|docs.*|auth\/providers|auth\/:provider.*|site-fonts\/:file|billing\/test-checkout.*|domains\/ask)|POST \/api\/(billing\/webhook|billing\/test-checkout.*|forms\/:formKey)|(HEAD|OPTIONS) .*)$/;
    const missing = [...registered.keys()]
      .filter((key) => / \/api\//.test(key) && !notForTheApp.test(key))
      .filter((key) => !(key in apiRoutes));
    expect(missing).toEqual([]);
  });
});
