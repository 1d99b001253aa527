import type { Browser, BrowserContext, FrameLocator, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, screenshot } from '../support/browser';
import { useServerAndBrowser } from '../support/lifecycle';
import type { RunningServer } from '../support/server';
import { expectToast, openEditorCanvas } from './flow-helpers';

type Site = { id: string; name: string };

const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

/** An owner with these sites, made through the API: setup only, the steps under test use the UI. */
async function ownerWithSites(context: BrowserContext, url: string, prompts: string[]): Promise<Site[]> {
  const registered = await context.request.post(`${url}/api/auth/register`, {
    data: {
      email: `store+${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`,
      password: 'One-Store-For-Everything-7!',
      firstName: 'Rosa',
      lastName: 'Owner',
    },
  });
  expect(registered.ok()).toBe(true);
  const sites: Site[] = [];
  for (const prompt of prompts) {
    const generated = await context.request.post(`${url}/api/websites/generate`, {
      data: { prompt, industry: '', colorPreference: '' },
    });
    expect(generated.ok()).toBe(true);
    sites.push((await generated.json()) as Site);
  }
  return sites;
}

const BAKERY = 'Harbour Lights Bakery is a family bakery in Whitby. Sourdough, pastries and cakes.';
const YOGA = 'Harbor Yoga is a calm yoga studio in Portland, Maine. Vinyasa and yin classes.';

const unsavedMark = (page: Page) => page.getByText('Unsaved changes', { exact: true });

/** Whether leaving the page now asks first (the browser's own leave-page dialog); if not, it closes. */
async function asksBeforeLeaving(page: Page): Promise<boolean> {
  const closed = page.waitForEvent('close', { timeout: 10_000 }).then(() => false);
  const asked = page.waitForEvent('dialog', { timeout: 10_000 }).then(async (dialog) => {
    const isLeaveDialog = dialog.type() === 'beforeunload';
    await dialog.dismiss();
    return isLeaveDialog;
  });
  await page.close({ runBeforeUnload: true });
  return Promise.race([closed, asked]);
}

/** Taps (phone) or clicks (desktop) an element as the owner would. */
async function press(target: Locator, isPhone: boolean) {
  if (isPhone) await target.tap();
  else await target.click();
}

async function openEditor(page: Page, url: string): Promise<FrameLocator> {
  await page.goto(`${url}/dashboard?tab=editor`);
  return openEditorCanvas(page);
}

