import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, hasChromium, screenshot } from '../support/browser';
import { useServerAndBrowser } from '../support/lifecycle';
import type { RunningServer } from '../support/server';
import { uniqueEmail } from './helpers';

// Every path the app routes, signed in and signed out, plus the dashboard's account tabs and an unknown path.
const SIGNED_OUT = [
  '/',
  '/auth',
  '/dashboard',
  '/checkout',
  '/terms',
  '/privacy',
  '/oauth-success',
  '/oauth/netlify/callback',
  '/download-success',
  '/no-such-page',
];
const SIGNED_IN = [
  '/',
  '/dashboard',
  '/dashboard?tab=sites',
  '/dashboard?tab=profile',
  '/dashboard?tab=settings',
  '/dashboard?tab=billing',
  '/auth',
  '/checkout',
  '/terms',
  '/privacy',
  '/oauth-success',
  '/oauth/netlify/callback',
  '/download-success',
  '/no-such-page',
];
const WIDTHS = [375, 1280];
const THEMES = ['light', 'dark'] as const;

function slug(path: string) {
  return path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-') || 'home';
}

describe.skipIf(!hasChromium())('every route, at phone and desktop width, light and dark', () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser((s, b) => {
    server = s;
    browser = b;
  });

  async function contextFor(
    theme: 'light' | 'dark',
    width: number,
    signedIn: boolean,
  ): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    await context.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
    if (signedIn) {
      const answer = await context.request.post(`${server.url}/api/auth/register`, {
        data: {
          email: uniqueEmail(`routes-${theme}-${width}`),
          password: 'Route-check-1',
          firstName: 'Sam',
          lastName: 'Rivera',
        },
      });
      expect(answer.ok()).toBe(true);
    }
    return context;
  }

  for (const signedIn of [false, true]) {
    for (const theme of THEMES) {
      for (const width of WIDTHS) {
        describe(`${signedIn ? 'signed in' : 'signed out'}, ${theme}, ${width}px`, () => {
          let context: BrowserContext;
          let page: Page;
          beforeAll(async () => {
            context = await contextFor(theme, width, signedIn);
            page = await context.newPage();
          });
          afterAll(async () => {
            await context?.close();
          });
          for (const path of signedIn ? SIGNED_IN : SIGNED_OUT) {
            it(`${path} has no axe violations`, async () => {
              const t0 = Date.now();
              await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
              if (process.env.DEBUG_ROUTES) console.log(path, 'loaded', Date.now() - t0);
              await page.locator('h1:visible').first().waitFor({ timeout: 15_000 });
              // Lazy chunks and the first queries settle; no animation runs (reduced motion).
              await page.waitForTimeout(300);
              expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
                theme === 'dark',
              );
              const violations = await checkA11y(page);
              if (process.env.DEBUG_ROUTES) console.log(path, 'axe', Date.now() - t0);
              await screenshot(page, `shell-${signedIn ? 'in' : 'out'}-${slug(path)}-${width}-${theme}`);
              expect(
                violations.map((v) => `${v.id}: ${v.help} ${JSON.stringify(v.nodes).slice(0, 300)}`),
              ).toEqual([]);
            });
          }
        });
      }
    }
  }
});
