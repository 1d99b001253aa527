import net from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerNew } from '../owner-paths/helpers';
import { hasChromium, screenshot } from '../support/browser';
import { useServerAndBrowser } from '../support/lifecycle';
import type { RunningServer } from '../support/server';

const DESCRIPTION = 'Rosa Bakery is a family bakery in Leeds. Sourdough, pastries and custom cakes.';
const CREDIT = 'Made with Mainstreet';

/** An owner's generated site, launched on Mainstreet hosting from the preview; answers its live address. */
async function launchOwnSite(page: Page, baseUrl: string): Promise<string> {
  await registerNew(page, baseUrl, '/dashboard?tab=generate');
  await page.getByLabel('Website Description').fill(DESCRIPTION);
  await page.getByRole('button', { name: 'Generate Website' }).click();
  await page.waitForURL(/tab=preview/, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Launch', exact: true }).click();
  await page.getByRole('button', { name: /Mainstreet hosting/ }).click();
  await page.getByText('Website Launched Successfully!', { exact: true }).waitFor({ timeout: 30_000 });
  const live = (await page.getByRole('link', { name: /View live site/ }).getAttribute('href')) ?? '';
  expect(live).toMatch(/\/s\/[a-z0-9-]+\/$/);
  await page.keyboard.press('Escape');
  return live;
}

/** A port nothing listens on now: the server's PUBLIC_URL must name it before it starts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The live page as a visitor's browser gets it: its footer's text and whether it links the credit. */
async function footerOf(browser: Browser, url: string): Promise<{ text: string; creditHref: string | null }> {
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const site = await visitor.newPage();
  const requests: string[] = [];
  site.on('request', (r) => requests.push(r.url()));
  await site.goto(url, { waitUntil: 'load' });
  const footer = site.locator('footer').first();
  const text = (await footer.innerText()).replace(/\s+/g, ' ');
  const link = footer.getByRole('link', { name: CREDIT });
  const creditHref = (await link.count()) ? await link.getAttribute('href') : null;
  await visitor.close();
  return { text, creditHref };
}

/**
 * Issue 24 and issue 35, "Done when": the credit on published pages is there below "Remove branding",
 * and paying for Builder takes it off the live page with no redeploy. The server runs as `npm start`
 * does (production) with the test checkout on plain http at a loopback PUBLIC_URL.
 */
describe.skipIf(!hasChromium())(
  'test-mode payments over http://127.0.0.1: the “Made with Mainstreet” credit follows the plan',
  () => {
    let server: RunningServer;
    let browser: Browser;
    const env: Record<string, string> = { NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' };
    beforeAll(async () => {
      const port = await freePort();
      env.PORT = String(port);
      env.PUBLIC_URL = `http://127.0.0.1:${port}`;
    });
    useServerAndBrowser(
      (s, b) => {
        server = s;
        browser = b;
      },
      { env },
    );

    it('a Starter owner’s live page carries it; after paying for Builder it is gone without a redeploy, and stays gone on Pro', async () => {
      expect(server.url).toBe(env.PUBLIC_URL);
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const live = await launchOwnSite(page, server.url);

      const starter = await footerOf(browser, live);
      expect(starter.text).toContain(CREDIT);
      expect(starter.creditHref).toBe(`${server.url}/`);
      const site = await context.newPage();
      await site.goto(live);
      await site.locator('footer').scrollIntoViewIfNeeded();
      await screenshot(site, 'credit-starter-footer');
      await site.close();

      await page.goto(`${server.url}/dashboard?tab=billing`);
      await page.getByText(/“Made with Mainstreet” link; Builder removes it/).waitFor();
      await page.getByRole('button', { name: 'Switch to Builder' }).click();
      // The built-in checkout over plain http: it says it is test mode and takes no card.
      await page.waitForURL(/\/api\/billing\/test-checkout\//);
      await page.getByText('Test mode — no real payment is taken').waitFor();
      await screenshot(page, 'test-checkout-over-http');
      await page.getByRole('button', { name: /^Pay / }).click();
      await page
        .getByText(/Your live sites no longer carry the “Made with Mainstreet” link/)
        .first()
        .waitFor({ timeout: 20_000 });
      await page.waitForEvent('load', { timeout: 15_000 });
      // No redeploy: the live page was published again with the plan change.
      const builder = await footerOf(browser, live);
      expect(builder.text).not.toContain(CREDIT);
      expect(builder.creditHref).toBeNull();

      await page.goto(`${server.url}/dashboard?tab=billing`);
      await page.getByRole('button', { name: 'Switch to Pro' }).click();
      await page.getByText('You are now on the Pro plan.').first().waitFor({ timeout: 20_000 });
      expect((await footerOf(browser, live)).text).not.toContain(CREDIT);
      await context.close();
    }, 240_000);
  },
);

describe.skipIf(!hasChromium())('payments off: no credit on published pages', () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser(
    (s, b) => {
      server = s;
      browser = b;
    },
    { env: { NODE_ENV: 'production' } },
  );

  it('an owner’s live page has no “Made with Mainstreet” link: nothing on this server sells its removal', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const live = await launchOwnSite(page, server.url);
    const footer = await footerOf(browser, live);
    expect(footer.text).not.toContain(CREDIT);
    expect(footer.text).not.toContain('Mainstreet');
    await context.close();
  }, 180_000);
});