describe.skipIf(!hasChromium())('builder: one owner of the open site', () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser((s, b) => {
    server = s;
    browser = b;
  });

  for (const [label, options] of [
    ['phone 375', PHONE],
    ['desktop 1280', DESKTOP],
  ] as const) {
    it(`${label}: a text tapped and left as it was marks nothing unsaved and arms no leave warning`, async () => {
      const isPhone = label.startsWith('phone');
      const context = await browser.newContext(options);
      await ownerWithSites(context, server.url, [BAKERY]);
      const page = await context.newPage();
      const canvas = await openEditor(page, server.url);
      const headline = canvas.locator('[data-path="hero.headline"]').first();
      await press(headline, isPhone);
      await expect.poll(() => headline.getAttribute('contenteditable')).toBe('plaintext-only');
      // Leave the text by tapping outside the page being edited.
      await press(page.getByRole('heading', { name: /^Editing:/ }), isPhone);
      await expect.poll(() => headline.getAttribute('contenteditable')).toBeNull();
      // Longer than the 300 ms sync: a mark would be up by now.
      await page.waitForTimeout(1_000);
      await screenshot(page, `builder-open-site-tap-${isPhone ? 375 : 1280}`);
      expect(await unsavedMark(page).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Undo', exact: true }).isDisabled()).toBe(true);
      expect(await asksBeforeLeaving(page)).toBe(false);

      // The same probe sees a real change: the page asks before leaving it.
      const second = await context.newPage();
      const again = await openEditor(second, server.url);
      const title = again.locator('[data-path="hero.headline"]').first();
      await press(title, isPhone);
      await second.keyboard.type(' today');
      await press(second.getByRole('heading', { name: /^Editing:/ }), isPhone);
      await unsavedMark(second).waitFor();
      expect(await asksBeforeLeaving(second)).toBe(true);
      await context.close();
    });
  }

  it('Add Link, then one Undo, is the saved site again: clean, and nothing more to undo', async () => {
    const context = await browser.newContext(DESKTOP);
    await ownerWithSites(context, server.url, [BAKERY]);
    const page = await context.newPage();
    const canvas = await openEditor(page, server.url);
    await canvas.locator('[data-path="about.title"]').first().click();
    const addLink = page.getByRole('button', { name: 'Add Link' });
    await expect.poll(() => addLink.isEnabled()).toBe(true);
    await addLink.click();
    const dialog = page.getByRole('dialog', { name: 'Add Link' });
    await dialog.getByLabel('Link text').fill('our story');
    await dialog.getByLabel('URL').fill('https://example.com/story');
    await dialog.getByRole('button', { name: 'Insert Link' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => canvas.locator('#about h2 a').count()).toBe(1);
    await unsavedMark(page).waitFor();

    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    await undo.click();
    await expect.poll(() => canvas.locator('#about h2 a').count()).toBe(0);
    await unsavedMark(page).waitFor({ state: 'detached', timeout: 2_000 });
    // One step back is the start: no second copy of the saved content to undo into.
    expect(await undo.isDisabled()).toBe(true);
    await screenshot(page, 'builder-open-site-link-undo');
    expect(await asksBeforeLeaving(page)).toBe(false);
    await context.close();
  });

  it('deleting the open site opens the owner’s next site in the Editor and the Preview', async () => {
    const context = await browser.newContext(DESKTOP);
    const [yoga, bakery] = await ownerWithSites(context, server.url, [YOGA, BAKERY]);
    const page = await context.newPage();
    const neverEmpty = () => page.getByText('Please generate a site').count();
    await page.goto(`${server.url}/dashboard?tab=sites`);
    await page.getByRole('button', { name: `Actions for ${bakery.name}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: `Editing: ${bakery.name}` }).waitFor();

    await page.getByRole('tab', { name: 'My Sites' }).click();
    await page.getByRole('button', { name: `Actions for ${bakery.name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete website' }).click();
    await expectToast(page, 'Website deleted');
    await page.getByRole('button', { name: `Actions for ${bakery.name}` }).waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Editor' }).click();
    await page.getByRole('heading', { name: `Editing: ${yoga.name}` }).waitFor({ timeout: 10_000 });
    await openEditorCanvas(page);
    expect(await neverEmpty()).toBe(0);
    await page.getByRole('tab', { name: 'Preview' }).click();
    const preview = page.frameLocator(`iframe[title="Preview of ${yoga.name}"]`);
    await preview.locator('h1').first().waitFor({ timeout: 10_000 });
    expect(await neverEmpty()).toBe(0);
    expect(await page.getByText('Generate a site to view preview').count()).toBe(0);
    await screenshot(page, 'builder-open-site-after-delete');
    await page.setViewportSize({ width: 375, height: 740 });
    await preview.locator('h1').first().waitFor();
    await screenshot(page, 'builder-open-site-after-delete-375');
    await context.close();
  });

  it('taking the site down shows Launch in the toolbar at once, without a reload', async () => {
    const context = await browser.newContext(DESKTOP);
    await ownerWithSites(context, server.url, [BAKERY]);
    const page = await context.newPage();
    // The launch opens the live site in a new tab; it is not part of this test.
    context.on('page', (opened) => void opened.close());
    await page.goto(`${server.url}/dashboard?tab=preview`);
    await page.getByRole('button', { name: 'Launch', exact: true }).click();
    await page.getByRole('button', { name: /Mainstreet hosting/ }).click();
    await page.getByText('Website Launched Successfully!', { exact: true }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Redeploy', exact: true }).waitFor();
    await page.getByRole('link', { name: 'View live site' }).waitFor();

    let loads = 0;
    page.on('load', () => loads++);
    await page.getByRole('button', { name: 'Take site down' }).click();
    const confirm = page.getByRole('dialog', { name: 'Take the site down?' });
    await confirm.getByRole('button', { name: 'Take site down' }).click();
    await expectToast(page, 'Website taken down');
    await page.getByRole('button', { name: 'Launch', exact: true }).waitFor({ timeout: 2_000 });
    expect(await page.getByRole('button', { name: 'Redeploy', exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'View live site' }).count()).toBe(0);
    expect(loads).toBe(0);
    await screenshot(page, 'builder-open-site-taken-down');
    await context.close();
  });
});
