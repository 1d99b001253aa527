import { defineConfig } from 'vitest/config';

// Unit and integration tests of every workspace; browser tests run from e2e/vitest.config.ts.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'site',
          root: 'packages/site',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'composer',
          root: 'packages/composer',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
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
