import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAPOLI_PROMPT, napoliCopy } from '../../packages/composer/src/llm/testing/copy-fixture';
import {
  type ChatRequest,
  type DialectServer,
  startDialectServer,
} from '../../packages/composer/src/llm/testing/dialect-server';
import { hasChromium, launchBrowser, screenshot } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';
import { generateSite, openEditorCanvas, register } from './flow-helpers';

const KEY = 'sk-e2e-key';
let invention = '';
/** When set, the model writes each text of a rewrite this way instead of shortening it. */
let retell: ((text: string) => string) | undefined;
// Three facts of the owner's in the story: an address, a phone and a price.
const FACTS_PROMPT = `${NAPOLI_PROMPT} Find us at 12 Congress Avenue, Austin. Pizzas from $12 every night.`;
const FACTS_ABOUT =
  'Find us at 12 Congress Avenue, Austin. Call (512) 555-0142 to book a table. Pizzas from $12 every night.';

/** A model that shortens each text of a rewrite to its first four words (plus any invention). */
function write(request: ChatRequest): string {
  const user = request.messages.at(-1)?.content ?? '';
  const at = user.indexOf('Texts: ');
  if (at < 0) return JSON.stringify(napoliCopy({ about: FACTS_ABOUT }));
  const texts = JSON.parse(user.slice(at + 7)) as Record<string, string>;
  if (retell)
    return JSON.stringify(Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, retell?.(v)])));
  const short = Object.entries(texts).map(([k, v]) => [
    k,
    `${v.split(' ').slice(0, 4).join(' ')}.${invention}`,
  ]);
  return JSON.stringify(Object.fromEntries(short));
}

