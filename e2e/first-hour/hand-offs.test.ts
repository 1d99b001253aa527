import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { editText, openEditorCanvas } from '../builder/flow-helpers';
import { hasChromium, screenshot } from '../support/browser';
import { useServerAndBrowser } from '../support/lifecycle';
import type { RunningServer } from '../support/server';
import { generate, PASSWORD, signUp } from '../support/visitor-steps';

let counter = 0;
const freshEmail = () => `owner-${Date.now()}-${++counter}@example.com`;

const openSiteId = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('currentWebsite') ?? 'null')?.id as string | undefined);

/**
 * Issue 24, items 2 and 5, walked as an owner would: a visitor's Edit, Download and Launch open
 * sign-up with the reason and end on that site in the right tab; only that draft joins; a
 * returning owner finds the last site open; a plan chosen on the cards goes on to its checkout.
 */
describe.skipIf(!hasChromium())('the owner’s first hour: hand-offs that keep the site', () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser(
    (s, b) => {
      server = s;
      browser = b;
    },
    { env: { PAYMENTS_TEST_MODE: 'true' } },
  );

  const actions = [
    { button: 'Edit', reason: /edit your site/, tab: 'editor' },
    { button: 'Download', reason: /download your site/, tab: 'preview' },
    { button: 'Launch', reason: /put your site online/, tab: 'preview' },
  ] as const;

  for (const action of actions) {
    it(`a visitor’s ${action.button} opens sign-up and ends on that site in the ${action.tab} tab`, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await generate(page, server.url, 'Crumb & Co is a bakery in York. Sourdough and cakes.');
      const id = await generate(page, server.url, 'Harbour Lights is a café in Whitby. Coffee and scones.');

      await page.getByRole('button', { name: action.button, exact: true }).click();
      await page.waitForURL(/\/auth\?/);
      await page.getByRole('heading', { name: 'Create your account' }).waitFor();
      await page.getByRole('status').filter({ hasText: action.reason }).waitFor();
      if (action.button === 'Edit') await screenshot(page, 'first-hour-sign-up-reason');
      await signUp(page, freshEmail());

      await page.waitForURL(new RegExp(`tab=${action.tab}`));
      expect(await openSiteId(page)).toBe(id);

      // Only the draft acted on joined; the other is offered, and stays out unless kept.
      const offer = page.getByRole('dialog', { name: 'Keep these too?' });
      await offer.waitFor();
      expect(await offer.getByText('Crumb & Co').count()).toBe(1);
      expect(await offer.getByText('Harbour Lights').count()).toBe(0);
      if (action.button === 'Edit') await screenshot(page, 'first-hour-keep-these-too');
      await offer.getByRole('button', { name: 'Not now' }).click();
      await offer.waitFor({ state: 'detached' });

      if (action.tab === 'editor') {
        await page.getByRole('heading', { name: /Editing: Harbour Lights/ }).waitFor({ timeout: 30_000 });
      } else {
        await page.frameLocator('iframe[title^="Preview of"]').locator('h1').first().waitFor();
        // The action is one click away, on the same site.
        await page
          .getByRole('button', { name: action.button === 'Launch' ? /Launch/ : 'Download' })
          .first()
          .waitFor();
        expect(await page.getByRole('heading', { name: 'Harbour Lights', level: 2 }).count()).toBe(1);
      }
      await page.getByRole('tab', { name: 'My Sites' }).click();
      await page.getByText('1 of 5').first().waitFor({ timeout: 15_000 });
      await context.close();
    });
  }

  it('sign out, clear the browser, sign in: the site last edited is open in the editor', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const email = freshEmail();
    await generate(page, server.url, 'Fade Lab is a barber shop in Leeds. Cuts and shaves.');
    const id = await generate(page, server.url, 'Oak & Iron is a hardware store in Derby.');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await signUp(page, email);
    await page.getByRole('dialog', { name: 'Keep these too?' }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Keep selected' }).click();
    await page.getByText('Kept 1 more site').first().waitFor();
    // The one edited last is Oak & Iron: a change saved after keeping the other.
    await page.getByRole('heading', { name: /Editing: Oak & Iron/ }).waitFor({ timeout: 30_000 });
    const canvas = await openEditorCanvas(page);
    await editText(page, canvas, 'hero.headline', 'Tools for every job');
    await page.getByRole('button', { name: /^Save$/ }).click();
    await page.getByText('Content saved successfully').first().waitFor();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${server.url}/`);
    await context.close();

    const fresh = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const again = await fresh.newPage();
    await again.goto(`${server.url}/auth`);
    await again.getByLabel('Email').fill(email);
    await again.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await again.getByRole('button', { name: 'Sign In' }).click();
    await again.waitForURL(/tab=editor/, { timeout: 30_000 });
    await again.getByRole('heading', { name: /Editing: Oak & Iron/ }).waitFor({ timeout: 30_000 });
    expect(await openSiteId(again)).toBe(id);
    await screenshot(again, 'first-hour-returning-owner');
    await fresh.close();
  });

  it('a plan chosen on the pricing cards goes on through sign-up to that plan’s checkout', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/#pricing`);
    await page.getByRole('link', { name: 'Choose Builder' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /checkout for the Builder plan/ })
      .waitFor();
    await signUp(page, freshEmail());
    await page.waitForURL(/\/api\/billing\/test-checkout\//, { timeout: 30_000 });
    expect(await page.textContent('body')).toContain('$14.99 / month');
    await context.close();
  });
});
