import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForToast } from '../owner-paths/helpers';
import { hasChromium, launchBrowser, screenshot } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';

/** The widget's side of reCAPTCHA v3, served in place of Google's script: it hands out a token. */
const WIDGET_SCRIPT = `window.grecaptcha = {
  ready: (done) => done(),
  execute: () => Promise.resolve('token-the-verifier-refuses'),
};`;

/**
 * The bot check refusing a generation, in the browser: the widget gives a token, the server asks
 * the verifier (a local server speaking reCAPTCHA's siteverify), which says no; the owner sees the
 * spec's "Security Check Failed" toast and no website is made.
 */
describe.skipIf(!hasChromium())('bot check on generate', () => {
  let verifier: http.Server;
  const verified: string[] = [];
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    verifier = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        verified.push(new URLSearchParams(body).get('response') ?? '');
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ success: false, 'error-codes': ['invalid-input-response'] }));
      });
    });
    await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
    const { port } = verifier.address() as AddressInfo;
    server = await startServer({
      env: {
        RECAPTCHA_SITE_KEY: 'site-key-of-the-operator',
        RECAPTCHA_SECRET: 'secret-of-the-operator',
        RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
      },
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await new Promise((resolve) => verifier?.close(resolve));
  });

  it('shows "Security Check Failed" when the verifier refuses the token, and makes no website', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.route('https://www.google.com/recaptcha/api.js*', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: WIDGET_SCRIPT }),
    );
    await page.goto(`${server.url}/dashboard?tab=generate`);
    await page.getByLabel('Website Description').fill('A dog groomer in Leeds with mobile visits');
    await page.getByRole('button', { name: 'Generate Website' }).click();
    const toast = await waitForToast(page, 'Security Check Failed');
    expect(await toast.textContent()).toContain(
      'Please try again. If the problem persists, contact support.',
    );
    await screenshot(page, 'bot-check-refused');
    expect(verified).toEqual(['token-the-verifier-refuses']);
    expect(page.url()).toContain('tab=generate');
    // No website was made: nothing is open in this browser.
    expect(await page.evaluate(() => localStorage.getItem('currentWebsite'))).toBeNull();
    await page.close();
  });
});
