import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkA11y, hasChromium, screenshot } from '../support/browser';
import { useServerAndBrowser } from '../support/lifecycle';
import type { RunningServer } from '../support/server';
import { generate } from '../support/visitor-steps';
import { englishOn } from './english-words';

/**
 * Issue 40: a first visit from a Spanish browser (Accept-Language es) gets the landing page in
 * Spanish; the header's switcher turns it German without a reload, and German's long words fit a
 * 320 px phone.
 */
describe.skipIf(!hasChromium())('the app in the visitor’s language', () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser((s, b) => {
    server = s;
    browser = b;
  });

  it('opens in Spanish for a Spanish browser and switches to German in the header without a reload', async () => {
    const context = await browser.newContext({
      locale: 'es-ES',
      extraHTTPHeaders: { 'Accept-Language': 'es-ES,es;q=0.9' },
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto(server.url, { waitUntil: 'load' });
    const heading = page.locator('h1');
    await expect.poll(() => heading.textContent()).toBe('Webs espectaculares, sin complicaciones');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await page.locator('header').getByRole('link', { name: 'Entrar', exact: true }).count()).toBe(1);
    expect(await page.locator('#pricing').textContent()).toContain('US$');
    await screenshot(page, 'i18n-landing-es');

    // A page that reloaded would lose this.
    await page.evaluate(() => Object.assign(window, { stillSamePage: true }));
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('de');
    await expect.poll(() => heading.textContent()).toBe('Starke Websites, ganz einfach');
    expect(await page.evaluate(() => (window as { stillSamePage?: boolean }).stillSamePage)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(await page.locator('header').getByRole('link', { name: 'Anmelden', exact: true }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Häufige Fragen' }).count()).toBe(1);
    expect(await checkA11y(page)).toEqual([]);

    // Kept in this browser: the next visit starts in German.
    await page.reload({ waitUntil: 'load' });
    await expect.poll(() => heading.textContent()).toBe('Starke Websites, ganz einfach');
    await context.close();
  });

  it('offers the app in Spanish to a visitor whose description made a Spanish site', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await generate(
      page,
      server.url,
      'Panadería artesanal en Madrid: pan de masa madre, bollería casera y café. Abrimos de martes a domingo.',
    );
    const offer = page.getByRole('status').filter({ hasText: '¿Prefieres usar Mainstreet en español?' });
    await offer.waitFor({ timeout: 15_000 });
    await offer.getByRole('button', { name: 'Cambiar a español' }).click();
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Crea tu web');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await context.close();
  });

  it('fits German on a 320 px phone: no part of the landing page, sign-in or account screens is wider than the screen', async () => {
    const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 320, height: 700 } });
    const page = await context.newPage();
    const signedOut = ['/', '/auth', '/auth?mode=register'];
    const signedIn = [
      '/dashboard?tab=sites',
      '/dashboard?tab=settings',
      '/dashboard?tab=profile',
      '/dashboard?tab=billing',
    ];
    for (const path of [...signedOut, ...signedIn]) {
      if (path === signedIn[0]) {
        const answer = await context.request.post(`${server.url}/api/auth/register`, {
          data: {
            email: `narrow-${Date.now()}@example.com`,
            password: 'Schmal-check-1',
            firstName: 'Sam',
            lastName: 'Rivera',
          },
        });
        expect(answer.ok()).toBe(true);
      }
      await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
      await page.locator('h1:visible').first().waitFor();
      await page.waitForTimeout(200);
      const wide = await page.evaluate(() =>
        Array.from(document.querySelectorAll('body *'))
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
          .filter((element) => !element.closest('.sr-only, [aria-hidden="true"]'))
          .map((element) => `${element.tagName.toLowerCase()}: ${(element.textContent ?? '').slice(0, 40)}`),
      );
      expect(wide, path).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
      await screenshot(page, `i18n-de-320${path.replace(/[^a-z]+/g, '-')}`);
    }
    await context.close();
  });
});

describe.skipIf(!hasChromium())('every screen speaks only the owner’s language', () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser((s, b) => {
    server = s;
    browser = b;
  });

  for (const [language, locale] of [
    ['es', 'es-ES'],
    ['fr', 'fr-FR'],
    ['de', 'de-DE'],
  ] as const) {
    it(`${language}: every route, signed out and signed in`, async () => {
      const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const found: Record<string, string[]> = {};
      const visit = async (path: string) => {
        await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
        await page.locator('h1:visible').first().waitFor();
        await page.waitForTimeout(300);
        const english = await englishOn(page);
        if (english.length > 0) found[path] = english;
      };
      for (const path of [
        '/',
        '/auth',
        '/auth?mode=register',
        '/terms',
        '/privacy',
        '/dashboard?tab=generate',
        '/dashboard?tab=preview',
        '/dashboard?tab=editor',
        '/oauth-success',
        '/oauth-callback',
      ])
        await visit(path);
      const answer = await context.request.post(`${server.url}/api/auth/register`, {
        data: {
          email: `i18n-${language}-${Date.now()}@example.com`,
          password: 'Idioma-check-1',
          firstName: 'Sam',
          lastName: 'Rivera',
        },
      });
      expect(answer.ok()).toBe(true);
      for (const path of [
        '/dashboard?tab=sites',
        '/dashboard?tab=generate',
        '/dashboard?tab=preview',
        '/dashboard?tab=editor',
        '/dashboard?tab=profile',
        '/dashboard?tab=settings',
        '/dashboard?tab=billing',
        '/checkout?plan=builder',
        '/download-success',
        '/admin',
        '/no-such-page',
      ])
        await visit(path);
      await page.goto(`${server.url}/dashboard?tab=settings`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(found).toEqual({});
      await context.close();
    });
  }
});
