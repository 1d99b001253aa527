import net from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalDns, startLocalDns } from '../../apps/server/src/testing/local-dns';
import { findFitProblems } from '../phone/fit-checks';
import { checkA11y, hasChromium, launchBrowser, screenshot } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';

/** A port nothing listens on: the server's HTTPS check is refused, so a right domain shows "Verifying". */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The owner's domain panel: enter a domain, see the records to add, add them (in a DNS server on
 * 127.0.0.1 the app's server asks), check, and watch the status move on; also from the Launch dialog.
 */
describe.skipIf(!hasChromium())('use my own domain', () => {
  let dns: LocalDns;
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    dns = await startLocalDns();
    server = await startServer({
      env: {
        PUBLIC_IPV4: '127.0.0.1',
        DNS_SERVERS: dns.address,
        DOMAINS_HTTPS_PORT: String(await closedPort()),
      },
    });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await dns?.close();
  });

  it('generates a site and registers', async () => {
    await page.goto(`${server.url}/dashboard?tab=generate`);
    await page
      .getByLabel(/website description/i)
      .fill('Rosa Bakery is a family bakery in Leeds. Sourdough and cakes.');
    await page.getByRole('button', { name: /generate website/i }).click();
    await page.waitForURL(/tab=preview/, { timeout: 60_000 });
    await page.goto(
      `${server.url}/auth?mode=register&redirect=${encodeURIComponent('/dashboard?tab=preview')}`,
    );
    await page.getByLabel('First name').fill('Rosa');
    await page.getByLabel('Last name').fill('Baker');
    await page.getByLabel('Email').fill(`domain-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('Sourdough-Starter-2026');
    await page.getByLabel('Confirm password').fill('Sourdough-Starter-2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/tab=preview/, { timeout: 30_000 });
  });

  it('refuses a name that is not a domain, then shows the records to add for one that is', async () => {
    const panel = page.getByTestId('domain-panel');
    await panel.getByLabel('Your domain').fill('rosas bakery');
    await panel.getByRole('button', { name: 'Use this domain' }).click();
    await panel.getByRole('alert').filter({ hasText: 'is not a domain name' }).waitFor();

    await panel.getByLabel('Your domain').fill('www.rosasbakery.com');
    await panel.getByRole('button', { name: 'Use this domain' }).click();
    await panel.getByTestId('domain-status').filter({ hasText: 'Waiting for DNS' }).waitFor();
    const records = await panel.locator('[data-record]').allInnerTexts();
    expect(records).toHaveLength(2);
    expect(records[0]).toMatch(/Type\s+A\s+Name\s+rosasbakery\.com\s+Value\s+127\.0\.0\.1/);
    expect(records[1]).toMatch(/Name\s+www\.rosasbakery\.com\s+Value\s+127\.0\.0\.1/);
    // Typed with www: visitors land there, the apex redirects.
    expect(await panel.getByRole('radio', { name: 'www.rosasbakery.com' }).isChecked()).toBe(true);
    await panel.getByRole('button', { name: 'Copy value 127.0.0.1' }).first().waitFor();
    expect(await checkA11y(page)).toEqual([]);
    await screenshot(page, 'own-domain-waiting');
  });

  it('moves on to verifying once the records are in DNS and the owner checks', async () => {
    const panel = page.getByTestId('domain-panel');
    dns.set('rosasbakery.com', { A: ['127.0.0.1'] });
    dns.set('www.rosasbakery.com', { A: ['127.0.0.1'] });
    await panel.getByRole('button', { name: 'Check now' }).click();
    await panel.getByTestId('domain-status').filter({ hasText: 'Verifying' }).waitFor();
    await panel.getByText('✓ www.rosasbakery.com points here.').waitFor();
    await screenshot(page, 'own-domain-verifying');

    dns.set('rosasbakery.com', { A: ['198.51.100.9'] });
    await panel.getByRole('button', { name: 'Check now' }).click();
    await panel.getByTestId('domain-status').filter({ hasText: 'Problem' }).waitFor();
    await panel.getByText(/The A record of rosasbakery\.com points to 198\.51\.100\.9/).waitFor();
  });

  it('is offered in the Launch dialog, fits a phone, and removes the domain', async () => {
    await page.getByRole('button', { name: 'Launch', exact: true }).click();
    await page.getByRole('button', { name: 'Use my own domain' }).click();
    const dialog = page.getByRole('dialog', { name: 'Use my own domain' });
    await dialog.getByTestId('domain-status').filter({ hasText: 'Problem' }).waitFor();
    await page.keyboard.press('Escape');
    // Gone, not only closing: its panel leaves the page when its closing animation ends.
    await dialog.waitFor({ state: 'detached' });

    for (const width of [320, 375]) {
      const phone = await browser.newPage({
        viewport: { width, height: 740 },
        hasTouch: true,
        isMobile: true,
      });
      await phone.context().addCookies(await page.context().cookies());
      await phone.goto(`${server.url}/dashboard?tab=preview`);
      const panel = phone.getByTestId('domain-panel');
      await panel.getByTestId('domain-status').waitFor();
      await panel.scrollIntoViewIfNeeded();
      // The same checks as every screen's phone test: nothing past the edge, no target under 24 px.
      expect(await findFitProblems(phone, { width, height: 740 })).toEqual([]);
      await panel.getByRole('button', { name: 'Remove domain' }).click();
      const confirm = phone.getByRole('dialog', { name: 'Remove rosasbakery.com?' });
      await confirm.waitFor();
      expect(await findFitProblems(phone, { width, height: 740 })).toEqual([]);
      await confirm.getByRole('button', { name: 'Keep it' }).click();
      await screenshot(phone, `own-domain-phone-${width}`);
      await phone.close();
    }

    const panel = page.getByTestId('domain-panel');
    await panel.getByRole('button', { name: 'Remove domain' }).click();
    await page
      .getByRole('dialog', { name: 'Remove rosasbakery.com?' })
      .getByRole('button', { name: 'Remove domain' })
      .click();
    await panel.getByLabel('Your domain').waitFor();
    const ask = await fetch(`${server.url}/api/domains/ask?domain=www.rosasbakery.com`);
    expect(ask.status).toBe(404);
  });
});
