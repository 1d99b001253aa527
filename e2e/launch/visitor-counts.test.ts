import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findFitProblems } from '../phone/fit-checks';
import { generateByApi, publishByApi, registerByApi } from '../phone/published-sites';
import { ARTIFACTS, checkA11y, hasChromium, screenshot } from '../support/browser';
import { useServerAndBrowser } from '../support/lifecycle';
import type { RunningServer } from '../support/server';

const OWNER = { email: `counts-${Date.now()}@example.com`, password: 'Counted-Visitors-2026!' };
const browserOf = (n: number) =>
  `Mozilla/5.0 (${n % 2 ? 'iPhone; CPU iPhone OS 17_0 like Mac OS X' : 'Windows NT 10.0; Win64; x64'}) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/604.1 Person/${n}`;

/**
 * The owner's view of who came: a published site gets visits (and a bot, and a message); the
 * dashboard shows the count of new messages on the site's card, and the site's 30-day chart with
 * a table that says the same numbers.
 */
describe.skipIf(!hasChromium())('visitor counts on the dashboard', () => {
  let server: RunningServer;
  let browser: Browser;
  let owner: BrowserContext;
  let liveUrl = '';

  useServerAndBrowser(async (s, b) => {
    server = s;
    browser = b;
    owner = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await registerByApi(owner.request, server.url, OWNER);
    const id = await generateByApi(
      owner.request,
      server.url,
      'Rosa Bakery is a family bakery in Leeds. Sourdough, pastries and custom cakes.',
    );
    liveUrl = await publishByApi(owner.request, server.url, id);
  });

  it('counts visits and takes a message from the live site', async () => {
    // 12 people, 20 pages; 5 came from a news site, 4 read French (France); 2 bots are not people.
    for (let n = 0; n < 20; n++) {
      const answer = await fetch(liveUrl, {
        headers: {
          'user-agent': browserOf(n % 12),
          'accept-language': n % 5 === 0 ? 'fr-FR,fr;q=0.9' : 'en',
          ...(n % 4 === 0 ? { referer: 'https://news.example.com/best-bakeries' } : {}),
        },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('set-cookie')).toBeNull();
      await answer.arrayBuffer();
    }
    for (const bot of ['Mozilla/5.0 (compatible; Googlebot/2.1)', 'curl/8.5.0'])
      await (await fetch(liveUrl, { headers: { 'user-agent': bot } })).arrayBuffer();
    const page = await (await fetch(liveUrl)).text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1] ?? '';
    const sent = await fetch(action, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ada Visitor', email: 'ada@example.org', message: 'Rye on Saturdays?' }),
    });
    expect(sent.status).toBe(200);
    // Views are written every two seconds.
    await expect
      .poll(
        async () => {
          const sites = await (await owner.request.get(`${server.url}/api/websites`)).json();
          const id = (sites as { id: string }[])[0].id;
          const stats = await (await owner.request.get(`${server.url}/api/websites/${id}/visits`)).json();
          return stats.totals;
        },
        { timeout: 15_000, interval: 500 },
      )
      .toEqual({ views: 20, visitors: 12, messages: 1 });
  });

  let page: Page;
  it('shows the new message on the site card, and the chart and its table on the site', async () => {
    page = await owner.newPage();
    await page.goto(`${server.url}/dashboard?tab=sites`);
    await page.getByText('1 new contact message').waitFor({ timeout: 15_000 });
    await screenshot(page, 'visits-my-sites-1280');
    await page.getByRole('button', { name: /1 new message/ }).click();
    await page.waitForURL(/tab=preview/);
    const panel = page.getByRole('region', { name: 'Visitors, last 30 days' });
    await panel.waitFor({ timeout: 15_000 });
    await panel.locator('.visitor-chart canvas').first().waitFor();
    const totals = await panel.locator('dl').innerText();
    expect(totals.replace(/\s+/g, ' ')).toBe('Page views 20 Visitors 12 Messages 1');
    await panel.getByText('Show the counts as a table').click();
    const table = panel.getByRole('table', { name: /per day/ });
    expect(await table.locator('tbody tr').count()).toBe(30);
    const today = await table.locator('tbody tr').last().innerText();
    expect(
      today
        .split('\t')
        .slice(1)
        .map((cell) => cell.trim()),
    ).toEqual(['20', '12', '1']);
    expect(await panel.getByRole('list', { name: 'Top referrers' }).innerText()).toMatch(
      /news\.example\.com\s+5/,
    );
    expect(await panel.getByRole('list', { name: 'Countries' }).innerText()).toMatch(/France\s+4/);
    // The message is marked new once, and the count is gone.
    await page.getByText('Rye on Saturdays?').waitFor();
    await expect
      .poll(async () => (await (await owner.request.get(`${server.url}/api/messages/new`)).json()).total)
      .toBe(0);
    await screenshot(page, 'visits-site-1280');
    const violations = await checkA11y(page);
    expect(violations.map((v) => `${v.id}: ${v.help} ${JSON.stringify(v.nodes).slice(0, 300)}`)).toEqual([]);
  });

  it('fits a phone at 320 and 375 px', async () => {
    const cookies = await owner.cookies();
    const phones = [
      { width: 320, height: 640 },
      { width: 375, height: 812 },
    ];
    const onPhone = async (phone: (typeof phones)[number], path: string) => {
      const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true });
      await context.addCookies(cookies);
      const small = await context.newPage();
      await small.goto(`${server.url}${path}`);
      return { context, small };
    };
    // Another message: the site card shows its count on a phone too.
    const page = await (await fetch(liveUrl)).text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1] ?? '';
    await fetch(action, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bo', email: 'bo@example.org', message: 'Spelt too?' }),
    });
    for (const phone of phones) {
      const { context, small } = await onPhone(phone, '/dashboard?tab=sites');
      await small.getByRole('button', { name: /1 new message/ }).waitFor({ timeout: 15_000 });
      expect(await findFitProblems(small, phone)).toEqual([]);
      await context.close();
    }
    for (const phone of phones) {
      const { context, small } = await onPhone(phone, '/dashboard?tab=preview');
      const panel = small.getByRole('region', { name: 'Visitors, last 30 days' });
      await panel.locator('.visitor-chart canvas').first().waitFor({ timeout: 15_000 });
      await panel.getByText('Show the counts as a table').tap();
      expect(await findFitProblems(small, phone)).toEqual([]);
      await panel.screenshot({ path: path.join(ARTIFACTS, `visits-panel-${phone.width}.png`) });
      await context.close();
    }
  });
});
