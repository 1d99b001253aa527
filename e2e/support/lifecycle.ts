import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { type RunningServer, startServer } from './server';

/**
 * Starts a fresh server and Chromium before the tests of the enclosing describe block and stops
 * both after them; `ready` hands them to the block's variables.
 */
export function useServerAndBrowser(
  ready: (server: RunningServer, browser: Browser) => void | Promise<void>,
  options: { env?: Record<string, string> } = {},
): void {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(options);
    browser = await launchBrowser();
    await ready(server, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
}
