import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, screenshot } from '../support/browser';
import { useServerAndBrowser } from '../support/lifecycle';
import type { RunningServer } from '../support/server';
import { generateSite, openEditorCanvas, register } from './flow-helpers';

const DESCRIPTION =
  'Panadería La Espiga es una panadería en Madrid. Pan de masa madre, bollería y tartas. Abrimos de martes a domingo. Llámanos al 914 123 456.';

describe.skipIf(!hasChromium())('builder: the site’s language', () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser((s, b) => {
    server = s;
    browser = b;
  });

  it('generates a Spanish site from a Spanish description, shows its language and changes it', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();

    const preview = await generateSite(page, server.url, DESCRIPTION);
    expect(await preview.locator('html').getAttribute('lang')).toBe('es');
    await expect.poll(() => preview.locator('nav a').allTextContents()).toContain('Inicio');

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL(/\/auth/);
    await register(page, `espiga+${Date.now()}@example.com`, 'Masa-Madre-Espiga-2026!');
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 30_000 });
    await page.goto(`${server.url}/dashboard?tab=editor`);
    const canvas = await openEditorCanvas(page);

    // The editor shows the language the site was written in.
    const picker = page.getByLabel('Site language');
    expect(await picker.inputValue()).toBe('es');
    expect(await picker.locator('option:checked').textContent()).toBe('Español');
    expect(await canvas.locator('html').getAttribute('lang')).toBe('es');
    await expect.poll(() => canvas.locator('dt').allTextContents()).toContain('Teléfono');

    // Changing it re-labels the page and sets its lang; the owner's copy stays.
    const headline = await canvas.locator('h1').first().textContent();
    await picker.selectOption('de');
    await expect.poll(() => canvas.locator('html').getAttribute('lang')).toBe('de');
    await expect.poll(() => canvas.locator('dt').allTextContents()).toContain('Telefon');
    await expect.poll(() => canvas.locator('nav a').allTextContents()).toContain('Über uns');
    expect(await canvas.locator('h1').first().textContent()).toBe(headline);
    await screenshot(page, 'builder-language-de');

    // Saved, the preview is German too.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText('Unsaved changes').count(), { timeout: 15_000 }).toBe(0);
    await page.goto(`${server.url}/dashboard?tab=preview`);
    const saved = page.frameLocator('iframe[title^="Preview of"]');
    await saved.locator('h1').first().waitFor({ timeout: 30_000 });
    expect(await saved.locator('html').getAttribute('lang')).toBe('de');
    await context.close();
  });
});
