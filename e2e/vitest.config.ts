import { defineConfig } from 'vitest/config';

// Browser tests: real server processes and Debian's Chromium. Each file starts its own server (a free
// port, a fresh DATA_DIR) and its own browser, so two files run side by side; most of a journey's
// time is waiting for pages, which the other file uses (README, "Where the test time goes").
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', 'artifacts/**'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    maxWorkers: 2,
    // A page's answer to a click or a load arrives when it arrives: with two journeys side by side on
    // two cores it can take longer than expect.poll's default second. Ten seconds, as the journeys
    // that set their own; a poll still fails when the page never gets there.
    expect: { poll: { timeout: 10_000 } },
  },
});
