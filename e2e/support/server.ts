import { type RunningServer, spawnServer } from '../../apps/server/src/testing/spawn-server';

export type { RunningServer };

/** Starts the real server with the built web app on a free 127.0.0.1 port and a fresh DATA_DIR. */
export function startServer(
  options: { env?: Record<string, string>; dataDir?: string } = {},
): Promise<RunningServer> {
  return spawnServer({ ...options, env: { SERVE_WEB: 'true', ...options.env } });
}
