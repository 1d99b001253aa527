import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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

/** Redeploys the open site from the preview, as the owner would after a plan change. */
async function redeploy(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/dashboard?tab=preview`);
  await page.getByRole('button', { name: 'Redeploy', exact: true }).click();
  await page
    .getByText(/Website (Launched|Redeployed)/)
    .first()
    .waitFor({ timeout: 30_000 });
  await page.keyboard.press('Escape');
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

/** Issue 24, "Done when": the credit on published pages is there below "Remove branding", gone at and above it. */
describe.skipIf(!hasChromium())(
  'test-mode payments: the “Made with Mainstreet” credit follows the plan',
  () => {
    let server: RunningServer;
    let browser: Browser;
    useServerAndBrowser((s, b) => {
      server = s;
      browser = b;
    });

    it('a Starter owner’s live page carries it; after paying for Builder and redeploying it is gone, and stays gone on Pro', async () => {
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

      // The billing page says what a plan change does to the credit on pages already live.
      await page.goto(`${server.url}/dashboard?tab=billing`);
      await page.getByText(/“Made with Mainstreet” link; Builder removes it/).waitFor();
      await page.getByRole('button', { name: 'Switch to Builder' }).click();
      await page.waitForURL(/\/api\/billing\/test-checkout\//);
      await page.getByRole('button', { name: /^Pay / }).click();
      await page
        .getByText(/Publish your live sites again to remove the “Made with Mainstreet” link/)
        .first()
        .waitFor({
          timeout: 20_000,
        });
      await page.waitForEvent('load', { timeout: 15_000 });
      // Published pages are files: until the owner publishes again, the page is as it was.
      expect((await footerOf(browser, live)).text).toContain(CREDIT);
      await redeploy(page, server.url);
      const builder = await footerOf(browser, live);
      expect(builder.text).not.toContain(CREDIT);
      expect(builder.creditHref).toBeNull();

      await page.goto(`${server.url}/dashboard?tab=billing`);
      await page.getByRole('button', { name: 'Switch to Pro' }).click();
      await page.getByText('You are now on the Pro plan.').first().waitFor({ timeout: 20_000 });
      await redeploy(page, server.url);
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
