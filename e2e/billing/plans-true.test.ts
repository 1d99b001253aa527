import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DOWNLOAD_RULE,
  formatPlanPrice,
  formatPrice,
  PLAN_IDS,
  PLANS,
  QUICK_DOWNLOAD_PRICE_CENTS,
  SOLD_PLAN_IDS,
} from '../../packages/site/src/plans';
import { uniqueEmail } from '../shell/helpers';
import { hasChromium, screenshot } from '../support/browser';
import { useServerAndBrowser } from '../support/lifecycle';
import type { RunningServer } from '../support/server';

// Every path the app routes, as a visitor and as an owner (the dashboard's tabs included).
const VISITOR_PATHS = [
  '/',
  '/auth',
  '/auth?mode=register',
  '/dashboard',
  '/dashboard?tab=generate',
  '/dashboard?tab=preview',
  '/dashboard?tab=editor',
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
  '/dashboard?tab=generate',
  '/dashboard?tab=preview',
  '/dashboard?tab=editor',
  '/dashboard?tab=sites',
  '/dashboard?tab=profile',
  '/dashboard?tab=settings',
  '/dashboard?tab=billing',
  '/checkout?planId=pro',
  '/terms',
  '/privacy',
  '/download-success',
  '/no-such-page',
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
  // Issue 35: no billing page, history or plan's allowance where nothing is sold.
  /billing (&|and) plans|billing history|no payments yet/i,
  /plan'?s (sites|monthly edits)/i,
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
      if (path === '/dashboard?tab=settings') {
        // Auto-save says what an edit is: an editing session, not each save.
        expect(text).toContain('an edit is one editing session of a site');
        await page.getByText('Auto-save', { exact: true }).scrollIntoViewIfNeeded();
        await screenshot(page, 'plans-off-owner-settings');
      }
      if (path === '/dashboard?tab=billing') {
        expect(text).toContain('This server does not sell plans');
        await screenshot(page, 'plans-off-owner-usage');
        await page.setViewportSize({ width: 375, height: 812 });
        await screenshot(page, 'plans-off-owner-usage-375');
        await page.setViewportSize({ width: 1280, height: 900 });
      }
    }
    // The avatar menu names the page for what it shows.
    await page.getByRole('button', { name: 'Account menu' }).click();
    const items = await page.getByRole('menuitem').allInnerTexts();
    expect(items.map((item) => item.trim())).toContain('Usage');
    expect(sellingIn(items.join('\n'))).toEqual([]);
    await screenshot(page, 'plans-off-owner-menu');
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
  const plans = PLAN_IDS.map((id) => PLANS[id]);
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

  /** Every plan of the table has its card with its name, price and features, and no card has another price. */
  function expectCardsMatchTable(cards: { name: string; text: string; features: string[] }[]) {
    for (const plan of plans) {
      const card = cards.find((c) => c.name === plan.name);
      expect(card, `a card for ${plan.name}`).toBeDefined();
      expect(card?.text).toContain(formatPlanPrice(plan));
      // This server has no image model: no card sells AI images it could not make.
      expect(card?.features).toEqual(plan.features.filter((f) => !/\bAI images?\b/.test(f)));
      const prices = card?.text.match(/\$\d+\.\d\d/g) ?? [];
      expect(prices, plan.name).toEqual(plan.isSold ? [formatPrice(plan.priceCents)] : []);
    }
  }

  /** No page calls an unpaid account anything but what it is: never a price for Starter. */
  function expectNoUntruth(text: string, where: string) {
    expect(text, where).not.toContain('$9.99');
    expect(text, where).not.toMatch(/Starter[^\n]{0,40}\$\d/);
    expect(text, where).not.toMatch(/advanced export/i);
  }

  it('prices the landing cards, FAQ and terms from plans.ts', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const landing = await visibleText(page, '/', server.url);
    expectNoUntruth(landing, '/');
    expect(landing).toContain(DOWNLOAD_RULE);
    expectCardsMatchTable(await cardsOn(page, '#pricing ul > li'));
    for (const title of ['What is Quick Download?', 'What is the difference between the plans?']) {
      await page.getByRole('button', { name: title }).click();
    }
    const faq = await page.evaluate(() => document.body.innerText);
    expect(faq).toContain(`${PLANS.starter.name} is free`);
    expect(faq).toContain(DOWNLOAD_RULE);
    for (const plan of sold) expect(faq).toContain(`${plan.name} (${formatPrice(plan.priceCents)}`);
    expectNoUntruth(faq, 'FAQ');
    const quick = (await cardsOn(page, '#pricing ul > li')).find((c) => c.name === 'Quick Download');
    expect(quick?.text).toContain(formatPrice(QUICK_DOWNLOAD_PRICE_CENTS));
    await page.locator('#pricing').scrollIntoViewIfNeeded();
    await screenshot(page, 'plans-test-mode-pricing');
    const terms = await visibleText(page, '/terms', server.url);
    for (const plan of sold)
      expect(terms).toContain(`${plan.name} costs ${formatPrice(plan.priceCents)} a month`);
    expect(terms).toContain(`${PLANS.starter.name} is free`);
    expect(terms).toContain(`Quick Download costs ${formatPrice(QUICK_DOWNLOAD_PRICE_CENTS)}`);
    expect(terms).toContain(DOWNLOAD_RULE);
    expectNoUntruth(terms, '/terms');
    await context.close();
  });

  it('shows an owner the same plans, prices and features on the billing tab', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await register(context, server.url, 'plans-test');
    const page = await context.newPage();
    const text = await visibleText(page, '/dashboard?tab=billing', server.url);
    expect(text).toContain('Test mode');
    expectCardsMatchTable(await cardsOn(page, 'section[aria-labelledby="plans-title"] ul > li'));
    // The current plan card: the unpaid account is on Starter, which is free — no price, no lapsed subscription.
    const current = page.getByRole('region', { name: 'Your current plan' });
    const currentText = await current.innerText();
    expect(currentText).toContain(PLANS.starter.name);
    expect(currentText).toContain('Free');
    expect(currentText).not.toContain('No active subscription');
    expectNoUntruth(text, 'billing');
    expect(text).toContain(DOWNLOAD_RULE);
    await screenshot(page, 'plans-test-mode-billing');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'plans-test-mode-billing-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const path of ['/dashboard?tab=sites', '/dashboard?tab=profile', '/checkout?plan=builder']) {
      expectNoUntruth(await visibleText(page, path, server.url), path);
    }
    await context.close();
  });
});
