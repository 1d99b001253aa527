import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from '../support/browser';
import { useServerAndBrowser } from '../support/lifecycle';
import type { RunningServer } from '../support/server';

type Preset = { name: string; tests: unknown[] };
type TestResult = { passed: unknown[]; failed: { description?: string; test?: string }[] };
// The validator ships no types: the part used here, per its README.
const sdtt = createRequire(import.meta.url)('structured-data-testing-tool') as {
  structuredDataTestHtml(html: string, options: { presets: Preset[] }): Promise<TestResult>;
};
const { Facebook, Twitter } = createRequire(import.meta.url)(
  'structured-data-testing-tool/presets',
) as Record<string, Preset>;

/**
 * A link shared on a social network: the network's crawler, on another origin, reads the published
 * page's Open Graph and Twitter tags and draws the preview from `og:image`, which must be a raster
 * it can decode (no network shows an SVG preview).
 */
describe.skipIf(!hasChromium())('a published page unfurls when its link is shared', () => {
  let server: RunningServer;
  let browser: Browser;
  let liveUrl = '';
  let crawler: Server;
  let crawlerUrl = '';

  useServerAndBrowser(async (s, b) => {
    server = s;
    browser = b;
  });

  beforeAll(async () => {
    // The "network": a page on its own origin and, like a real crawler, a server-side fetch (a
    // published page need not allow other origins to read it in a browser).
    crawler = createServer(async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (url.pathname === '/fetch') {
        const answer = await fetch(url.searchParams.get('url') ?? '');
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' });
        res.end(Buffer.from(await answer.arrayBuffer()));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Share a link</title><h1>Share a link</h1>');
    });
    await new Promise<void>((resolve) => crawler.listen(0, '127.0.0.1', resolve));
    crawlerUrl = `http://127.0.0.1:${(crawler.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => crawler?.close(() => resolve())));

  it('publishes a generated site on the built-in host', async () => {
    const context = await browser.newContext();
    const registered = await context.request.post(`${server.url}/api/auth/register`, {
      data: {
        email: `unfurl-${Date.now()}@example.com`,
        password: 'Share-The-Link-2026',
        firstName: 'Una',
        lastName: 'Furl',
      },
    });
    expect(registered.ok()).toBe(true);
    const generated = await context.request.post(`${server.url}/api/websites/generate`, {
      data: {
        prompt: 'Rosa Bakery is a family bakery in Leeds. Sourdough, pastries and custom cakes.',
        industry: '',
        colorPreference: '',
      },
    });
    expect(generated.ok()).toBe(true);
    const { id } = (await generated.json()) as { id: string };
    const published = await context.request.post(`${server.url}/api/websites/${id}/publish`);
    expect(published.ok(), await published.text()).toBe(true);
    liveUrl = ((await published.json()) as { url: string }).url;
    expect(liveUrl).toMatch(/\/s\/[a-z0-9-]+\/$/);
    await context.close();
  });

  it('gives a crawler on another origin the tags and a 1200×630 picture it can decode', async () => {
    const page = await browser.newPage();
    await page.goto(crawlerUrl);
    const preview = await page.evaluate(async (url) => {
      const via = (target: string) => `/fetch?url=${encodeURIComponent(target)}`;
      const html = await (await fetch(via(url))).text();
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const meta = (key: string) =>
        doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;
      const tags = Object.fromEntries(
        [
          'og:title',
          'og:image',
          'og:image:width',
          'og:image:height',
          'og:image:alt',
          'twitter:card',
          'twitter:image',
        ].map((key) => [key, meta(key)]),
      );
      const image = tags['og:image'] ?? '';
      // Decoded as the crawler would: the bytes behind og:image, as a bitmap…
      const answer = await fetch(via(image));
      const blob = await answer.blob();
      const bitmap = await createImageBitmap(blob);
      // …and as a picture on the crawler's page, straight from the published site's origin.
      const img = new Image();
      img.src = image;
      await img.decode();
      return {
        tags,
        contentType: answer.headers.get('content-type'),
        bitmap: [bitmap.width, bitmap.height],
        img: [img.naturalWidth, img.naturalHeight],
      };
    }, liveUrl);
    expect(preview.tags['og:title']).toContain('Rosa Bakery');
    expect(preview.tags['og:image']).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.+\.(png|jpe?g)$/);
    expect(new URL(preview.tags['og:image'] ?? '').origin).toBe(new URL(liveUrl).origin);
    expect(preview.tags['twitter:image']).toBe(preview.tags['og:image']);
    expect(preview.tags['twitter:card']).toBe('summary_large_image');
    expect([preview.tags['og:image:width'], preview.tags['og:image:height']]).toEqual(['1200', '630']);
    expect(preview.tags['og:image:alt']).toBeTruthy();
    expect(preview.contentType).toMatch(/^image\/(png|jpeg)$/);
    expect(preview.bitmap).toEqual([1200, 630]);
    expect(preview.img).toEqual([1200, 630]);
    await page.close();
  });

  it('passes structured-data-testing-tool’s Facebook and Twitter presets with 0 failures', async () => {
    const html = await (await fetch(liveUrl)).text();
    const result = await sdtt
      .structuredDataTestHtml(html, { presets: [Facebook, Twitter] })
      .catch((error: { res?: TestResult }) => {
        if (!error.res) throw error;
        return error.res;
      });
    expect(result.failed.map((f) => f.description ?? f.test)).toEqual([]);
    // Proof the presets ran: each checks five tags a page must have.
    expect(result.passed.length).toBeGreaterThanOrEqual(10);
  });
});
