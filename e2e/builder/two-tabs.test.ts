import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, screenshot } from '../support/browser';
import { useServerAndBrowser } from '../support/lifecycle';
import type { RunningServer } from '../support/server';
import { editText, expectToast, openEditorCanvas } from './flow-helpers';

type Site = { id: string; name: string; content: { hero: { headline: string }; about: { title: string } } };

/** Signs up through the API (the cookie lands in the context) and generates a site. */
async function ownerWithSite(context: BrowserContext, url: string): Promise<Site> {
  const email = `tabs+${Date.now()}@example.com`;
  const registered = await context.request.post(`${url}/api/auth/register`, {
    data: { email, password: 'Two-Tabs-Are-Fine-42!', firstName: 'Tab', lastName: 'Tester' },
  });
  expect(registered.ok()).toBe(true);
  const generated = await context.request.post(`${url}/api/websites/generate`, {
    data: {
      prompt: 'Harbor Yoga is a calm yoga studio in Portland, Maine. Vinyasa and yin classes.',
      industry: '',
      colorPreference: '',
    },
  });
  expect(generated.ok()).toBe(true);
  return (await generated.json()) as Site;
}

async function openInEditor(page: Page, url: string, site: Site) {
  await page.goto(`${url}/dashboard?tab=generate`);
  await page.getByLabel('Website Description').waitFor();
  await page.evaluate((s) => window.dispatchEvent(new CustomEvent('editWebsite', { detail: s })), site);
  await page.waitForURL(/tab=editor/);
  return openEditorCanvas(page);
}

describe.skipIf(!hasChromium())('builder: one site open in two tabs', () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser((s, b) => {
    server = s;
    browser = b;
  });

  it('merges edits made in two tabs and saves both', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const site = await ownerWithSite(context, server.url);
    const tabA = await context.newPage();
    const tabB = await context.newPage();
    const canvasA = await openInEditor(tabA, server.url, site);
    await tabB.goto(`${server.url}/dashboard?tab=editor`);
    const canvasB = await openEditorCanvas(tabB);

    await editText(tabA, canvasA, 'hero.headline', 'Breathe in, slow down');
    // Tab B hears tab A's edit (the newer record wins) before its own edit.
    await expect
      .poll(() => canvasB.locator('h1').first().textContent(), { timeout: 10_000 })
      .toBe('Breathe in, slow down');
    await editText(tabB, canvasB, 'about.title', 'Our studio story');
    await expect
      .poll(() => canvasA.locator('[data-path="about.title"]').textContent(), { timeout: 10_000 })
      .toBe('Our studio story');
    await screenshot(tabA, 'builder-two-tabs-a');

    await tabB.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(tabB, 'Content saved successfully');
    const saved = (await (await context.request.get(`${server.url}/api/websites/${site.id}`)).json()) as Site;
    expect(saved.content.hero.headline).toBe('Breathe in, slow down');
    expect(saved.content.about.title).toBe('Our studio story');

    // Tab A heard the save too: nothing is left to save, and no stale write happens.
    await tabA.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(tabA, 'Nothing to Save');
    await context.close();
  });

  it('tells the owner when another device saved first, instead of overwriting', async () => {
    const laptop = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const site = await ownerWithSite(laptop, server.url);
    const phone = await browser.newContext({
      viewport: { width: 1400, height: 1000 },
      storageState: await laptop.storageState(),
    });
    const laptopPage = await laptop.newPage();
    const phonePage = await phone.newPage();
    const laptopCanvas = await openInEditor(laptopPage, server.url, site);
    const phoneCanvas = await openInEditor(phonePage, server.url, site);

    await editText(phonePage, phoneCanvas, 'hero.headline', 'Edited on the phone');
    await phonePage.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(phonePage, 'Content saved successfully');

    await editText(laptopPage, laptopCanvas, 'about.title', 'Edited on the laptop');
    await laptopPage.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = laptopPage.getByRole('dialog', { name: 'A newer version was saved' });
    await dialog.waitFor();
    await screenshot(laptopPage, 'builder-stale-save');
    await dialog.getByRole('button', { name: 'Load newer version' }).click();
    await expect.poll(() => laptopCanvas.locator('h1').first().textContent()).toBe('Edited on the phone');
    await laptop.close();
    await phone.close();
  });
});
