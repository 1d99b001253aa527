import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { type Env, testConfig } from '../config';
import type { AppContext } from '../context';
import { closeContext, createContext } from '../start';

const THEME_SCRIPT = 'document.documentElement.dataset.x = "1";';
const INDEX = `<!doctype html><html lang="en"><head><script>${THEME_SCRIPT}</script><script type="module" src="/assets/app-1a2b3c.js"></script></head><body>${'<p>Mainstreet</p>'.repeat(200)}</body></html>`;
const APP_JS = `console.log(${JSON.stringify('x'.repeat(5000))});`;

type Served = { app: FastifyInstance; ctx: AppContext; dir: string };

async function serve(env: Partial<Record<keyof Env, string>> = {}): Promise<Served> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mainstreet-web-'));
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'assets/app-1a2b3c.js'), APP_JS);
  fs.writeFileSync(path.join(dist, 'assets/app-1a2b3c.js.br'), zlib.brotliCompressSync(APP_JS));
  fs.writeFileSync(path.join(dist, 'assets/app-1a2b3c.js.gz'), zlib.gzipSync(APP_JS));
  const ctx = await createContext(testConfig({ DATA_DIR: path.join(dir, 'data'), ...env }));
  const app = await buildApp(ctx, { serveWeb: true, webDist: dist });
  await app.ready();
  return { app, ctx, dir };
}

async function stop(served: Served) {
  await served.app.close();
  await closeContext(served.ctx);
  fs.rmSync(served.dir, { recursive: true, force: true });
}

describe('the web app as npm start serves it', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve();
  });
  afterAll(() => stop(served));

  it('sends a hashed script as its brotli copy, cached for a year', async () => {
    const res = await served.app.inject({
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.byteLength).toBeLessThan(APP_JS.length / 10);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(APP_JS);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await served.app.inject({
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);
    const plain = await served.app.inject({ url: '/assets/app-1a2b3c.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });

  it('never serves the compressed copies as files of their own', async () => {
    const res = await served.app.inject({ url: '/assets/app-1a2b3c.js.br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).not.toBe(zlib.brotliCompressSync(APP_JS).toString());
  });

  it('names the page in the browser’s language, so the first paint is not marked English', async () => {
    const spanish = await served.app.inject({
      url: '/',
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
    });
    expect(spanish.body).toMatch(/^<!doctype html><html lang="es">/);
    expect(spanish.headers.vary).toMatch(/accept-language/i);
    const german = await served.app.inject({ url: '/auth', headers: { 'accept-language': 'de-AT' } });
    expect(german.body).toContain('<html lang="de">');
    const other = await served.app.inject({ url: '/', headers: { 'accept-language': 'it-IT' } });
    expect(other.body).toContain('<html lang="en">');
  });

  it('answers every screen with index.html compressed, revalidated each time and protected', async () => {
    for (const url of ['/', '/auth', '/dashboard?tab=sites']) {
      const res = await served.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
      expect(csp).not.toContain('google.com');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('compresses JSON answers over 1 KB and leaves small ones alone', async () => {
    const big = await served.app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'br' } });
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString()).paths).toBeTruthy();
    const small = await served.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().status).toBe('ok');
  });

  it('keeps API misses as JSON 404s', async () => {
    const res = await served.app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('answers 404 with the app (its not-found screen) for a path that is no screen of it', async () => {
    for (const url of ['/', '/dashboard', '/auth?mode=register', '/terms/', '/oauth/netlify/callback?code=1'])
      expect((await served.app.inject({ url })).statusCode, url).toBe(200);
    const missing = await served.app.inject({ url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.body).toContain('<p>Mainstreet</p>');
  });
});

describe('the web app behind https with a bot check', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve({
      PUBLIC_URL: 'https://builder.example',
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_SECRET: 'secret',
    });
  });
  afterAll(() => stop(served));

  it('adds HSTS and lets the bot-check service load', async () => {
    const res = await served.app.inject({ url: '/auth' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(String(res.headers['content-security-policy'])).toMatch(
      /script-src [^;]*https:\/\/www\.google\.com/,
    );
  });
});

describe('the web app with a stock-photo provider', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve({ PEXELS_API_KEY: 'pexels-key' });
  });
  afterAll(() => stop(served));

  it('lets "Find a photo" show the provider’s thumbnails, and nothing else from it', async () => {
    const csp = String((await served.app.inject({ url: '/dashboard' })).headers['content-security-policy']);
    expect(csp).toMatch(/img-src [^;]*https:\/\/images\.pexels\.com/);
    expect(csp).not.toMatch(/(script|connect|frame)-src [^;]*pexels/);
  });
});
