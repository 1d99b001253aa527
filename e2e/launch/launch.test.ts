import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, readLatestMail, screenshot } from '../support/browser';
import { useServerAndBrowser } from '../support/lifecycle';
import type { RunningServer } from '../support/server';

/**
 * Launch as a new owner would: generate, register, launch on Mainstreet hosting, get a contact
 * message from a visitor without JavaScript, edit, redeploy, and roll back.
 */
describe.skipIf(!hasChromium())('launch on Mainstreet hosting', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const email = `owner-${Date.now()}@example.com`;

  useServerAndBrowser(async (s, b) => {
    server = s;
    browser = b;
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });

  it('generates a site and registers', async () => {
    await page.goto(`${server.url}/dashboard?tab=generate`);
    await page
      .getByLabel(/website description/i)
      .fill('Rosa Bakery is a family bakery in Leeds. Sourdough, pastries and custom cakes.');
    await page.getByRole('button', { name: /generate website/i }).click();
    await page.waitForURL(/tab=preview/, { timeout: 60_000 });
    await page.goto(
      `${server.url}/auth?mode=register&redirect=${encodeURIComponent('/dashboard?tab=editor')}`,
    );
    await page.getByLabel('First name').fill('Rosa');
    await page.getByLabel('Last name').fill('Baker');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Sourdough-Starter-2026');
    await page.getByLabel('Confirm password').fill('Sourdough-Starter-2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/tab=editor/, { timeout: 30_000 });
  });

  // Every generated site carries a contact form: nothing to add before launching.
  it('launches on Mainstreet hosting', async () => {
    await page.goto(`${server.url}/dashboard?tab=preview`);
    await page.getByRole('button', { name: 'Launch', exact: true }).click();
    await page.getByRole('button', { name: /Mainstreet hosting/ }).click();
    await page.getByText('Website Launched Successfully!', { exact: true }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Redeploy', exact: true }).waitFor();
    await screenshot(page, 'launch-launched');
  });

  let liveUrl = '';
  let firstHtml = '';
  it('serves the live site, whose contact form works with JavaScript off', async () => {
    liveUrl = (await page.getByRole('link', { name: /View live site/ }).getAttribute('href')) ?? '';
    expect(liveUrl).toMatch(/\/s\/[a-z0-9-]+\/$/);
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    const site = await visitor.newPage();
    await site.goto(liveUrl);
    expect(await site.locator('h1').first().textContent()).toBeTruthy();
    firstHtml = await (await fetch(liveUrl)).text();
    await site.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Visitor');
    await site.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.org');
    await site
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Do you bake rye bread on Saturdays?');
    await site.getByRole('button', { name: 'Send message' }).click();
    await site.getByText('Thank you! Your message has been sent.').waitFor();
    expect(site.url()).toContain('sent=1');
    await screenshot(site, 'launch-message-sent');
    await visitor.close();

    const mail = readLatestMail(server.dataDir);
    expect(mail).toContain('Do you bake rye bread on Saturdays?');
    expect(mail).toContain(email);
    await page.reload();
    await page.getByText('Do you bake rye bread on Saturdays?').first().waitFor({ timeout: 15_000 });
  });

  it('shows the redeploy banner after an edit, and Redeploy makes the edit live', async () => {
    await page.goto(`${server.url}/dashboard?tab=editor`);
    await page.getByLabel('Widget type').selectOption('opening-hours');
    await page.getByRole('button', { name: 'Add Widget' }).click();
    await saveInEditor(page);
    await page.goto(`${server.url}/dashboard?tab=preview`);
    await page
      .getByText('Your changes are saved. Redeploy to show them on your live site.')
      .waitFor({ timeout: 15_000 });
    const before = await (await fetch(liveUrl)).text();
    await page.getByRole('button', { name: 'Redeploy', exact: true }).click();
    await page.getByText('Website Launched Successfully!', { exact: true }).waitFor({ timeout: 30_000 });
    const after = await (await fetch(liveUrl)).text();
    expect(before).not.toContain('opening-hours');
    expect(after).toContain('opening-hours');
    await screenshot(page, 'launch-redeployed');
  });

  it('rolls back to the first version, live at once', async () => {
    await page.getByRole('button', { name: 'Roll back to version 1' }).click();
    await page.getByText('Version 1 is live again', { exact: true }).waitFor();
    const live = await (await fetch(liveUrl)).text();
    expect(live).toBe(firstHtml);
    expect(live).not.toContain('opening-hours');
    await screenshot(page, 'launch-rolled-back');
  });
});

/** Clicks Save in the editor and waits for its toast; fails with what the toast said instead. */
async function saveInEditor(page: Page) {
  await page.getByRole('button', { name: /^Save$/ }).click();
  const toast = page.getByText(/^(Content saved successfully|Nothing to Save|Save failed)$/).first();
  await toast.waitFor({ timeout: 15_000 });
  expect(await toast.textContent()).toBe('Content saved successfully');
}
