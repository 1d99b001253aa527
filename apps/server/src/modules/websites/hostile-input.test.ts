import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { insertTestWebsite, multipartBody, signInAs, type TestUser } from '../../testing/website-factories';

/** JSON nested thousands of levels deep: anything that walks it recursively overflows its stack. */
const deeplyNested = fc
  .tuple(
    fc.integer({ min: 2_000, max: 50_000 }),
    fc.constantFrom('content', 'name', 'settings'),
    fc.constantFrom('', '"version":2,'),
  )
  .map(
    ([depth, key, version]) => `{"${key}":{${version}"a":${'{"a":'.repeat(depth)}1${'}'.repeat(depth + 1)}}`,
  );

/** Bodies a careless or hostile client might send. */
const hostileBody = fc.oneof(
  deeplyNested,
  fc.anything({ maxDepth: 3 }),
  fc.json({ maxDepth: 3 }),
  fc.string({ maxLength: 200 }),
  fc.record(
    {
      name: fc.anything({ maxDepth: 1 }),
      content: fc.oneof(
        fc.anything({ maxDepth: 3 }),
        fc.record({ siteName: fc.anything(), hero: fc.anything() }),
      ),
      version: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null)),
      prompt: fc.oneof(fc.string({ maxLength: 6_000 }), fc.anything({ maxDepth: 1 })),
      industry: fc.oneof(fc.string(), fc.constant('restaurant'), fc.anything({ maxDepth: 1 })),
      colorPreference: fc.oneof(fc.string(), fc.constant('blue')),
      language: fc.oneof(fc.string(), fc.constant('fr')),
      timezone: fc.string(),
      __proto__: fc.anything({ maxDepth: 1 }),
    },
    { requiredKeys: [] },
  ),
);

const hostileText = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.constantFrom(
    '..%2F..%2Fetc%2Fpasswd',
    '%00',
    "' OR 1=1 --",
    '<script>',
    '%E0%A4%A',
    'a'.repeat(300),
    '',
  ),
);

type Route = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: (id: string, text: string) => string;
};

const ROUTES: Route[] = [
  { method: 'POST', url: () => '/api/websites/generate' },
  { method: 'GET', url: () => '/api/websites' },
  { method: 'GET', url: (id) => `/api/websites/${id}` },
  { method: 'PATCH', url: (id) => `/api/websites/${id}` },
  { method: 'DELETE', url: (_, text) => `/api/websites/${encodeURIComponent(text) || 'x'}` },
  { method: 'GET', url: (id) => `/api/websites/${id}/export` },
  { method: 'GET', url: (_, text) => `/api/websites/${encodeURIComponent(text) || 'x'}/download` },
  { method: 'POST', url: () => '/api/upload' },
  { method: 'POST', url: () => '/api/ai/generate-image' },
  { method: 'GET', url: () => '/api/settings' },
  { method: 'PUT', url: () => '/api/settings' },
  { method: 'GET', url: (_, text) => `/api/preview/${encodeURIComponent(text) || 'x'}/meta` },
  { method: 'GET', url: (_, text) => `/preview/${encodeURIComponent(text) || 'x'}` },
  { method: 'POST', url: (id) => `/api/websites/${id}/share` },
  { method: 'DELETE', url: (_, text) => `/api/websites/${encodeURIComponent(text) || 'x'}/share` },
  { method: 'GET', url: (_, text) => `/uploads/${encodeURIComponent(text) || 'x'}` },
];

describeEachDatabase('hostile input', (kind) => {
  let t: TestApp;
  let user: TestUser;
  let siteId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await signInAs(t, { plan: 'starter' });
    siteId = await insertTestWebsite(t, { userId: user.id });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Everything a refused request must leave as it was. */
  async function snapshot() {
    const db = t.ctx.db;
    return {
      websites: await db.selectFrom('websites').selectAll().orderBy('id').execute(),
      media: await db.selectFrom('media').select(['id']).orderBy('id').execute(),
      usage: await db.selectFrom('usage_counters').selectAll().orderBy('month').execute(),
      settings: await db.selectFrom('user_settings').selectAll().execute(),
    };
  }

  it('never answers 500 and never changes a record when it refuses a JSON body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        hostileBody,
        hostileText,
        fc.boolean(),
        fc.constantFrom(undefined, '"1"', '"999"', 'W/"x"', '*', 'garbage'),
        async (route, body, text, isSignedIn, ifMatch) => {
          const before = await snapshot();
          const payload = typeof body === 'string' ? body : JSON.stringify(body);
          const res = await t.app.inject({
            method: route.method,
            url: route.url(siteId, text),
            headers: {
              ...(isSignedIn ? { cookie: user.cookie } : {}),
              ...(ifMatch ? { 'if-match': ifMatch } : {}),
              ...(route.method === 'GET' || payload === undefined
                ? {}
                : { 'content-type': 'application/json' }),
            },
            ...(route.method === 'GET' || payload === undefined ? {} : { payload }),
          });
          expect(
            res.statusCode,
            `${route.method} ${route.url(siteId, text)} ${payload?.slice(0, 200)}`,
          ).toBeLessThan(500);
          if (res.statusCode >= 400) expect(await snapshot()).toEqual(before);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('never answers 500 to random multipart uploads, and stores nothing it refuses', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 2_000 }),
        fc.constantFrom('file', 'image', ''),
        fc.string({ maxLength: 40 }),
        fc.boolean(),
        async (bytes, field, filename, isTruncatedBody) => {
          const before = await snapshot();
          const { payload, headers } = multipartBody(Buffer.from(bytes), {
            field,
            filename: filename.replace(/["\r\n]/g, ''),
          });
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/upload',
            headers: { ...headers, cookie: user.cookie },
            payload: isTruncatedBody ? payload.subarray(0, Math.floor(payload.length / 2)) : payload,
          });
          expect(res.statusCode).toBeLessThan(500);
          if (res.statusCode >= 400) expect(await snapshot()).toEqual(before);
        },
      ),
      { numRuns: 60 },
    );
  });
});
