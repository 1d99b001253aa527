import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, screenshot } from '../support/browser';
import { useServerAndBrowser } from '../support/lifecycle';
import type { RunningServer } from '../support/server';
import { generate, signUp } from '../support/visitor-steps';

/** Issue 35: "Not now" on "Keep these too?" loses nothing; drafts of one name are told apart by date. */
describe.skipIf(!hasChromium())('drafts made before signing up are kept until the owner deletes them', () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser((s, b) => {
    server = s;
    browser = b;
  });

  it('“Not now” leaves them listed in My Sites, Review asks again, and two of one name show their dates', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const crumb = 'Crumb & Co is a bakery in York. Sourdough and cakes.';
    await generate(page, server.url, crumb);
    await generate(page, server.url, crumb);
    await generate(page, server.url, 'Harbour Lights is a café in Whitby. Coffee and scones.');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.waitForURL(/\/auth\?/);
    await signUp(page, `owner-${Date.now()}@example.com`);

    const offer = page.getByRole('dialog', { name: 'Keep these too?' });
    await offer.waitFor();
    const labels = (await offer.locator('label').allInnerTexts()).map((text) => text.replace(/\s+/g, ' '));
    expect(labels).toHaveLength(2);
    for (const label of labels) expect(label).toMatch(/^Crumb & Co · made /);
    expect(labels[0]).not.toBe(labels[1]);
    await screenshot(page, 'drafts-keep-these-too-1280');
    await offer.getByRole('button', { name: 'Not now' }).click();
    await offer.waitFor({ state: 'detached' });

    await page.goto(`${server.url}/dashboard?tab=sites`);
    const reminder = page.getByText('2 sites you made before signing up are not in your account yet.');
    await reminder.waitFor();
    await screenshot(page, 'drafts-reminder-my-sites-1280');
    await page.setViewportSize({ width: 375, height: 740 });
    await screenshot(page, 'drafts-reminder-my-sites-375');
    await page.getByRole('button', { name: 'Review' }).click();
    await offer.waitFor();
    await screenshot(page, 'drafts-keep-these-too-375');
    await offer.getByRole('checkbox').first().check();
    await offer.getByRole('button', { name: 'Delete selected' }).click();
    await page.getByText('Deleted 1 draft').first().waitFor();
    await page.getByText('1 site you made before signing up is not in your account yet.').waitFor();
    await context.close();
  }, 240_000);
});