describe.skipIf(!hasChromium())('builder: write with AI', () => {
  let model: DialectServer;
  let images: HttpServer;
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    model = await startDialectServer({ dialect: 'openai', apiKey: KEY, write });
    // An images API that is always busy (429, Retry-After 0), as OpenAI's answers it.
    images = createServer((req, res) => {
      req.resume();
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '0' });
      res.end(JSON.stringify({ error: { message: 'Rate limit reached for images per minute' } }));
    });
    await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
    const imageBase = `http://127.0.0.1:${(images.address() as AddressInfo).port}/v1`;
    server = await startServer({
      env: { LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'm', LLM_API_KEY: KEY, IMAGE_BASE_URL: imageBase },
    });
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await model?.close();
    images?.close();
  });

  it('a failed model is named to the owner after generation', async () => {
    model.overrides.push({
      kind: 'status',
      status: 401,
      body: { error: { message: 'Incorrect API key provided.' } },
    });
    await generateSite(page, server.url, NAPOLI_PROMPT);
    const notice = page.locator('output', {
      hasText: 'The built-in writer wrote this copy: the language model refused this server’s key.',
    });
    await notice.waitFor({ timeout: 15_000 });
    // Every fallback reaches the owner, in words to act on; hosts and settings stay in the log.
    await notice
      .getByText(
        'The image service was busy: the page was laid out without its pictures. Add your own photos, or try AI image later.',
      )
      .waitFor();
    expect(await notice.textContent()).not.toMatch(/LLM_|IMAGE_|127\.0\.0\.1|HTTP/);
    await screenshot(page, 'writer-notice-failed');
  });

  it('rewrites a section shorter with the model, shows the diff, accepts it and undoes it', async () => {
    const preview = await generateSite(page, server.url, FACTS_PROMPT);
    await page.locator('output', { hasText: 'The language model wrote this copy.' }).waitFor();
    expect(await preview.locator('h1').first().textContent()).toBe(napoliCopy().headline);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL(/\/auth/);
    await register(page, `napoli+${Date.now()}@example.com`, 'Wood-Fired-Napoli-2026!');
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 30_000 });
    await page.goto(`${server.url}/dashboard?tab=editor`);
    // Sign-up claimed only this draft; the first test's draft is offered in "Keep these too?".
    const offer = page.getByRole('dialog', { name: 'Keep these too?' });
    await offer.getByRole('button', { name: 'Not now' }).click({ timeout: 30_000 });
    await offer.waitFor({ state: 'detached' });
    const canvas = await openEditorCanvas(page);
    const subtitle = canvas.locator('[data-path="hero.subtitle"]').first();
    const before = (await subtitle.textContent()) ?? '';

    await page.getByLabel('Section to rewrite').selectOption({ label: 'Top banner' });
    await page.getByRole('button', { name: 'Shorter' }).click();
    const proposal = page.getByTestId('rewrite-proposal');
    await proposal.waitFor({ timeout: 30_000 });
    expect(await proposal.locator('del').count()).toBeGreaterThan(0);
    await screenshot(page, 'rewrite-diff');
    await page.getByRole('button', { name: 'Accept' }).click();
    const shorter = `${before.split(' ').slice(0, 4).join(' ')}.`;
    await expect.poll(() => subtitle.textContent()).toBe(shorter);
    await page.getByText('Unsaved changes').waitFor();

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => subtitle.textContent()).toBe(before);
  });

  it('a rewrite that changes three of the owner’s facts puts them back, and they survive Accept', async () => {
    // A model that moves the street number, the phone and the price of each sentence by one.
    retell = (text) =>
      text
        .replace('Find us', 'Visit us')
        .replace('12 Congress', '14 Congress')
        .replace('555-0142', '555-0143')
        .replace('$12', '$13');
    const canvas = await openEditorCanvas(page);
    const about = canvas.locator('[data-path="about.content"]').first();
    expect(await about.textContent()).toBe(FACTS_ABOUT);
    await page.getByLabel('Section to rewrite').selectOption({ label: 'About' });
    await page.getByRole('button', { name: 'Friendlier' }).click();
    const note = page.getByTestId('rewrite-restored');
    await note.waitFor({ timeout: 30_000 });
    const said = (await note.textContent()) ?? '';
    for (const fact of [
      'phone number (512) 555-0142',
      'address 12 Congress Avenue, Austin',
      'price from $12',
    ])
      expect(said).toContain(fact);
    await screenshot(page, 'rewrite-facts-restored');
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => about.textContent()).toBe(FACTS_ABOUT.replace('Find us', 'Visit us'));
    retell = undefined;
  });

  it('a rewrite that invents a phone number shows it removed', async () => {
    invention = ' Call 020 7946 0958 to book.';
    await page.getByLabel('Section to rewrite').selectOption({ label: 'Top banner' });
    await page.getByLabel('What to change').fill('mention that families are welcome');
    await page.getByRole('button', { name: 'Rewrite', exact: true }).click();
    const note = page.getByRole('note');
    await note.waitFor({ timeout: 30_000 });
    expect(await note.textContent()).toContain(
      '“Call 020 7946 0958 to book.” — a phone number you did not give',
    );
    expect(await page.getByTestId('rewrite-proposal').locator('ins').allTextContents()).not.toContain('7946');
    await screenshot(page, 'rewrite-removed-phone');
    await page.getByRole('button', { name: 'Discard' }).click();
    invention = '';
  });

  it('“Another version” comes from the built-in writer with the model server gone', async () => {
    await model.close();
    const canvas = await openEditorCanvas(page);
    await page.getByLabel('Section to rewrite').selectOption({ label: 'Top banner' });
    const headline = canvas.locator('[data-path="hero.headline"]').first();
    const before = await headline.textContent();
    await page.getByRole('button', { name: /Another version/ }).click();
    await page.getByTestId('rewrite-proposal').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => headline.textContent()).not.toBe(before);
  });

  it('fits a phone: the writer note and the rewrite panel at 375 px with touch', async () => {
    const phone = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
      storageState: await page.context().storageState(),
    });
    const small = await phone.newPage();
    await small.goto(`${server.url}/dashboard?tab=editor`);
    const panel = small.getByRole('region', { name: 'Write with AI' });
    await panel.waitFor({ timeout: 30_000 });
    const box = await panel.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    await panel.scrollIntoViewIfNeeded();
    await screenshot(small, 'rewrite-panel-375');
    await phone.close();
  });
});
