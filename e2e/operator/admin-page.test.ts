import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../shell/helpers';
import { checkA11y, hasChromium, screenshot } from '../support/browser';
import { useServerAndBrowser } from '../support/lifecycle';
import type { RunningServer } from '../support/server';

const PASSWORD = 'Harbour-Lights-7';

async function register(page: Page, url: string, email: string) {
  await page.goto(`${url}/auth?mode=register`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/dashboard/);
}

const userStatus = (page: Page) =>
  page.evaluate(async () => (await fetch('/api/auth/user', { credentials: 'include' })).status);

describe.skipIf(!hasChromium())('the admin page', () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser((s, b) => {
    server = s;
    browser = b;
  });

  it('lists accounts at 1280 and 375 px with no axe violation, and suspending one ends its session', async () => {
    const admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await register(admin, server.url, uniqueEmail('operator'));
    const owner = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const ownerEmail = uniqueEmail('owner');
    await register(owner, server.url, ownerEmail);
    expect(await userStatus(owner)).toBe(200);

    await admin.goto(`${server.url}/admin`);
    await admin.getByRole('heading', { name: 'Accounts' }).waitFor();
    await admin.getByRole('heading', { name: ownerEmail }).waitFor();
    expect(await checkA11y(admin)).toEqual([]);
    await screenshot(admin, 'admin-1280');
    await admin.setViewportSize({ width: 375, height: 800 });
    expect(await checkA11y(admin)).toEqual([]);
    const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(admin, 'admin-375');

    await admin.getByRole('button', { name: `Suspend ${ownerEmail}` }).click();
    await admin.getByRole('button', { name: `Restore ${ownerEmail}` }).waitFor();
    expect(await userStatus(owner)).toBe(401);
    await owner.goto(`${server.url}/dashboard?tab=sites`);
    await owner.getByRole('link', { name: 'Sign In' }).first().waitFor();
  });
});
