import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, screenshot } from '../support/browser';
import { useServerAndBrowser } from '../support/lifecycle';
import type { RunningServer } from '../support/server';

/**
 * Draft privacy as a stranger sees it: a published contact form gives away a key that opens
 * nothing else, `/preview/<website id>` is 404, and a share link the owner turns off or replaces
 * stops working at once.
 */
describe.skipIf(!hasChromium())('draft privacy of shared and published sites', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const email = `sharer-${Date.now()}@example.com`;

  useServerAndBrowser(async (s, b) => {
    server = s;
    browser = b;
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });

  /** What a stranger's browser, with no cookies, gets at `url`. */
  async function strangerOpens(url: string): Promise<{ status: number; text: string }> {
    const stranger = await browser.newContext();
    const tab = await stranger.newPage();
    const res = await tab.goto(url);
    const result = { status: res?.status() ?? 0, text: (await tab.locator('body').textContent()) ?? '' };
    await stranger.close();
    return result;
  }

  async function openShareDialog(): Promise<string> {
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const link = page.getByLabel('Share link');
    await link.waitFor({ timeout: 15_000 });
    return link.inputValue();
  }

  let websiteId = '';
  it('generates, registers, adds a contact form and publishes', async () => {
    await page.goto(`${server.url}/dashboard?tab=generate`);
    await page
      .getByLabel(/website description/i)
      .fill('Marlow Cycles repairs and sells bicycles in Bristol. Servicing, wheel builds and rentals.');
    await page.getByRole('button', { name: /generate website/i }).click();
    await page.waitForURL(/tab=preview/, { timeout: 60_000 });
    await page.goto(
      `${server.url}/auth?mode=register&redirect=${encodeURIComponent('/dashboard?tab=editor')}`,
    );
    await page.getByLabel('First name').fill('Mara');
    await page.getByLabel('Last name').fill('Low');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Spoke-Wrench-Tyre-2026');
    await page.getByLabel('Confirm password').fill('Spoke-Wrench-Tyre-2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/tab=editor/, { timeout: 30_000 });
    await page.getByLabel('Widget type').selectOption('contact-form');
    await page.getByRole('button', { name: 'Add Widget' }).click();
    await page.getByRole('button', { name: /^Save$/ }).click();
    await page.getByText('Content saved successfully').first().waitFor({ timeout: 15_000 });
    await page.goto(`${server.url}/dashboard?tab=preview`);
    await page.getByRole('button', { name: 'Launch', exact: true }).click();
    await page.getByRole('button', { name: /Mainstreet hosting/ }).click();
    await page.getByText('Website Launched Successfully!', { exact: true }).waitFor({ timeout: 30_000 });
    const sites = (await (await page.request.get(`${server.url}/api/websites`)).json()) as
      | { id: string }[]
      | { websites: { id: string }[] };
    websiteId = (Array.isArray(sites) ? sites : sites.websites)[0].id;
    expect(websiteId).toMatch(/^[A-Za-z0-9_-]{10,}$/);
  });

  it('gives the published form a key that is not the website id and opens no draft', async () => {
    const liveUrl = (await page.getByRole('link', { name: /View live site/ }).getAttribute('href')) ?? '';
    const html = await (await fetch(liveUrl)).text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
    const formKey = decodeURIComponent(action.split('/api/forms/')[1] ?? '');
    expect(formKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(formKey).not.toBe(websiteId);
    expect(html).not.toContain(websiteId);
    // Neither the form key nor the website id is a share link.
    expect((await strangerOpens(`${server.url}/preview/${websiteId}`)).status).toBe(404);
    expect((await strangerOpens(`${server.url}/preview/${formKey}`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/preview/${websiteId}/meta`)).status).toBe(404);
  });

  it('shares the draft by its own link, which stops working when replaced or turned off', async () => {
    await page.goto(`${server.url}/dashboard?tab=preview`);
    const first = await openShareDialog();
    expect(first).toMatch(new RegExp(`^${server.url}/preview/[A-Za-z0-9_-]{22}$`));
    expect(first).not.toContain(websiteId);
    const shared = await strangerOpens(first);
    expect(shared.status).toBe(200);
    expect(shared.text).toContain('Marlow');
    await screenshot(page, 'share-privacy-dialog');

    await page.getByRole('button', { name: 'New link' }).click();
    const link = page.getByLabel('Share link');
    await expect
      .poll(async () => ((await link.count()) ? link.inputValue() : first), { timeout: 15_000 })
      .not.toBe(first);
    const second = await link.inputValue();
    expect((await strangerOpens(first)).status).toBe(404);
    expect((await strangerOpens(second)).status).toBe(200);

    await page.getByRole('button', { name: 'Turn off link' }).click();
    await page.getByText('The share link is off.').waitFor({ timeout: 15_000 });
    const off = await strangerOpens(second);
    expect(off.status).toBe(404);
    expect(off.text).toContain('Website not found');
    await screenshot(page, 'share-privacy-off');
  });
});
