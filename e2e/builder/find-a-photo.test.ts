import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakePhotoApi,
  startFakePhotoApi,
} from '../../apps/server/src/adapters/stock-photos/fake-stock-photo-servers';
import { checkA11y, hasChromium, launchBrowser } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';
import { expectToast, generateSite, openEditorCanvas, register } from './flow-helpers';

const DESCRIPTION =
  'Harbour Lights Bakery is a family bakery in Whitby. Sourdough bread, pastries and wedding cakes. Open Wed–Sun 8–4.';

describe.skipIf(!hasChromium())('builder: stock photos from a configured provider', () => {
  let api: FakePhotoApi;
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    api = await startFakePhotoApi('unsplash', 'e2e-access-key');
    server = await startServer({ env: { UNSPLASH_ACCESS_KEY: 'e2e-access-key', UNSPLASH_API_URL: api.url } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await api?.close();
  });

  it('generates a site with credited photos, and finds another photo for the hero by keyboard', async () => {
    const hotlinked = new RegExp(`^${api.url}/images/[\\w-]+\\.jpg\\?.*&w=1600&.*auto=format`);
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const preview = await generateSite(page, server.url, DESCRIPTION);
    // The generated site shows the photos from Unsplash's own addresses (the app's CSP lets them
    // load), and credits their photographers.
    const hero = preview.locator('#home img').first();
    expect(await hero.getAttribute('src')).toMatch(hotlinked);
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect
      .poll(() => preview.locator('.ftr-credits').textContent())
      .toMatch(/^Photo by .+ on Unsplash/);

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL(/\/auth/);
    await register(page, `photos+${Date.now()}@example.com`, 'Harbour-Lights-Photos-7!');
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 30_000 });
    await page.goto(`${server.url}/dashboard?tab=editor`);
    const canvas = await openEditorCanvas(page);
    // The hero: every layout shows its picture (a services list may show none).
    const card = canvas.locator('[data-media-path="hero"] img');
    const before = await card.getAttribute('src');

    await canvas.locator('[data-media-path="hero"]').click();
    await page.getByRole('button', { name: 'Find a photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Find a photo for Hero background' });
    const box = dialog.getByLabel('Search photos');
    await box.fill('croissant');
    await box.press('Enter');
    const first = dialog.getByRole('button', {
      name: /^Use photo: croissant on a wooden table, by Photographer croissant-1 on Unsplash$/,
    });
    await first.waitFor();
    expect(await checkA11y(page)).toEqual([]);
    // Keyboard only: past the Search button to the first photo, then Enter.
    await box.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await first.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expectToast(page, 'Photo added');

    await expect.poll(() => card.getAttribute('src')).not.toBe(before);
    expect(await card.getAttribute('src')).toMatch(hotlinked);
    await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect
      .poll(() => canvas.locator('.ftr-credits').textContent())
      .toContain('Photo by Photographer croissant-1 on Unsplash');
    expect(api.downloads).toContain('croissant-1');
    await page.close();
  }, 240_000);
});
