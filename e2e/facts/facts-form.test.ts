import type { Browser, FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { editText, openEditorCanvas } from '../builder/flow-helpers';
import { generate, registerNew } from '../owner-paths/helpers';
import { ARTIFACTS, hasChromium, screenshot } from '../support/browser';
import { useServerAndBrowser } from '../support/lifecycle';
import type { RunningServer } from '../support/server';

const PROMPT = "Rossi's Bakery in Leeds. Sourdough loaves £4 each. Email hello@rossis.co.uk";
const HAND_EDIT = 'Baked by hand, every morning';

/** The facts form: beside the page on a wide screen, a sheet one tap away on a phone. */
async function openFacts(page: Page, isPhone: boolean) {
  if (isPhone) await page.getByRole('button', { name: /What we understood/ }).click();
  const form = page.getByRole(isPhone ? 'region' : 'complementary', { name: 'What we understood' });
  await form.getByLabel('Business name').waitFor({ timeout: 30_000 });
  return form;
}

/** The page's head as the preview renders it: JSON-LD and the share card's tags. */
async function headOf(frame: FrameLocator) {
  const ld = await frame.locator('script[type="application/ld+json"]').first().textContent();
  const og = (property: string) => frame.locator(`meta[property="${property}"]`).getAttribute('content');
  return { ld: JSON.parse(ld ?? '{}'), title: await og('og:title'), description: await og('og:description') };
}

async function fixFacts(form: ReturnType<Page['getByRole']>) {
  // What the composer read, shown as read.
  expect(await form.getByLabel('Business name').inputValue()).toBe("Rossi's Bakery");
  expect(await form.getByLabel('Kind of business').inputValue()).toBe('bakery');
  expect(await form.getByLabel('Service 1').inputValue()).toBe('Sourdough loaves');
  expect(await form.getByLabel('Price of Sourdough loaves').inputValue()).toBe('£4');
  expect(await form.getByLabel('Email').inputValue()).toBe('hello@rossis.co.uk');
  expect(await form.getByLabel('Phone').inputValue()).toBe('');
  await form.getByText('What makes you different?').waitFor();

  const page = form.page();
  // Each change is sent as its field is left; the site is written again before the next one.
  const change = async (act: () => Promise<void>) => {
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/facts') && r.request().method() === 'PUT',
      { timeout: 30_000 },
    );
    await act();
    expect((await answered).status()).toBe(200);
  };
  await change(async () => {
    await form.getByLabel('Business name').fill('Rosa Bakes');
    await form.getByLabel('Business name').press('Enter');
  });
  // The kind is found by typing part of its name: the long list narrows to the matches.
  await form.getByRole('searchbox', { name: 'Search kinds of business' }).fill('caf');
  expect(await form.getByLabel('Kind of business').locator('option').allTextContents()).toEqual([
    'Not sure',
    'Bakery',
    'Café',
  ]);
  await screenshot(page, `facts-kind-search-${page.viewportSize()?.width}`);
  await change(() =>
    form
      .getByLabel('Kind of business')
      .selectOption('cafe')
      .then(() => undefined),
  );
  await change(async () => {
    await form.getByLabel('Phone').fill('0113 496 0123');
    await form.getByLabel('Phone').press('Enter');
  });
  await form.getByRole('button', { name: 'Add a selling point' }).click();
  const point = form.getByRole('textbox', { name: 'What makes you different 1', exact: true });
  await change(async () => {
    await point.fill('Fresh bread at 7am every day');
    await point.press('Enter');
  });
  await form.getByText('Updating your site…').waitFor({ state: 'hidden', timeout: 30_000 });
}

async function expectSiteFollows(frame: FrameLocator) {
  await expect
    .poll(() => frame.locator('header').first().textContent(), { timeout: 15_000 })
    .toContain('Rosa Bakes');
  const call = frame.locator('a[href^="tel:"]').first();
  expect(await call.getAttribute('href')).toBe('tel:01134960123');
  expect(await frame.locator('#home, section').first().textContent()).toContain(
    'Fresh bread at 7am every day',
  );
  expect(await frame.locator('#contact').textContent()).toContain('0113 496 0123');
  const head = await headOf(frame);
  expect(JSON.stringify(head.ld)).toContain('"telephone":"+441134960123"');
  expect(JSON.stringify(head.ld)).toContain('Rosa Bakes');
  expect(JSON.stringify(head.ld)).not.toContain('Rossi');
  expect(head.title).toContain('Rosa Bakes');
  expect(head.description).toContain('Rosa Bakes');
  // The text edited by hand before is kept.
  expect(await frame.locator('#about').textContent()).toContain(HAND_EDIT);
}

