// The server a bench child measures: the production configuration, compiled as production runs it,
// on a fresh DATA_DIR, with one signed-in owner on the pro plan.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { tuneRuntime } from '../apps/server/src/runtime';
import { createContext } from '../apps/server/src/start';
import { signInAs } from '../apps/server/src/testing/website-factories';

/** Starts the app as the server's entry (server.ts) does; `settings` adds to the production ones. */
export async function startProductionApp(name: string, settings: Record<string, string> = {}) {
  tuneRuntime();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `mainstreet-bench-${name}-`));
  const ctx = await createContext(
    testConfig({
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      ...settings,
    }),
  );
  const app = await buildApp(ctx);
  await app.ready();
  const handle = { app, ctx, dataDir, close: async () => {} };
  const user = await signInAs(handle, { plan: 'pro' });
  /** Closes the database and removes the DATA_DIR. */
  const stop = async () => {
    await ctx.database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, ctx, dataDir, handle, user, stop };
}
