import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatPrice, PLANS, QUICK_DOWNLOAD_PRICE_CENTS, SOLD_PLAN_IDS } from '../../packages/site/src/plans';
import { uniqueEmail } from '../shell/helpers';
import { hasChromium, screenshot } from '../support/browser';
import { useServerAndBrowser } from '../support/lifecycle';
import type { RunningServer } from '../support/server';

// Every path the app routes, as a visitor and as an owner (the dashboard's tabs included).
const VISITOR_PATHS = [
  '/',
  '/auth',
  '/dashboard',
  '/dashboard?quickDownload=true',
  '/checkout?planId=builder',
  '/terms',
  '/privacy',
  '/download-success',
  '/no-such-page',
];
const OWNER_PATHS = [
  '/',
  '/dashboard',
  '/dashboard?tab=sites',
  '/dashboard?tab=profile',
  '/dashboard?tab=settings',
  '/dashboard?tab=billing',
  '/checkout?planId=pro',
  '/terms',
  '/privacy',
];

/** What selling looks like on a page: a price, an upgrade, a plan card or badge, Quick Download. */
const SELLING = [
  /\$\s?\d/,
  /upgrade/i,
  /quick download/i,
  /per month|\/month/i,
  // A plan name ("Pro Tips" on the landing page is advice, not a plan).
  /\b(Starter|Builder|Pro)\b(?! Tips)/,
  /choose (a )?plan/i,
  /remove branding/i,
];

/** Each selling word the text holds, with the words around it (empty when it sells nothing). */
function sellingIn(text: string): string[] {
  return SELLING.flatMap((pattern) => {
    const at = text.search(pattern);
    return at < 0 ? [] : [`${pattern}: …${text.slice(Math.max(0, at - 40), at + 40).replace(/\s+/g, ' ')}…`];
  });
}

async function visibleText(page: Page, path: string, url: string): Promise<string> {
  await page.goto(`${url}${path}`, { waitUntil: 'load' });
  await page.locator('h1:visible').first().waitFor({ timeout: 15_000 });
  // The configuration and the account's queries settle.
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => document.body.innerText);
}

async function register(context: BrowserContext, url: string, prefix: string) {
  const answer = await context.request.post(`${url}/api/auth/register`, {
    data: { email: uniqueEmail(prefix), password: 'Plans-check-1', firstName: 'Sam', lastName: 'Rivera' },
  });
  expect(answer.ok()).toBe(true);
}

describe.skipIf(!hasChromium())('payments off, as npm start runs: nothing is sold anywhere', () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser(
    (s, b) => {
      server = s;
      browser = b;
    },
    { env: { NODE_ENV: 'production' } },
  );

  it('shows a visitor no price, plan, upgrade or Quick Download on any route, and logs no console error', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    for (const path of VISITOR_PATHS) {
      const text = await visibleText(page, path, server.url);
      expect(sellingIn(text), path).toEqual([]);
      if (path === '/') expect(errors, 'a visitor’s page load').toEqual([]);
    }
    await screenshot(page, 'plans-off-visitor-landing');
    await context.close();
  });

  it('shows an owner no price, plan, upgrade or plan limit on any route', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, hasTouch: true });
    await register(context, server.url, 'plans-off');
    const page = await context.newPage();
    for (const path of OWNER_PATHS) {
      const text = await visibleText(page, path, server.url);
      expect(sellingIn(text), path).toEqual([]);
      if (path === '/dashboard?tab=billing') {
        expect(text).toContain('This server does not sell plans');
        await screenshot(page, 'plans-off-owner-usage');
        await page.setViewportSize({ width: 375, height: 812 });
        await screenshot(page, 'plans-off-owner-usage-375');
        await page.setViewportSize({ width: 1280, height: 900 });
      }
    }
    await context.close();
  });
});

describe.skipIf(!hasChromium())('test-mode payments: one plan table on every page', () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser((s, b) => {
    server = s;
    browser = b;
  });
  const sold = SOLD_PLAN_IDS.map((id) => PLANS[id]);

  /** The name, price and features each plan card on the page shows. */
  async function cardsOn(page: Page, cardSelector: string) {
    return page.locator(cardSelector).evaluateAll((cards) =>
      cards.map((card) => ({
        name: card.querySelector('h3')?.textContent?.trim() ?? '',
        text: (card as HTMLElement).innerText,
        features: Array.from(card.querySelectorAll('ul li')).map((li) =>
          (li as HTMLElement).innerText.trim(),
        ),
      })),
    );
  }

  function expectCardsMatchTable(cards: { name: string; text: string; features: string[] }[]) {
    for (const plan of sold) {
      const card = cards.find((c) => c.name === plan.name);
      expect(card, `a card for ${plan.name}`).toBeDefined();
      expect(card?.text).toContain(formatPrice(plan.priceCents));
      expect(card?.features).toEqual(plan.features);
    }
  }

  it('prices the landing cards, FAQ and terms from plans.ts', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await visibleText(page, '/', server.url);
    expectCardsMatchTable(await cardsOn(page, '#pricing ul > li'));
    const quick = (await cardsOn(page, '#pricing ul > li')).find((c) => c.name === 'Quick Download');
    expect(quick?.text).toContain(formatPrice(QUICK_DOWNLOAD_PRICE_CENTS));
    await page.locator('#pricing').scrollIntoViewIfNeeded();
    await screenshot(page, 'plans-test-mode-pricing');
    const terms = await visibleText(page, '/terms', server.url);
    for (const plan of sold)
      expect(terms).toContain(`${plan.name} costs ${formatPrice(plan.priceCents)} a month`);
    expect(terms).toContain(`Quick Download costs ${formatPrice(QUICK_DOWNLOAD_PRICE_CENTS)}`);
    await context.close();
  });

  it('shows an owner the same plans, prices and features on the billing tab', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await register(context, server.url, 'plans-test');
    const page = await context.newPage();
    const text = await visibleText(page, '/dashboard?tab=billing', server.url);
    expect(text).toContain('Test mode');
    expectCardsMatchTable(await cardsOn(page, 'section[aria-labelledby="plans-title"] ul > li'));
    await context.close();
  });
});
