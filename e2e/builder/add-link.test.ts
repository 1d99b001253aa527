import fs from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, hasChromium } from '../support/browser';
import { useServerAndBrowser } from '../support/lifecycle';
import type { RunningServer } from '../support/server';
import { editText, expectToast, generateSite, openEditorCanvas, register } from './flow-helpers';

// FAQs are built only from the owner's facts, two or more: two addresses and two phones make one (one
// address and the hours are the contact block's alone).
const DESCRIPTION =
  // Sentences beyond the first give the page an About; the booking link gives the hero its button.
  'Harbour Lights Bakery is a family bakery in Whitby. We have baked on the harbour since 1987 and still shape every loaf by hand. Sourdough, pastries and celebration cakes from £25, order online at www.harbourlights.co.uk/book. Open Wed–Sun 8–4. Shop at 12 Church Street, Whitby YO22 4AE, 01947 600123; bakehouse at 4 Mill Lane, Whitby YO21 1DA, 01947 600456. Parking on the harbour car park.';

/** Adds a link to the text at `path` with the Add Link helper, as an owner would. */
async function addLink(page: Page, canvas: FrameLocator, dataPath: string, text: string, url: string) {
  await canvas.locator(`[data-path="${dataPath}"]`).first().click();
  // Leaving the text (Escape) makes it the helper's target, caret at its end.
  await page.keyboard.press('Escape');
  // The text just clicked is the target at once: no second text has to be clicked first.
  const button = page.getByRole('button', { name: 'Add Link' });
  await expect.poll(() => button.isEnabled(), { timeout: 2_000 }).toBe(true);
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Add Link' });
  await dialog.getByLabel('Link text').fill(text);
  await dialog.getByLabel('URL').fill(url);
  await dialog.getByRole('button', { name: 'Insert Link' }).click();
  await dialog.waitFor({ state: 'detached' });
}

type Found = { href: string | null; target: string | null; rel: string | null; text: string };

/** The links the page shows in the hero headline, the about title and the hero's button. */
async function linksIn(root: Page | FrameLocator): Promise<{ h1: Found; h2: Found; button: Found }> {
  const read = async (selector: string): Promise<Found> => {
    const a = root.locator(selector).first();
    await a.waitFor({ timeout: 15_000 });
    return {
      href: await a.getAttribute('href'),
      target: await a.getAttribute('target'),
      rel: await a.getAttribute('rel'),
      text: ((await a.textContent()) ?? '').trim(),
    };
  };
  return {
    h1: await read('#home h1 a'),
    h2: await read('#about h2 a'),
    button: await read('#home a.btn[href^="https://"]'),
  };
}

function expectLinks(found: { h1: Found; h2: Found; button: Found }) {
  expect(found.h1).toMatchObject({ href: 'https://example.com/story', target: '_blank', text: 'our story' });
  expect(found.h2).toMatchObject({ href: 'https://example.com/team', target: '_blank', text: 'the team' });
  expect(found.button).toMatchObject({ href: 'https://example.com/book', target: '_blank', text: 'Book' });
  for (const link of Object.values(found)) expect(link.rel).toContain('noopener');
}

describe.skipIf(!hasChromium())('builder: Add Link in a headline, a section title and a button', () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser((s, b) => {
    server = s;
    browser = b;
  });

  it('works on the first text clicked, and renders the links as anchors in the editor, preview, share page and zip alike', async () => {
    const context = await browser.newContext({
      viewport: { width: 1400, height: 1000 },
      acceptDownloads: true,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    await generateSite(page, server.url, DESCRIPTION);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL(/\/auth/);
    await register(page, `harbour+${Date.now()}@example.com`, 'Harbour-Lights-Sourdough-7!');
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 30_000 });
    await page.goto(`${server.url}/dashboard?tab=editor`);
    const canvas = await openEditorCanvas(page);

    // Issue 24: Add Link works on the first text clicked. Nothing is clicked yet: nothing to link;
    // the headline is the first and only text clicked before the helper is used.
    expect(await page.getByRole('button', { name: 'Add Link' }).isDisabled()).toBe(true);
    await addLink(page, canvas, 'hero.headline', 'our story', 'example.com/story');
    expect(await canvas.locator('#home h1 a').first().textContent()).toBe('our story');
    await addLink(page, canvas, 'about.title', 'the team', 'https://example.com/team');
    // A button whose whole text is a link goes there.
    await editText(page, canvas, 'hero.buttonText', '[Book](https://example.com/book)');
    expectLinks(await linksIn(canvas));

    // A FAQ question opens its answer when clicked: a link cannot go there, so the helper is not offered.
    await canvas.locator('[data-path$=".question"]').first().click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('button', { name: 'Add Link' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Content saved successfully');

    // The in-app preview.
    await page.goto(`${server.url}/dashboard?tab=preview`);
    const preview = page.frameLocator('iframe[title^="Preview of"]');
    await preview.locator('h1').first().waitFor();
    expectLinks(await linksIn(preview));

    // The share page, opened from the link the Share dialog copies.
    await page.getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Share Your Website' });
    await share.getByRole('button', { name: 'Copy Link' }).click();
    await expectToast(page, 'Link copied!');
    const shared = await page.evaluate(() => navigator.clipboard.readText());
    await share.getByRole('button', { name: 'Close' }).click();
    const sharePage = await context.newPage();
    await sharePage.goto(shared);
    expectLinks(await linksIn(sharePage));
    await sharePage.close();

    // The zip's index.html, opened from disk as a visitor of the exported site would.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    const dir = path.join(ARTIFACTS, 'add-link-zip');
    fs.rmSync(dir, { recursive: true, force: true });
    for (const [name, data] of Object.entries(unzipSync(fs.readFileSync(await download.path())))) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), data);
    }
    expect(fs.readdirSync(path.join(dir, 'fonts')).some((f) => f.endsWith('.woff2'))).toBe(true);
    const zipPage = await context.newPage();
    await zipPage.goto(`file://${path.join(dir, 'index.html')}`);
    expectLinks(await linksIn(zipPage));
    await context.close();
  }, 240_000);
});
