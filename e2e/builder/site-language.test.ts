import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, screenshot } from '../support/browser';
import { useServerAndBrowser } from '../support/lifecycle';
import type { RunningServer } from '../support/server';
import { editText, generateSite, openEditorCanvas, register } from './flow-helpers';

const DESCRIPTION =
  'Panadería La Espiga es una panadería en Madrid. Pan de masa madre, bollería y tartas. Abrimos de martes a domingo. Llámanos al 914 123 456.';

describe.skipIf(!hasChromium())('builder: the site’s language', () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser((s, b) => {
    server = s;
    browser = b;
  });

  it('generates a Spanish site from a Spanish description, shows its language in the facts form and changes it there', async () => {
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

    // One place for the page's language: the facts form beside the page, showing the one it was written in.
    expect(await page.getByLabel('Site language').count()).toBe(0);
    const form = page.getByRole('complementary', { name: 'What we understood' });
    const picker = form.getByLabel('Language of the page');
    await picker.waitFor({ timeout: 30_000 });
    expect(await picker.inputValue()).toBe('es');
    expect(await picker.locator('option:checked').textContent()).toBe('Español');
    expect(await canvas.locator('html').getAttribute('lang')).toBe('es');
    await expect.poll(() => canvas.locator('dt').allTextContents()).toContain('Teléfono');
    // The kinds are named in the page's language.
    expect(
      await form
        .getByLabel(/Kind of business/)
        .locator('option:checked')
        .textContent(),
    ).toBe('Panadería');

    // A text the owner wrote stays; the page is written again in German, labels and menu too.
    await editText(page, canvas, 'about.title', 'Nuestra historia, a mano');
    const changed = page.waitForResponse((r) => r.url().endsWith('/facts') && r.request().method() === 'PUT');
    await picker.selectOption('de');
    expect((await changed).status()).toBe(200);
    await expect.poll(() => canvas.locator('html').getAttribute('lang')).toBe('de');
    await expect.poll(() => canvas.locator('dt').allTextContents()).toContain('Telefon');
    await expect.poll(() => canvas.locator('nav a').allTextContents()).toContain('Über uns');
    expect(await canvas.locator('[data-path="about.title"]').first().textContent()).toBe(
      'Nuestra historia, a mano',
    );
    await expect
      .poll(() =>
        form
          .getByLabel(/Kind of business/)
          .locator('option:checked')
          .textContent(),
      )
      .toBe('Bäckerei');
    await screenshot(page, 'builder-language-de');

    // Saved with the change, the preview is German too.
    await page.goto(`${server.url}/dashboard?tab=preview`);
    const saved = page.frameLocator('iframe[title^="Preview of"]');
    await saved.locator('h1').first().waitFor({ timeout: 30_000 });
    expect(await saved.locator('html').getAttribute('lang')).toBe('de');
    await context.close();
  });
});
