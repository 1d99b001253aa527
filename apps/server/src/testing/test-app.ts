import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { describe } from 'vitest';
import { buildApp } from '../app';
import { type Env, testConfig } from '../config';
import type { AppContext } from '../context';
import { closeContext, createContext } from '../start';

export type DatabaseKind = 'sqlite' | 'postgres';
export type TestApp = { app: FastifyInstance; ctx: AppContext; dataDir: string; close: () => Promise<void> };

/** The databases a suite runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabases(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** Runs a suite once per test database, named after it. */
export function describeEachDatabase(name: string, suite: (kind: DatabaseKind) => void): void {
  for (const kind of testDatabases()) describe(`${name} [${kind}]`, () => suite(kind));
}

export type TestAppOptions = {
  /**
   * Parts of the context to use instead of the ones the configuration builds: a stand-in bot
   * check, Netlify client or photo provider, or `payments: null`. Not what closeContext closes.
   */
  overrides?: Partial<Omit<AppContext, 'config' | 'database' | 'db' | 'rateLimiter'>>;
};

/**
 * A fresh app on a fresh database: a temporary DATA_DIR for SQLite, or a new schema of the test
 * PostgreSQL database (dropped after the run), so suites never see each other's rows.
 */
export async function createTestApp(
  kind: DatabaseKind = 'sqlite',
  env: Partial<Record<keyof Env, string>> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mainstreet-test-'));
  const databaseUrl = kind === 'postgres' ? await createTestSchema() : undefined;
  const config = testConfig({
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const ctx: AppContext = { ...(await createContext(config)), ...options.overrides };
  const app = await buildApp(ctx);
  await app.ready();
  return {
    app,
    ctx,
    dataDir,
    close: async () => {
      await app.close();
      await closeContext(ctx);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new, empty schema of the test PostgreSQL database; answers a DATABASE_URL that uses it. */
export async function createTestSchema(): Promise<string> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  // Named by run (see pg-global-setup.ts): dropped together after the run, never mid-run.
  const schema = `t_${process.env.MAINSTREET_TEST_RUN ?? 'solo'}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}
