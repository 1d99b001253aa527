import { type RunningServer } from '../../apps/server/src/testing/spawn-server';

export type { RunningServer };
/** Starts the real server with the built web app on a free 127.0.0.1 port and a fresh DATA_DIR. */
export declare function startServer(options?: {
  env?: Record<string, string>;
  dataDir?: string;
}): Promise<RunningServer>;
