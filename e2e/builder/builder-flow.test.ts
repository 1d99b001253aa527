import fs from 'node:fs';
import path from 'node:path';
import { assetPathFor } from '@mainstreet/site';
import { unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, checkA11y, hasChromium, screenshot } from '../support/browser';
import { useServerAndBrowser } from '../support/lifecycle';
import type { RunningServer } from '../support/server';
import { editText, expectToast, generateSite, makePng, openEditorCanvas, register } from './flow-helpers';

const DESCRIPTION =
  'Rosie’s Bakery is a family bakery in Leeds. Sourdough, pastries and custom cakes. Open Tue–Sun 7–3 at 12 Oak Street, Leeds.';
const HEADLINE = 'Warm sourdough, baked before sunrise';

describe.skipIf(!hasChromium())('builder: generate, preview, register, edit, save, download', () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser((s, b) => {
    server = s;
    browser = b;
  });

  it('walks the builder as a new owner would', async () => {
    const context = await browser.newContext({
      viewport: { width: 1400, height: 1000 },
      acceptDownloads: true,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();

    // Generate as a visitor; the preview opens by itself.
    const preview = await generateSite(page, server.url, DESCRIPTION);
    const siteName =
      (await page.locator('iframe[title^="Preview of"]').getAttribute('title'))?.replace('Preview of ', '') ??
      '';
    expect(siteName).toMatch(/Rosie/);

    // The three widths render the site at its real width, so its own media queries apply.
    for (const [label, width] of [
      ['Desktop', 1280],
      ['Tablet', 768],
      ['Mobile', 375],
    ] as const) {
      await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
      await expect.poll(() => preview.locator('html').evaluate(() => window.innerWidth)).toBe(width);
      await screenshot(page, `builder-preview-${label.toLowerCase()}`);
      if (label === 'Desktop') expect(await checkA11y(page)).toEqual([]);
    }

    // Editing needs an account: Edit leads to /auth, where the visitor registers.
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL(/\/auth/);
    await screenshot(page, 'builder-auth');
    await register(page, `rosie+${Date.now()}@example.com`, 'Sourdough-Starter-2024!');
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 30_000 });

    // The site generated as a visitor is now in My Sites.
    await page.goto(`${server.url}/dashboard?tab=sites`);
    await expect.poll(() => page.getByText(siteName).count(), { timeout: 20_000 }).toBeGreaterThan(0);

    await page.goto(`${server.url}/dashboard?tab=editor`);
    await page.getByRole('heading', { name: `Editing: ${siteName}` }).waitFor();
    let canvas = await openEditorCanvas(page);

    // Edit the headline in place.
    await editText(page, canvas, 'hero.headline', HEADLINE);
    await expect.poll(() => canvas.locator('h1').first().textContent()).toBe(HEADLINE);

    // Add a link to the subtitle with the Add Link helper (https:// is added).
    await canvas.locator('[data-path="hero.subtitle"]').click();
    await page.getByRole('button', { name: 'Add Link' }).click();
    const linkDialog = page.getByRole('dialog', { name: 'Add Link' });
    await linkDialog.getByLabel('Link text').fill('our menu');
    await linkDialog.getByLabel('URL').fill('example.com/menu');
    await linkDialog.getByRole('button', { name: 'Insert Link' }).click();
    const menuLink = canvas.locator('[data-path="hero.subtitle"] a[href="https://example.com/menu"]');
    await expect.poll(() => menuLink.textContent()).toBe('our menu');

    // Upload a photo as the hero (auto-saved: the save follows the upload's toast, so wait for it, or
    // it may save the section edits below and leave the Save button nothing to save).
    const autoSaved = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().includes('/api/websites/'),
    );
    await page.getByLabel('Upload image for Hero background').setInputFiles({
      name: 'storefront.png',
      mimeType: 'image/png',
      buffer: makePng(64, 40, [200, 120, 60]),
    });
    await expectToast(page, 'Image uploaded successfully');
    expect((await autoSaved).status()).toBe(200);
    const heroImage = canvas.locator('[data-media-path="hero"] img');
    await heroImage.waitFor();
    const imageUrl = (await heroImage.getAttribute('src')) ?? '';
    expect(imageUrl).toMatch(/^\/uploads\//);

    // Add a FAQ section, undo it, redo it.
    const faq = canvas.locator('[data-section-type="faq"]');
    const faqsBefore = await faq.count();
    await page.getByLabel('Section type').selectOption('faq');
    await page.getByRole('button', { name: 'Add Section' }).click();
    await expect.poll(() => faq.count()).toBe(faqsBefore + 1);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => faq.count()).toBe(faqsBefore);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(() => faq.count()).toBe(faqsBefore + 1);
    // Undo went back one step only: the headline and photo stayed.
    expect(await canvas.locator('h1').first().textContent()).toBe(HEADLINE);
    await screenshot(page, 'builder-editor');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Content saved successfully');

    // Reload: all of it came back from the server.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage))
        if (key.startsWith('editingSession:')) localStorage.removeItem(key);
    });
    await page.reload();
    canvas = await openEditorCanvas(page);
    await expect.poll(() => canvas.locator('h1').first().textContent()).toBe(HEADLINE);
    expect(await canvas.locator('[data-media-path="hero"] img').getAttribute('src')).toBe(imageUrl);
    expect(await canvas.locator('[data-section-type="faq"]').count()).toBe(faqsBefore + 1);

    // Share: the preview card and Copy Link.
    await page.goto(`${server.url}/dashboard?tab=preview`);
    await page.getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Share Your Website' });
    await share.getByRole('button', { name: 'Copy Link' }).click();
    await expectToast(page, 'Link copied!');
    const shared = await page.evaluate(() => navigator.clipboard.readText());
    expect(shared).toMatch(/^http/);
    for (const network of ['X', 'Facebook', 'LinkedIn', 'WhatsApp']) {
      await share.getByRole('button', { name: `Share on ${network}` }).waitFor();
    }
    await screenshot(page, 'builder-share');
    await share.getByRole('button', { name: 'Close' }).click();
    await share.waitFor({ state: 'detached' });

    // Download the zip: its index.html holds the new headline, the link and the image.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${siteName}.zip`);
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    const file = path.join(ARTIFACTS, 'builder-download.zip');
    await download.saveAs(file);
    const files = unzipSync(fs.readFileSync(file));
    const html = new TextDecoder().decode(files['index.html']);
    expect(html).toContain(HEADLINE);
    expect(html).toContain('href="https://example.com/menu"');
    // Named as the export names it: an upload key may start with "-", which a file name never does.
    const asset = assetPathFor(imageUrl);
    expect(html).toContain(asset);
    expect(Object.keys(files)).toContain(asset);
    await context.close();
  });
});
