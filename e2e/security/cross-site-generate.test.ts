import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from '../support/browser';
import { useServerAndBrowser } from '../support/lifecycle';
import type { RunningServer } from '../support/server';

const ATTACK_TEXT = 'Attacker Plumbing — totally real, visit evil.example';

/** The pages another website could show a signed-in owner, each aimed at the generate endpoint. */
function attackPage(variant: string, app: string): string {
  const target = `${app}/api/websites/generate`;
  const json = JSON.stringify({ prompt: ATTACK_TEXT });
  const autoSubmit = '<script>document.forms[0].submit()</script>';
  switch (variant) {
    case 'navigate':
      return `<script>location.href = ${JSON.stringify(`${target}?prompt=${encodeURIComponent(ATTACK_TEXT)}`)}</script>`;
    case 'navigate-old-stream':
      return `<script>location.href = ${JSON.stringify(`${target}/stream?prompt=${encodeURIComponent(ATTACK_TEXT)}`)}</script>`;
    case 'form-urlencoded':
      return `<form method="POST" action="${target}"><input name="prompt" value="${ATTACK_TEXT}"></form>${autoSubmit}`;
    case 'form-multipart':
      return `<form method="POST" action="${target}" enctype="multipart/form-data"><input name="prompt" value="${ATTACK_TEXT}"></form>${autoSubmit}`;
    case 'form-text-plain':
      // The classic JSON-in-a-text/plain-form trick: the body reads {"prompt":"…","x":"="}.
      return `<form method="POST" action="${target}" enctype="text/plain"><input name='{"prompt":"${ATTACK_TEXT}","x":"' value='"}'></form>${autoSubmit}`;
    case 'fetch-no-cors':
      return `<script>fetch(${JSON.stringify(target)}, { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'content-type': 'text/plain' }, body: ${JSON.stringify(json)} }).finally(() => { document.title = 'sent' })</script>`;
    case 'fetch-json':
      return `<script>fetch(${JSON.stringify(target)}, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json', accept: 'text/event-stream' }, body: ${JSON.stringify(json)} }).finally(() => { document.title = 'sent' })</script>`;
    default:
      return '';
  }
}

const VARIANTS = [
  'navigate',
  'navigate-old-stream',
  'form-urlencoded',
  'form-multipart',
  'form-text-plain',
  'fetch-no-cors',
  'fetch-json',
];

describe.skipIf(!hasChromium())('a page on another origin cannot start a generation', () => {
  let server: RunningServer;
  let browser: Browser;
  let attacker: http.Server;
  let attackerPort = 0;
  /** Every request the app received from the attack pages is answered before we look. */
  useServerAndBrowser((s, b) => {
    server = s;
    browser = b;
  });
  beforeAll(async () => {
    attacker = http.createServer((req, res) => {
      const variant = new URL(req.url ?? '/', 'http://x').searchParams.get('v') ?? '';
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>attack</title><body>${attackPage(variant, server.url)}</body>`);
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    attackerPort = (attacker.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => attacker.close(resolve));
  });

  async function signedInOwner(): Promise<BrowserContext> {
    const context = await browser.newContext();
    const registered = await context.request.post(`${server.url}/api/auth/register`, {
      data: {
        email: `owner+${Date.now()}@example.com`,
        password: 'Cross-Site-Owner-42!',
        firstName: 'Olive',
        lastName: 'Owner',
      },
    });
    expect(registered.ok()).toBe(true);
    return context;
  }

  const ownerSites = async (context: BrowserContext) =>
    (await (await context.request.get(`${server.url}/api/websites`)).json()) as { name: string }[];

  it('refuses navigations, form posts and fetches from another port (same site, other origin) and another host', async () => {
    const context = await signedInOwner();
    // Same site, other origin (another port), and another site altogether (localhost vs 127.0.0.1).
    const origins = [`http://127.0.0.1:${attackerPort}`, `http://localhost:${attackerPort}`];
    let attempts = 0;
    for (const origin of origins) {
      for (const variant of VARIANTS) {
        const page = await context.newPage();
        await page.goto(`${origin}/?v=${variant}`);
        // Give the navigation, form post or fetch time to reach the server and finish.
        await page.waitForLoadState('load');
        await page.waitForTimeout(variant.startsWith('fetch') ? 1_500 : 500);
        await page.close();
        attempts++;
      }
    }
    expect(attempts).toBe(14);
    expect(await ownerSites(context)).toEqual([]);

    // The control: the same owner, on the app's own page, does create a site with a plain POST.
    const own = await context.newPage();
    await own.goto(`${server.url}/privacy`);
    const status = await own.evaluate(async (prompt) => {
      const res = await fetch('/api/websites/generate', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ prompt }),
      });
      await res.text();
      return res.status;
    }, 'Olive’s Bakery in Leeds bakes sourdough and cakes.');
    expect(status).toBe(200);
    expect((await ownerSites(context)).map((s) => s.name)).toHaveLength(1);
    await context.close();
  });
});
