import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';

/** Another site, on another origin, that tries to frame the app's sign-in screen. */
function startFramingSite(target: string): Promise<http.Server> {
  const server = http.createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(
      `<!doctype html><title>Win a prize</title><h1>Click the button!</h1><iframe id="victim" src="${target}" width="800" height="600"></iframe>`,
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe.skipIf(!hasChromium())('the app cannot be framed by another site', () => {
  let app: RunningServer;
  let attacker: http.Server;
  let browser: Browser;
  beforeAll(async () => {
    app = await startServer();
    // This browser expects the refusal the policy reports, so it does not fail on it.
    browser = await launchBrowser({ watchCsp: false });
  });
  afterAll(async () => {
    await browser?.close();
    attacker?.close();
    await app?.stop();
  });

  it('refuses to show /auth inside a frame on another origin', async () => {
    // localhost and 127.0.0.1 are different origins: the app on one, the framing page on the other.
    const appOrigin = app.url.replace('127.0.0.1', 'localhost');
    attacker = await startFramingSite(`${appOrigin}/auth`);
    const attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`;

    const page = await browser.newPage();
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('frame-ancestors')) refusals.push(message.text());
    });
    // The same screen opened directly works: the refusal below is the policy, not a broken page.
    await page.goto(`${appOrigin}/auth`);
    await expect.poll(() => page.getByRole('button', { name: /sign in|log in/i }).count()).toBeGreaterThan(0);

    await page.goto(attackerUrl);
    await expect.poll(() => refusals.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    const framedInputs = frame
      ? await frame
          .locator('input')
          .count()
          .catch(() => 0)
      : 0;
    expect(framedInputs).toBe(0);
    expect(refusals[0]).toContain("frame-ancestors 'none'");
  });
});
