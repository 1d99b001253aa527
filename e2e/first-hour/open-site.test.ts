import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { editText, makePng, openEditorCanvas } from '../builder/flow-helpers';
import { hasChromium, screenshot } from '../support/browser';
import { startImagesApi } from '../support/images-api';
import { useServerAndBrowser } from '../support/lifecycle';
import type { RunningServer } from '../support/server';

const PASSWORD = 'Sourdough-Starter-2026';
let counter = 0;

/** A new owner with one generated site open in the editor; answers the site's id. */
async function ownerWithSite(page: Page, baseUrl: string): Promise<string> {
  await page.goto(`${baseUrl}/dashboard?tab=generate`);
  await page
    .getByLabel('Website Description')
    .fill('Harbour Lights is a bakery in Whitby. Sourdough and cakes.');
  await page.getByRole('button', { name: 'Generate Website' }).click();
  await page.waitForURL(/tab=preview/, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('First name').fill('Rosa');
  await page.getByLabel('Email').fill(`open-${Date.now()}-${++counter}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/tab=editor/, { timeout: 30_000 });
  await openEditorCanvas(page);
  return page.evaluate(() => JSON.parse(localStorage.getItem('currentWebsite') ?? 'null')?.id as string);
}

/** Every request the page sends for this website from now on. */
function watchRequests(page: Page, id: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/api/websites/${id}`)) seen.push(`${request.method()} ${request.url()}`);
  });
  return seen;
}

// With an image model the picture tool makes "AI image"s (without one: free "New artwork").
const imagesApi = await startImagesApi();
afterAll(() => imagesApi.stop());

const unsavedMark = (page: Page) => page.getByText('Unsaved changes', { exact: true });

