import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, screenshot } from '../support/browser';
import { useServerAndBrowser } from '../support/lifecycle';
import type { RunningServer } from '../support/server';

describe.skipIf(!hasChromium())('thin path: describe a business, get a site', () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser((s, b) => {
    server = s;
    browser = b;
  });

  it('serves the health check and the app on one port', async () => {
    const health = await fetch(`${server.url}/api/health`).then((r) => r.json());
    expect(health).toEqual({ status: 'ok', database: 'sqlite' });
    const deepLink = await fetch(`${server.url}/privacy`);
    expect(deepLink.status).toBe(200);
    expect(await deepLink.text()).toContain('<div id="root">');
  });

  it('generates a site from a description typed on the page', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/dashboard?tab=generate`);
    await page
      .getByLabel(/website description/i)
      .fill('Rosie’s Bakery is a family bakery in Leeds. Sourdough and custom cakes. Open Tue–Sun 7–3.');
    await page.getByRole('button', { name: /generate website/i }).click();
    const frame = page.frameLocator('iframe[title*="Rosie"]');
    await expect
      .poll(async () => frame.locator('h1').first().textContent({ timeout: 30_000 }), { timeout: 60_000 })
      .toBeTruthy();
    await expect.poll(async () => frame.locator('body').textContent()).toContain('Rosie');
    await screenshot(page, 'thin-path-generated');
  });
});
