import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and integration tests of every workspace; browser tests run from e2e/vitest.config.ts.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one file at a time on a 2-core machine. Most
    // files wait on a server process, a socket or a timer (the slow-model test streams for 60 s), so two
    // files at a time use the machine instead of waiting (README, "Where the test time goes").
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'site',
          root: 'packages/site',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          // Its browser checks (axe in Chromium) take 2 s a page alone and over 5 s, Vitest's default,
          // beside another file on a busy 2-core machine; a page that never loads still fails.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'composer',
          root: 'packages/composer',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // As the site's: the showcase's axe runs in Chromium and the first test of a file, which pays
          // for the composer's import, take over 5 s under load.
          testTimeout: 30_000,
          // The composer (its catalogs one compiled JSON file, `npm run catalogs`) loads once per worker,
          // not once per test file: importing it was most of a small test's time. Its modules
          // keep only memoized lookups, and the files that spy or stub restore what they touched.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['src/testing/pg-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
