import path from 'node:path';
import type { Browser, BrowserContext, FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChatRequest,
  type DialectServer,
  startDialectServer,
} from '../../packages/composer/src/llm/testing/dialect-server';
import { ARTIFACTS, hasChromium, launchBrowser } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';
import { boxOf, gapBetween, seenShare } from './finger-geometry';
import { generateByApi, registerByApi } from './published-sites';

// Sixty characters of name and a long address: what made the account menu 542 px wide.
const FIRST = 'Maximiliana Evangelina';
const LAST = 'Featherstonehaugh-Montgomery de Souza';
const OWNER = {
  email: 'maximiliana.featherstonehaugh@harbour-lights-bakery.co.uk',
  password: 'Harbour-Lights-Finger-9!',
};
// Listed services, and a sentence beyond the name and kind: the built-in writer makes an About section of it.
const DESCRIPTION =
  'Harbour Lights Bakery is a family bakery in Whitby. Sourdough bread, pastries and wedding cakes. Every loaf is shaped by hand before dawn, in the ovens we have fired on Church Street since 1986. Call 01947 555 019. Open Wed–Sun 8–4.';
// A text of the top banner, a service's name (the "tapped a service") and an about heading.
const TEXTS = [
  { path: 'hero.headline', section: 'Top banner' },
  { path: 'services.1.name', section: 'Services' },
  { path: 'about.title', section: 'About' },
];
const FINGER = 48;
const KEY = 'sk-e2e-finger';

/**
 * A configured language model, so the editor offers Write with AI whole (presets, the owner's words and
 * Rewrite); without one it offers only the built-in writer. Its site copy is no JSON, so the built-in
 * writer makes the site from the description, as it does without a model; a rewrite keeps four words.
 */
function write(request: ChatRequest): string {
  const user = request.messages.at(-1)?.content ?? '';
  const at = user.indexOf('Texts: ');
  if (at < 0) return 'No copy today.';
  const texts = JSON.parse(user.slice(at + 7)) as Record<string, string>;
  return JSON.stringify(
    Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, `${v.split(' ').slice(0, 4).join(' ')}.`])),
  );
}

/** The controls inside a card that reach past its edges, named by their text or label. */
async function outsideOf(card: Locator, selector: string): Promise<string[]> {
  return card.evaluate((el, selector) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const left = box.left + Number.parseFloat(style.borderLeftWidth);
    const right = box.right - Number.parseFloat(style.borderRightWidth);
    return Array.from(el.querySelectorAll(selector))
      .filter((c) => c.getBoundingClientRect().width > 0)
      .filter(
        (c) => c.getBoundingClientRect().left < left - 0.5 || c.getBoundingClientRect().right > right + 0.5,
      )
      .map(
        (c) => `${c.tagName.toLowerCase()} "${c.getAttribute('aria-label') || c.textContent?.trim() || ''}"`,
      );
  }, selector);
}

/** What the owner sees now (the screen, not the whole page), kept under e2e/artifacts/. */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

