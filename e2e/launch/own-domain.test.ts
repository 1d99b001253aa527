import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, hasCaddy, type LocalCaddy, prepareCaddy } from '../../apps/server/src/testing/local-caddy';
import { type LocalDns, startLocalDns } from '../../apps/server/src/testing/local-dns';
import { findFitProblems } from '../phone/fit-checks';
import { checkA11y, hasChromium, launchBrowser, screenshot } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';

/**
 * The owner's own domain, end to end: publish, enter a domain, add the records it shows (in a DNS
 * server on 127.0.0.1 the app asks) with the TXT proof, and watch it go live through Caddy (the
 * repository's deploy/Caddyfile, on-demand TLS from its internal CA). The site follows its address:
 * Redeploy publishes on built-in hosting, the pages name the domain, and after a removal the
 * /s/ address again; switching apex and www never loops.
 */
describe.skipIf(!hasChromium() || !hasCaddy)('use my own domain', () => {
  let dns: LocalDns;
  let caddy: LocalCaddy;
  let httpsPort: number;
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let slugAddress = '';

  beforeAll(async () => {
    dns = await startLocalDns();
    caddy = prepareCaddy();
    httpsPort = await freePort();
    server = await startServer({
      env: {
        PUBLIC_IPV4: '127.0.0.1',
        DNS_SERVERS: dns.address,
        DOMAINS_HTTPS_PORT: String(httpsPort),
        DOMAINS_CA_FILE: caddy.rootFile,
      },
    });
    await caddy.start(httpsPort, server.port);
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // "View live site" and a launch open the domain in a new tab: never let it leave this machine.
    await page.context().route(/rosasbakery\.com/, (route) => route.abort());
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await caddy?.stop();
    await server?.stop();
    await dns?.close();
  });

  const atDomain = (host: string, urlPath = '/') => caddy.get(httpsPort, host, urlPath);

  /** The canonical link, og:url, JSON-LD url and sitemap.xml of the page at `get` all name `address`. */
  async function expectAddress(get: (urlPath: string) => Promise<{ body: string }>, address: string) {
    const html = (await get('/')).body;
    expect(html).toContain(`<link rel="canonical" href="${address}">`);
    expect(html).toContain(`<meta property="og:url" content="${address}">`);
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1] ?? '{}',
    );
    expect(jsonLd.url).toBe(address);
    expect((await get('/sitemap.xml')).body).toContain(`<loc>${address}</loc>`);
  }
  const viewLiveSite = () => page.getByRole('link', { name: /View live site/ }).getAttribute('href');

  it('generates a site, registers and launches it on built-in hosting', async () => {
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
    await page.getByRole('button', { name: 'Launch', exact: true }).click();
    await page.getByRole('button', { name: /Mainstreet hosting/ }).click();
    await page.getByRole('button', { name: 'Redeploy', exact: true }).waitFor({ timeout: 30_000 });
    slugAddress = (await viewLiveSite()) ?? '';
    expect(slugAddress).toMatch(/\/s\/rosa-bakery\/$/);
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
    expect(records).toHaveLength(3);
    // The proof first, then each host; names as registrars that append the zone want them.
    expect(records[0]).toMatch(/Type\s+TXT\s+Name\s+_mainstreet\s+Full name: _mainstreet\.rosasbakery\.com/);
    expect(records[1]).toMatch(/Type\s+A\s+Name\s+@\s+Full name: rosasbakery\.com.*\s+Value\s+127\.0\.0\.1/s);
    expect(records[2]).toMatch(/Name\s+www\s+Full name: www\.rosasbakery\.com.*\s+Value\s+127\.0\.0\.1/s);
    // Typed with www: visitors land there, the apex redirects.
    expect(await panel.getByRole('radio', { name: 'www.rosasbakery.com' }).isChecked()).toBe(true);
    await panel.getByRole('button', { name: 'Copy value 127.0.0.1' }).first().waitFor();
    expect(await checkA11y(page)).toEqual([]);
    await screenshot(page, 'own-domain-waiting');
  });

  it('waits for the TXT proof, then goes live through Caddy and republishes at the domain', async () => {
    const panel = page.getByTestId('domain-panel');
    dns.set('rosasbakery.com', { A: ['127.0.0.1'] });
    dns.set('www.rosasbakery.com', { A: ['127.0.0.1'] });
    await panel.getByRole('button', { name: 'Check now' }).click();
    await panel.getByText('Nothing found for www.rosasbakery.com yet.').waitFor({ state: 'detached' });
    // Pointing here is not proof: still waiting, and Caddy gets no certificate for the name.
    await panel.getByTestId('domain-status').filter({ hasText: 'Waiting for DNS' }).waitFor();
    await expect(atDomain('www.rosasbakery.com')).rejects.toThrow();

    const value = (await panel.locator('[data-record="TXT"] code').last().textContent()) ?? '';
    dns.set('_mainstreet.rosasbakery.com', { TXT: [value] });
    await panel.getByRole('button', { name: 'Check now' }).click();
    await panel
      .getByTestId('domain-status')
      .filter({ hasText: 'Live with HTTPS' })
      .waitFor({ timeout: 30_000 });
    const link = panel.getByRole('link', { name: 'https://www.rosasbakery.com' });
    expect(await link.getAttribute('href')).toBe('https://www.rosasbakery.com/');
    await screenshot(page, 'own-domain-live');

    // Published again by itself at the domain; the toolbar's link follows.
    await expectAddress((p) => atDomain('www.rosasbakery.com', p), 'https://www.rosasbakery.com/');
    await expect.poll(viewLiveSite).toBe('https://www.rosasbakery.com/');
  });

  it('redeploys on built-in hosting, never the Netlify dialog', async () => {
    await page.getByRole('button', { name: 'Redeploy', exact: true }).click();
    await page
      .getByText('Website Launched Successfully!', { exact: true })
      .last()
      .waitFor({ timeout: 30_000 });
    expect(await page.getByRole('dialog', { name: /Netlify/ }).count()).toBe(0);
    await page.getByText('Your website is live at https://www.rosasbakery.com/').last().waitFor();
    await expectAddress((p) => atDomain('www.rosasbakery.com', p), 'https://www.rosasbakery.com/');
  });

  it('switches the primary to the apex without a redirect loop', async () => {
    const panel = page.getByTestId('domain-panel');
    // A click, not check(): the radio shows the server's answer once it comes.
    await panel.getByRole('radio', { name: 'rosasbakery.com', exact: true }).click();
    await panel.getByRole('link', { name: 'https://rosasbakery.com' }).waitFor();
    const apex = await atDomain('rosasbakery.com');
    expect(apex.status).toBe(200);
    await expectAddress((p) => atDomain('rosasbakery.com', p), 'https://rosasbakery.com/');
    expect((await atDomain('www.rosasbakery.com')).headers.location).toBe('https://rosasbakery.com/');
    await expect.poll(viewLiveSite).toBe('https://rosasbakery.com/');
  });

  it('fits a phone, and removes the domain, the site going back to its address here', async () => {
    await page.getByRole('button', { name: 'Redeploy', exact: true }).waitFor();
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
      await screenshot(phone, `own-domain-phone-live-${width}`);
      await panel.getByRole('button', { name: 'Remove domain' }).click();
      const confirm = phone.getByRole('dialog', { name: 'Remove rosasbakery.com?' });
      await confirm.waitFor();
      await confirm.getByText(/delete the domain's records at your DNS provider/).waitFor();
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
    // The pages name the site's address on this server again, and so does the toolbar.
    await expectAddress(
      async (p) => ({ body: await (await fetch(new URL(p.slice(1), slugAddress))).text() }),
      slugAddress,
    );
    await expect.poll(viewLiveSite).toBe(slugAddress);
  });
});
