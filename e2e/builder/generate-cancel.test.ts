import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAPOLI_PROMPT, napoliCopy } from '../../packages/composer/src/llm/testing/copy-fixture';
import {
  type DialectServer,
  startDialectServer,
} from '../../packages/composer/src/llm/testing/dialect-server';
import { hasChromium, launchBrowser, screenshot } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';
import { register } from './flow-helpers';

describe.skipIf(!hasChromium())('builder: a slow model shows its progress and can be cancelled', () => {
  let model: DialectServer;
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    // 10 tokens a second for 400 tokens: a 40-second answer, as a small model on a CPU writes it.
    model = await startDialectServer({
      dialect: 'ollama-new',
      write: () => JSON.stringify(napoliCopy()),
      tokensPerSecond: 10,
      tokens: 400,
    });
    server = await startServer({ env: { LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'm' } });
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${server.url}/auth?mode=register`);
    await register(page, `slow+${Date.now()}@example.com`, 'Slow-Model-Cancel-2026!');
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 30_000 });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await model?.close();
  });

  it('shows the time and the tokens as they arrive; Cancel stops the model call and leaves no site', async () => {
    await page.goto(`${server.url}/dashboard?tab=generate`);
    await page.getByLabel('Website Description').fill(NAPOLI_PROMPT);
    await page.getByRole('button', { name: 'Generate Website' }).click();
    const progress = page.getByTestId('generate-progress');
    await progress.getByText(/tokens written/).waitFor({ timeout: 15_000 });
    const tokensNow = async () =>
      Number(
        /([\d,]+) tokens written/.exec((await progress.textContent()) ?? '')?.[1].replace(/,/g, '') ?? 0,
      );
    const first = await tokensNow();
    await expect.poll(tokensNow, { timeout: 10_000 }).toBeGreaterThan(first);
    // The clock has started (not 0:00) and counts seconds; on a busy machine it may be past 0:09.
    await expect
      .poll(async () => (await progress.textContent()) ?? '', { timeout: 5_000 })
      .toMatch(/^0:(?:0[1-9]|[1-5]\d)/);
    await screenshot(page, 'generate-progress-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'generate-progress-375');
    expect(model.active.count).toBe(1);

    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Generation cancelled').first().waitFor();
    await expect.poll(() => model.active.count, { timeout: 5_000 }).toBe(0);
    expect(await page.getByLabel('Website Description').inputValue()).toBe(NAPOLI_PROMPT);
    // No site: the owner's list is empty, now and after the answer would have come.
    await page.waitForTimeout(1_500);
    const sites = await page.evaluate(async () => (await fetch('/api/websites')).json());
    expect(sites).toEqual([]);
    // One copy request (the start-up check's one-token call aside), never asked again.
    expect(model.received.filter((r) => r.body.response_format)).toHaveLength(1);
  });
});
