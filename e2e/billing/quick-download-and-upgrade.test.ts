import fs from 'node:fs';
import { unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { checkA11y, hasChromium, screenshot } from '../support/browser';
import { startImagesApi } from '../support/images-api';
import { useServerAndBrowser } from '../support/lifecycle';
import type { RunningServer } from '../support/server';

// With an image model the picture tool makes metered "AI image"s (without one: free "New artwork").
const imagesApi = await startImagesApi();
afterAll(() => imagesApi.stop());

/** Status of POST /api/ai/generate-image from inside the page (its cookies, its session). */
const aiImageStatus = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/api/ai/generate-image', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ prompt: 'A loaf of sourdough bread on a wooden table' }),
    });
    return res.status;
  });

/** Axe violations on the page outside the shell's header (the header has its own tests). */
async function violationsBelowHeader(page: Page) {
  const found = [];
  for (const violation of await checkA11y(page)) {
    const selectors = violation.nodes.flat().map(String);
    const isBelowHeader = await page.evaluate(
      (list) => list.some((selector) => !document.querySelector(selector)?.closest('header')),
      selectors,
    );
    if (isBelowHeader) found.push(violation);
  }
  return found;
}

describe.skipIf(!hasChromium())('billing in test mode, as a new person would use it', () => {
  let server: RunningServer;
  let browser: Browser;
  // No Stripe key: the built-in test-mode checkout is the payment page.
  useServerAndBrowser(
    (s, b) => {
      server = s;
      browser = b;
    },
    { env: imagesApi.env },
  );

  it('a visitor generates a site, buys a Quick Download on the test checkout and gets the zip', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/dashboard?quickDownload=true`);
    await expect
      .poll(() => page.getByText('Quick Download Mode').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page
      .getByLabel(/website description/i)
      .fill('Rosa Bakery is a family bakery in Leeds selling sourdough and cakes.');
    await page.getByRole('button', { name: /generate website/i }).click();

    const buy = page.getByRole('button', { name: /Quick Download — \$6\.99/ });
    await buy.waitFor({ timeout: 60_000 });
    await buy.click();

    await page.waitForURL(/\/api\/billing\/test-checkout\//);
    expect(await page.textContent('body')).toContain('Test mode — no real payment is taken');
    await screenshot(page, 'billing-test-checkout');
    // Its CSP allows no script at all, so axe checks a copy of the same HTML.
    const copy = await context.newPage();
    await copy.setContent(await page.content());
    expect(await checkA11y(copy)).toEqual([]);
    await copy.close();
    await page.getByRole('button', { name: 'Pay $6.99' }).click();

    await page.waitForURL(/\/download-success\?session_id=.+&website_id=.+/);
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    const websiteId = new URL(page.url()).searchParams.get('website_id');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Download Website/ }).click(),
    ]);
    // Named as an account's export of it is: `<Site name>.zip`.
    expect(download.suggestedFilename()).toBe('Rosa Bakery.zip');
    expect(websiteId).toBeTruthy();
    const file = await download.path();
    const entries = Object.keys(unzipSync(new Uint8Array(fs.readFileSync(file))));
    expect(entries).toEqual(expect.arrayContaining(['index.html', 'favicon.svg']));
    await screenshot(page, 'billing-download-success');
    expect(await violationsBelowHeader(page)).toEqual([]);

    // The same success link in another browser: it says where the download is, and offers none.
    for (const width of [1280, 375]) {
      const elsewhere = await browser.newContext({ viewport: { width, height: 800 } });
      const other = await elsewhere.newPage();
      await other.goto(page.url());
      await other.getByText('Open this link in the browser you paid in').waitFor();
      expect(await other.getByText('Payment Verification Failed').count()).toBe(0);
      expect(await other.getByRole('button', { name: /Download Website/ }).count()).toBe(0);
      await screenshot(other, `billing-download-success-elsewhere-${width}`);
      await elsewhere.close();
    }
    await context.close();
  });

  it('a new account upgrades to Builder in test mode; plan badge, limits, AI images and history follow', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/auth?redirect=/dashboard?tab=billing`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByLabel('First name').fill('Rosa');
    await page.getByLabel('Last name').fill('Baker');
    await page.getByLabel('Email').fill(`rosa-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('sourdough-2026');
    await page.getByLabel('Confirm password').fill('sourdough-2026');
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL(/\/dashboard\?tab=billing/);
    await page.getByRole('heading', { name: /Billing & Plans/ }).waitFor();
    expect(await aiImageStatus(page)).toBe(403);
    await page.getByRole('button', { name: 'Switch to Builder' }).click();

    await page.waitForURL(/\/api\/billing\/test-checkout\//);
    expect(await page.textContent('body')).toContain('$14.99 / month');
    await page.getByRole('button', { name: 'Pay $14.99' }).click();

    // Back on billing: verified, then the page reloads after 2 s and shows the new plan.
    await page.getByText('Payment Successful!').first().waitFor();
    await page.waitForEvent('load', { timeout: 10_000 });
    expect(page.url()).not.toContain('session_id');
    await expect
      .poll(() => page.locator('header').getByText('Builder').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => page.getByText('0 of 15').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('0 of 5').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('cell', { name: /Builder plan \(monthly\)/ }).count()).toBe(1);
    expect(await page.getByRole('cell', { name: '$14.99' }).count()).toBe(1);
    expect(await aiImageStatus(page)).toBe(200);
    await screenshot(page, 'billing-upgraded');
    expect(await violationsBelowHeader(page)).toEqual([]);
    await context.close();
  });
});