describe.skipIf(!hasChromium())('the facts form: what we understood, fixed by the owner', () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser((s, b) => {
    server = s;
    browser = b;
  });

  for (const width of [1280, 375]) {
    it(`at ${width} px: the site follows the owner's name, kind, phone and selling point`, async () => {
      const isPhone = width < 1024;
      const context = await browser.newContext({ viewport: { width, height: 900 }, hasTouch: isPhone });
      const page = await context.newPage();
      await registerNew(page, server.url, '/dashboard?tab=generate');
      await generate(page, server.url, PROMPT);

      // A text edited by hand first, in the editor, and saved.
      await page.getByRole('button', { name: 'Edit' }).click();
      const canvas = await openEditorCanvas(page);
      await editText(page, canvas, 'about.title', HAND_EDIT);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Content saved successfully').first().waitFor({ timeout: 15_000 });

      await page.goto(`${server.url}/dashboard?tab=preview`);
      const form = await openFacts(page, isPhone);
      await screenshot(page, `facts-form-${width}`);
      await fixFacts(form);
      await screenshot(page, `facts-form-${width}-fixed`);
      if (isPhone) await form.getByRole('button', { name: 'Done' }).click();
      await expectSiteFollows(page.frameLocator('iframe[title^="Preview of"]'));

      if (isPhone) {
        // On the narrowest phone the sheet fits: nothing wider than the screen.
        await page.setViewportSize({ width: 320, height: 640 });
        await page.getByRole('button', { name: /What we understood/ }).click();
        const sheet = page.getByRole('region', { name: 'What we understood' });
        await sheet.getByLabel('Business name').waitFor();
        expect(await sheet.evaluate((el) => el.scrollWidth)).toBeLessThanOrEqual(320);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
        await page.screenshot({ path: `${ARTIFACTS}/facts-form-320-sheet.png` });
        await sheet.getByRole('button', { name: 'Done' }).click();
      } else {
        await page.screenshot({ path: `${ARTIFACTS}/facts-form-1280-view.png` });
      }

      // The editor opens the recomposed site too, with the hand edit.
      await page.goto(`${server.url}/dashboard?tab=editor`);
      const edited = await openEditorCanvas(page);
      await expect
        .poll(() => edited.locator('[data-path="about.title"]').first().textContent())
        .toBe(HAND_EDIT);
      await expect
        .poll(() => edited.locator('[data-path="siteName"]').first().textContent())
        .toBe('Rosa Bakes');
      if (!isPhone) {
        // In the editor the form sits in the side column; the canvas follows a change at once.
        const side = await openFacts(page, false);
        await screenshot(page, 'facts-form-1280-editor');
        await side.getByLabel('Town or service area').fill('York');
        await side.getByLabel('Town or service area').press('Enter');
        await expect.poll(() => edited.locator('body').textContent(), { timeout: 15_000 }).toContain('York');
        expect(await edited.locator('[data-path="about.title"]').first().textContent()).toBe(HAND_EDIT);
      }
      await context.close();
    });
  }

  it('a visitor’s draft: the form is beside the preview, and the site follows', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await generate(page, server.url, PROMPT);
    const form = await openFacts(page, false);
    await form.getByText('What makes you different?').waitFor();
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/facts') && r.request().method() === 'PUT',
    );
    await form.getByLabel('Phone').fill('0113 496 0123');
    await form.getByLabel('Phone').press('Enter');
    expect((await answered).status()).toBe(200);
    const frame = page.frameLocator('iframe[title^="Preview of"]');
    await expect
      .poll(() => frame.locator('a[href^="tel:"]').first().getAttribute('href'), { timeout: 15_000 })
      .toBe('tel:01134960123');
    await context.close();
  });
});