describe.skipIf(!hasChromium())('editor tools at the finger on phones, menus that fit', () => {
  let model: DialectServer;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    expect(`${FIRST} ${LAST}`).toHaveLength(60);
    model = await startDialectServer({ dialect: 'openai', apiKey: KEY, write });
    server = await startServer({ env: { LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'm', LLM_API_KEY: KEY } });
    browser = await launchBrowser();
    const setup = await browser.newContext();
    await registerByApi(setup.request, server.url, OWNER);
    const named = await setup.request.post(`${server.url}/api/auth/update-profile`, {
      data: { firstName: FIRST, lastName: LAST },
    });
    expect(named.ok(), await named.text()).toBe(true);
    await generateByApi(setup.request, server.url, DESCRIPTION);
    await setup.close();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await model?.close();
  });

  async function signedIn(viewport: { width: number; height: number }, isPhone = true) {
    const context: BrowserContext = await browser.newContext({
      viewport,
      ...(isPhone ? { hasTouch: true, isMobile: true } : {}),
      reducedMotion: 'reduce',
    });
    const login = await context.request.post(`${server.url}/api/auth/login`, { data: OWNER });
    expect(login.ok(), await login.text()).toBe(true);
    return { context, page: await context.newPage() };
  }

  async function openEditor(page: Page): Promise<FrameLocator> {
    await page.goto(`${server.url}/dashboard?tab=editor`);
    const canvas = page.frameLocator('iframe[title^="Editing"]');
    await canvas.locator('[data-path="hero.headline"]').waitFor({ timeout: 30_000 });
    return canvas;
  }

  for (const phone of [
    { width: 320, height: 640 },
    { width: 375, height: 812 },
  ]) {
    it(`${phone.width} px: a tapped text's Add Link and Write with AI are within ${FINGER} px of it`, async () => {
      const { context, page } = await signedIn(phone);
      const canvas = await openEditor(page);
      const bar = page.getByRole('toolbar', { name: 'Text tools' });
      for (const { path, section } of TEXTS) {
        const text = canvas.locator(`[data-path="${path}"]`).first();
        await text.scrollIntoViewIfNeeded();
        await text.tap();
        for (const name of ['Add Link', 'Write with AI']) {
          const tool = bar.getByRole('button', { name });
          await tool.waitFor();
          const [toolBox, textBox] = [await boxOf(tool), await boxOf(text)];
          expect(gapBetween(toolBox, textBox), `${name} of ${path}`).toBeLessThanOrEqual(FINGER);
          expect(toolBox.x).toBeGreaterThanOrEqual(0);
          expect(toolBox.x + toolBox.width).toBeLessThanOrEqual(phone.width);
          expect(toolBox.y).toBeGreaterThanOrEqual(0);
          expect(toolBox.y + toolBox.height).toBeLessThanOrEqual(phone.height);
          expect(toolBox.height).toBeGreaterThanOrEqual(44);
        }
        // Every tool inside the bar's own box, the bar inside the screen.
        const barBox = await boxOf(bar);
        for (const tool of await bar.getByRole('button').all()) {
          const box = await boxOf(tool);
          expect(box.x).toBeGreaterThanOrEqual(barBox.x);
          expect(box.x + box.width).toBeLessThanOrEqual(barBox.x + barBox.width + 0.5);
        }
        expect(barBox.x + barBox.width).toBeLessThanOrEqual(phone.width);
        expect(await bar.getByRole('button', { name: 'Write with AI' }).getAttribute('title')).toBe(
          `Rewrite ${section}`,
        );
      }
      await shot(page, `finger-text-tools-${phone.width}`);

      // Write with AI for the tapped service: its picker names Services, and the service stays in sight.
      const service = canvas.locator('[data-path="services.1.name"]').first();
      await service.scrollIntoViewIfNeeded();
      await service.tap();
      await bar.getByRole('button', { name: 'Write with AI' }).tap();
      const sheet = page.locator('[data-sheet="open"]');
      await sheet.getByLabel('Section to rewrite').waitFor();
      const picked = await sheet
        .getByLabel('Section to rewrite')
        .evaluate((s: HTMLSelectElement) => s.options[s.selectedIndex]?.text);
      expect(picked).toBe('Services');
      await expect
        .poll(async () => seenShare(page, canvas, '[data-path="services.1.name"]', (await boxOf(sheet)).y))
        .toBe(1);
      const rewrite = sheet.getByRole('button', { name: 'Rewrite', exact: true });
      expect((await boxOf(rewrite)).x + (await boxOf(rewrite)).width).toBeLessThanOrEqual(phone.width);
      await shot(page, `finger-write-with-ai-${phone.width}`);
      await sheet.getByRole('button', { name: 'Done' }).tap();

      // Add Link from the bar opens the link dialog for that text.
      await service.tap();
      await bar.getByRole('button', { name: 'Add Link' }).tap();
      await page.getByRole('dialog', { name: 'Add Link' }).waitFor();
      await context.close();
    });
  }

  for (const phone of [
    { width: 320, height: 640 },
    { width: 360, height: 740 },
    { width: 375, height: 812 },
  ]) {
    it(`${phone.width}×${phone.height}: the tapped picture stays in sight above its tools`, async () => {
      const { context, page } = await signedIn(phone);
      const canvas = await openEditor(page);
      const picture = canvas.locator('[data-media-path="hero"]').first();
      await picture.scrollIntoViewIfNeeded();
      // Tapped low on the screen, where a sheet rising from the bottom would cover it.
      const low = (await boxOf(picture)).y - phone.height * 0.6;
      await page.evaluate((dy) => window.scrollBy({ top: dy, behavior: 'instant' }), low);
      await picture.tap({ position: { x: 8, y: 8 } });
      const sheet = page.locator('[data-sheet="open"]');
      await sheet.getByRole('button', { name: 'Done' }).waitFor();
      await expect
        .poll(async () => seenShare(page, canvas, '[data-media-path="hero"]', (await boxOf(sheet)).y))
        .toBe(1);
      await shot(page, `finger-picture-${phone.width}`);
      await context.close();
    });
  }

  it('1280 px: no floating bar, and the side panel names the section of the tapped text', async () => {
    const { context, page } = await signedIn({ width: 1280, height: 900 }, false);
    const canvas = await openEditor(page);
    await canvas.locator('[data-path="services.1.name"]').first().click();
    await expect
      .poll(() =>
        page
          .getByLabel('Section to rewrite')
          .evaluate((s: HTMLSelectElement) => s.options[s.selectedIndex]?.text),
      )
      .toBe('Services');
    expect(await page.getByRole('toolbar', { name: 'Text tools' }).isVisible()).toBe(false);
    await shot(page, 'finger-desktop-1280');
    await context.close();
  });

  it('320 px: the sign-in form and the Write with AI panel stay inside their cards', async () => {
    const phone = { width: 320, height: 640 };
    const context = await browser.newContext({ viewport: phone, hasTouch: true, isMobile: true });
    const visitor = await context.newPage();
    await visitor.goto(`${server.url}/auth`);
    const card = visitor.getByRole('heading', { name: 'Welcome back' }).locator('..');
    await card.waitFor();
    await expect.poll(() => outsideOf(card, 'input, button')).toEqual([]);
    await context.close();

    const owner = await signedIn(phone);
    await openEditor(owner.page);
    const panel = owner.page.getByRole('complementary', { name: 'Editor tools' });
    await owner.page.getByRole('button', { name: 'Rewrite', exact: true }).scrollIntoViewIfNeeded();
    expect(await outsideOf(panel, 'input, button, select')).toEqual([]);
    await owner.context.close();
  });

  it('320 px: "Member since" and its date are words apart, the date inside its card', async () => {
    const { context, page } = await signedIn({ width: 320, height: 640 });
    await page.goto(`${server.url}/dashboard?tab=profile`);
    const row = page.getByText('Member since', { exact: true }).locator('..');
    await row.waitFor();
    expect(await row.textContent()).toMatch(/^Member since [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    const [rowBox, date] = [await boxOf(row), await boxOf(row.locator('span').last())];
    expect(date.x + date.width).toBeLessThanOrEqual(rowBox.x + rowBox.width + 0.5);
    await context.close();
  });

  for (const width of [320, 360, 375, 414]) {
    it(`${width} px: the account menu fits the screen and shows the 60-character name whole`, async () => {
      const { context, page } = await signedIn({ width, height: 740 });
      await page.goto(`${server.url}/dashboard?tab=sites`);
      await page.getByRole('button', { name: 'Account menu' }).tap();
      const menu = page.getByRole('menu');
      await menu.getByRole('menuitem', { name: 'My Sites' }).waitFor();
      const box = await boxOf(menu);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      for (const whole of [`${FIRST} ${LAST}`, OWNER.email]) {
        const line = menu.getByText(whole, { exact: true });
        const fits = await line.evaluate(
          (el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= window.innerWidth,
        );
        expect(fits, whole).toBe(true);
      }
      if (width === 320) await shot(page, 'finger-account-menu-320');
      await context.close();
    });
  }
});