/** Issue 24, items 1 and 5, in the editor: one open site, saves that never fight, no traps. */
describe.skipIf(!hasChromium())('the owner’s first hour: the open site and its saves', () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser(
    (s, b) => {
      server = s;
      browser = b;
    },
    { env: { PAYMENTS_TEST_MODE: 'true', ...imagesApi.env } },
  );

  it('Undo back to the saved content is clean again', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await ownerWithSite(page, server.url);
    const canvas = await openEditorCanvas(page);
    await editText(page, canvas, 'hero.headline', 'Bread worth waking for');
    await unsavedMark(page).waitFor();
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await unsavedMark(page).waitFor({ state: 'detached' });
    expect(await canvas.locator('[data-path="hero.headline"]').first().textContent()).not.toContain(
      'Bread worth waking for',
    );
    await context.close();
  });

  it('an upload’s save and auto-save in one tab never report a conflict', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const id = await ownerWithSite(page, server.url);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Account Settings' }).click();
    await page.getByRole('switch', { name: 'Auto-save' }).click();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await page.getByText('Settings saved').first().waitFor();
    await page.goto(`${server.url}/dashboard?tab=editor`);
    const canvas = await openEditorCanvas(page);
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'PATCH' && response.url().includes(`/api/websites/${id}`))
        answers.push(response.status());
    });
    // Typed text waits 5 s for auto-save; the upload's own save lands in the same moment.
    await editText(page, canvas, 'hero.headline', 'Fresh from the oven');
    await page.waitForTimeout(4_700);
    await page.getByLabel('Upload image for Hero background').setInputFiles({
      name: 'loaf.png',
      mimeType: 'image/png',
      buffer: makePng(64, 48, [200, 140, 60]),
    });
    await page.getByText('Image uploaded successfully').first().waitFor();
    await expect.poll(() => answers.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    await page.waitForTimeout(6_000);
    expect(answers.every((status) => status === 200)).toBe(true);
    expect(await page.getByRole('dialog', { name: 'A newer version was saved' }).count()).toBe(0);
    await unsavedMark(page).waitFor({ state: 'detached' });
    // Both the text and the picture reached the server.
    await page.reload();
    const after = await openEditorCanvas(page);
    await expect
      .poll(() => after.locator('[data-path="hero.headline"]').first().textContent())
      .toContain('Fresh from the oven');
    await context.close();
  });

  it('deleting the open site closes it everywhere: no request for it afterwards, no leave warning', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const id = await ownerWithSite(page, server.url);
    const canvas = await openEditorCanvas(page);
    await editText(page, canvas, 'hero.headline', 'Never saved');
    await page.getByRole('tab', { name: 'My Sites' }).click();
    await page.getByRole('button', { name: /Actions for Harbour Lights/ }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const seen = watchRequests(page, id);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Delete/ })
      .last()
      .click();
    await page.getByText('Website deleted').first().waitFor();
    const afterDelete = seen.length;
    await page.getByRole('tab', { name: 'Editor' }).click();
    await page.getByText('Please generate a site').waitFor();
    await page.getByRole('tab', { name: 'Preview' }).click();
    await page.getByText('Generate a site to view preview').waitFor();
    await page.waitForTimeout(6_000);
    expect(seen.slice(afterDelete)).toEqual([]);
    let asked = false;
    page.on('dialog', (dialog) => {
      asked = true;
      void dialog.accept();
    });
    await page.goto(`${server.url}/dashboard?tab=sites`);
    expect(asked).toBe(false);
    await context.close();
  });

  it('taking the site down asks first; an AI image is shown before it replaces a picture', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await ownerWithSite(page, server.url);
    // AI images come with a paid plan: pay for Builder on the test checkout.
    await page.goto(`${server.url}/dashboard?tab=billing`);
    await page.getByRole('button', { name: 'Switch to Builder' }).click();
    await page.waitForURL(/\/api\/billing\/test-checkout\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByText('Payment Successful!').first().waitFor({ timeout: 20_000 });
    await page.waitForEvent('load', { timeout: 15_000 });

    await page.goto(`${server.url}/dashboard?tab=editor`);
    const canvas = await openEditorCanvas(page);
    const heroBefore = await canvas.locator('#home').first().innerHTML();
    await page.getByRole('button', { name: 'AI image' }).click();
    const proposal = page.getByRole('dialog', { name: /New picture for Hero background/ });
    await proposal.waitFor({ timeout: 30_000 });
    await screenshot(page, 'first-hour-ai-image-proposal');
    // Nothing changed yet; keeping the current one changes nothing.
    expect(await canvas.locator('#home').first().innerHTML()).toBe(heroBefore);
    await proposal.getByRole('button', { name: 'Keep current picture' }).click();
    expect(await unsavedMark(page).count()).toBe(0);
    await page.getByRole('button', { name: 'AI image' }).click();
    await proposal.waitFor({ timeout: 30_000 });
    await proposal.getByRole('button', { name: 'Use this picture' }).click();
    await expect.poll(() => canvas.locator('#home').first().innerHTML()).not.toBe(heroBefore);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => canvas.locator('#home').first().innerHTML()).toBe(heroBefore);
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await page.getByRole('button', { name: /^Save$/ }).click();
    await page.getByText(/saved/i).first().waitFor();

    await page.goto(`${server.url}/dashboard?tab=preview`);
    await page.getByRole('button', { name: 'Launch', exact: true }).click();
    await page.getByRole('button', { name: /Mainstreet hosting/ }).click();
    await page.getByText('Website Launched Successfully!', { exact: true }).waitFor({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Take site down' }).click();
    const confirm = page.getByRole('dialog', { name: 'Take the site down?' });
    await confirm.waitFor();
    await screenshot(page, 'first-hour-take-down-confirm');
    await confirm.getByRole('button', { name: 'Keep it live' }).click();
    expect(await page.getByText('Website taken down').count()).toBe(0);
    await page.getByRole('button', { name: 'Take site down' }).click();
    await confirm.getByRole('button', { name: 'Take site down' }).click();
    await page.getByText('Website taken down').first().waitFor();
    await context.close();
  });
});
