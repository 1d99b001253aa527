import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { editText, openEditorCanvas } from '../builder/flow-helpers';
import { hasChromium, screenshot } from '../support/browser';
import { useServerAndBrowser } from '../support/lifecycle';
import { type RunningServer, startServer } from '../support/server';
import { currentSiteId, generate, registerNew } from './helpers';

const CONTACT = 'hello@rosas-bakery.example';

/**
 * Owner paths 3, 6, 7 and 8 of issue 18, walked in a browser: examples preview without touching
 * the owner's work, the visitor's Editor tab, the bot-check notice only when configured, and a
 * logout that leaves nothing of the account in the browser, with the footer's contact link.
 */
describe.skipIf(!hasChromium())('owner paths: visitors, examples and logging out', () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser(
    (s, b) => {
      server = s;
      browser = b;
    },
    { env: { CONTACT_EMAIL: CONTACT } },
  );

  it('paths 6 and 7: a visitor’s Editor tab asks to log in; no bot-check claim without one configured', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/dashboard?tab=generate`);
    await page.getByText('Pro Tips').waitFor();
    await page.getByText(CONTACT).waitFor();
    expect(await page.getByText(/protected by/i).count()).toBe(0);
    expect(await page.getByText(/reCAPTCHA|bot check/i).count()).toBe(0);

    await page.getByRole('tab', { name: 'Editor' }).click();
    await page.getByRole('heading', { name: 'Log in or create account to continue editing' }).waitFor();
    await screenshot(page, 'owner-paths-visitor-editor');
    await page.getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.close();
  });

  it('paths 7 and 8: with a bot check configured the notice shows; without CONTACT_EMAIL no contact link', async () => {
    const guarded = await startServer({
      env: { RECAPTCHA_SITE_KEY: 'site-key-of-the-operator', RECAPTCHA_SECRET: 'secret' },
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${guarded.url}/dashboard?tab=generate`);
      await page.getByText(/This form is protected by reCAPTCHA/).waitFor();
      await page.getByRole('link', { name: 'Privacy' }).first().waitFor();
      expect(await page.locator('footer a[href^="mailto:"]').count()).toBe(0);
      await page.close();
    } finally {
      await guarded.stop();
    }
  });

  it('path 3: an example site previews in place and leaves the owner’s own work alone', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await registerNew(page, server.url, '/dashboard?tab=sites');
    await page.getByText(/Showing Example Sites/).waitFor();
    const before = await page.evaluate(() => ({ ...localStorage }));

    await page.getByRole('button', { name: 'Actions for Rosa’s Bakery' }).click();
    await page.getByRole('menuitem', { name: 'Preview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Example: Rosa’s Bakery' });
    await dialog.waitFor();
    const example = page.frameLocator('iframe[title="Preview of example Rosa’s Bakery"]');
    await expect
      .poll(() => example.locator('h1').first().textContent(), { timeout: 20_000 })
      .toBe('Rosa’s Bakery');
    await screenshot(page, 'owner-paths-example-preview');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'hidden' });

    // Nothing of the owner's changed: no current site was set, the Preview tab is as it was.
    expect(await page.evaluate(() => ({ ...localStorage }))).toEqual(before);
    await page.getByRole('tab', { name: 'Preview' }).click();
    await page.getByText('Generate a site to view preview').waitFor();
    expect(await page.getByText('Please generate a site').count()).toBe(0);
    await context.close();
  });

  it('path 8: logging out removes every editing record and unsaved edit this browser kept', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await generate(page, server.url, 'Rosa’s Bakery is a family bakery in Leeds. Sourdough and cakes.');
    await registerNew(page, server.url);
    const id = await currentSiteId(page);
    const canvas = await openEditorCanvas(page);
    await editText(page, canvas, 'hero.headline', 'A private draft headline');
    // The unsaved edit is kept for this account (so a reload does not lose it)…
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), `editingSession:${id}`))
      .toContain('A private draft headline');
    expect(await page.evaluate((key) => localStorage.getItem(key), `editingSession:${id}`)).toContain(
      '"hasUnsavedChanges":true',
    );

    // …until the owner logs out: then nothing of the account is left for the next person.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${server.url}/`);
    const left = await page.evaluate(() => ({
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
    }));
    // Only this browser's display choices stay (light or dark, the app's language), as on a shared
    // computer's browser; nothing of the account or its sites.
    expect(left.local.filter((key) => key !== 'theme' && key !== 'language')).toEqual([]);
    expect(left.session).toEqual([]);
    expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage })))).not.toContain('private draft');

    await page.goto(`${server.url}/dashboard?tab=preview`);
    await page.getByText('Generate a site to view preview').waitFor();
    expect(await page.getByText('A private draft headline').count()).toBe(0);
    // The footer's contact link is there when CONTACT_EMAIL is set.
    expect(await page.locator(`footer a[href="mailto:${CONTACT}"]`).count()).toBe(1);
    await context.close();
  });
});
