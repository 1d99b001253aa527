import type { IncomingMessage, ServerResponse } from 'node:http';
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserAndSignIn } from '../../testing/factories';
import { createTestApp, type DatabaseKind, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { insertTestWebsite, sampleContent } from '../../testing/website-factories';
import { cachedFileAnswer } from './hosted-answers';
import { createHostedCache } from './hosted-cache';

const html = Buffer.from('<!doctype html><title>Rosa</title>');

function cacheWithRosa() {
  const cache = createHostedCache();
  cache.setLive('rosa', 'p1');
  cache.setLive('gone', null);
  cache.setFile('p1', 'index.html', {
    body: html,
    etag: '"abc"',
    contentType: 'text/html; charset=utf-8',
    br: zlib.brotliCompressSync(html),
    gz: zlib.gzipSync(html),
  });
  return cache;
}

/** Asks an early answer about one request; returns what it wrote, or null when it passed. */
function ask(answer: ReturnType<typeof cachedFileAnswer>, url: string, headers: Record<string, string> = {}) {
  const sent = { status: 0, headers: {} as Record<string, string>, body: null as Buffer | null };
  const response = {
    writeHead: (status: number, h: Record<string, string>) => {
      sent.status = status;
      sent.headers = h;
    },
    end: (body?: Buffer) => {
      sent.body = body ?? null;
    },
  } as unknown as ServerResponse;
  const status = answer({ method: 'GET', url, headers } as IncomingMessage, response);
  if (status === null) return null;
  expect(sent.status).toBe(status);
  return sent;
}

describe('published files answered from memory', () => {
  it('sends the encoding the browser accepts, with its own ETag, and a 304 for that ETag', () => {
    const answer = cachedFileAnswer(cacheWithRosa(), undefined);
    const br = ask(answer, '/s/rosa/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br?.status).toBe(200);
    expect(br?.headers).toEqual({
      'content-type': 'text/html; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'content-security-policy':
        "script-src 'none'; object-src 'none'; base-uri 'none'; form-action *; frame-ancestors 'self'",
      etag: '"abc.br"',
      'cache-control': 'public, max-age=0, must-revalidate',
      vary: 'Accept-Encoding',
      'content-encoding': 'br',
      'content-length': String(br?.body?.byteLength),
    });
    expect(zlib.brotliDecompressSync(br?.body as Buffer)).toEqual(html);
    const plain = ask(answer, '/s/rosa/index.html');
    expect(plain?.body).toEqual(html);
    expect(plain?.headers.etag).toBe('"abc"');
    expect(plain?.headers['content-encoding']).toBeUndefined();

    const notModified = ask(answer, '/s/rosa/', { 'accept-encoding': 'br', 'if-none-match': '"abc.br"' });
    expect(notModified?.status).toBe(304);
    expect(notModified?.body).toBeNull();
    expect(notModified?.headers.etag).toBe('"abc.br"');
    expect(notModified?.headers['content-encoding']).toBeUndefined();
    expect(notModified?.headers['content-length']).toBeUndefined();
    // Another encoding's ETag is another representation.
    expect(ask(answer, '/s/rosa/', { 'accept-encoding': 'br', 'if-none-match': '"abc"' })?.status).toBe(200);
  });

  it('leaves everything but a plain read of a cached file to the routes', () => {
    const answer = cachedFileAnswer(cacheWithRosa(), undefined);
    for (const url of [
      '/s/rosa', // the redirect to /s/rosa/
      '/s/rosa/?sent=1', // the thank-you note
      '/s/rosa/%69ndex.html', // escapes the router decodes
      '/s/rosa/./index.html',
      '/s/rosa/no-such-page', // the site's 404 page
      '/s/gone/', // not published
      '/s/other/', // not looked up yet
      '/s/Rosa/',
      '/api/health',
    ])
      expect(ask(answer, url), url).toBeNull();
  });

  it('answers sites on their own subdomain, but not the API there', () => {
    const answer = cachedFileAnswer(cacheWithRosa(), 'sites.test');
    expect(ask(answer, '/', { host: 'rosa.sites.test:8080' })?.status).toBe(200);
    expect(ask(answer, '/index.html', { host: 'Rosa.Sites.Test' })?.status).toBe(200);
    expect(ask(answer, '/api/health', { host: 'rosa.sites.test' })).toBeNull();
    expect(ask(answer, '/s/rosa/', { host: 'app.test' })?.status).toBe(200);
  });
});

type Answer = { status: number; headers: Record<string, unknown>; body: Buffer };

function getOverHttp(port: number, url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/** The headers of the answer itself, less those of the connection. */
function fileHeaders(headers: Record<string, unknown>) {
  const kept = { ...headers };
  for (const name of ['date', 'connection', 'keep-alive']) delete kept[name];
  return kept;
}

async function publishSite(t: TestApp, name: string) {
  const owner = await createUserAndSignIn(t, { plan: 'pro' });
  const websiteId = await insertTestWebsite(
    t,
    { userId: owner.user.id },
    { content: sampleContent({ siteName: name }), name },
  );
  const published = await t.app.inject({
    method: 'POST',
    url: `/api/websites/${websiteId}/publish`,
    headers: { cookie: owner.cookie },
  });
  expect(published.statusCode).toBe(200);
}

describeEachDatabase('a listening server answers published files as the route does', (kind: DatabaseKind) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'http://mainstreet.test', SITES_DOMAIN: 'sites.test' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => t.close());

  it('sends the same status, headers and bytes for every encoding, 304 and host', async () => {
    await publishSite(t, 'Early Bakery');
    // The first read goes through the route and fills the cache; the rest are answered from it.
    const first = await t.app.inject({ url: '/s/early-bakery/', headers: { 'accept-encoding': 'br' } });
    const etag = String(first.headers.etag);
    for (const [url, headers] of [
      ['/s/early-bakery/', { 'accept-encoding': 'br' }],
      ['/s/early-bakery/', { 'accept-encoding': 'gzip' }],
      ['/s/early-bakery/index.html', {}],
      ['/s/early-bakery/', { 'accept-encoding': 'br', 'if-none-match': etag }],
      ['/', { host: 'early-bakery.sites.test', 'accept-encoding': 'br' }],
    ] as const) {
      const routed = await t.app.inject({ url, headers });
      const early = await getOverHttp(port, url, headers);
      expect(early.status, url).toBe(routed.statusCode);
      expect(early.body.equals(routed.rawPayload), url).toBe(true);
      expect(fileHeaders(early.headers), url).toEqual(fileHeaders(routed.headers));
    }
  });
});

describe('servers whose hooks have work for every read', () => {
  it('vet the Host of published pages too when production runs without PUBLIC_URL', async () => {
    const t = await createTestApp('sqlite', { NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' });
    try {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = t.app.server.address() as { port: number };
      await publishSite(t, 'Vetted Bakery');
      expect((await t.app.inject({ url: '/s/vetted-bakery/' })).statusCode).toBe(200);
      expect((await getOverHttp(port, '/s/vetted-bakery/', { host: 'localhost' })).status).toBe(200);
      expect((await getOverHttp(port, '/s/vetted-bakery/', { host: 'evil.example' })).status).toBe(400);
    } finally {
      await t.close();
    }
  });
});
