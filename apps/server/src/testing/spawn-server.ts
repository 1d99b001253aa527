import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuild } from '../../../../scripts/server-build.mjs';

const ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  pid: number;
  stop: () => Promise<void>;
  /** SIGKILL: no chance to finish anything (crash tests). */
  kill: () => Promise<void>;
  logs: () => string;
};

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Starts the real server (compiled, as production runs it) as its own process on 127.0.0.1 (a free port unless PORT is given) with a
 * fresh DATA_DIR unless one is given. Resolves once it prints its address.
 */
export async function spawnServer(
  options: { env?: Record<string, string>; dataDir?: string } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'mainstreet-proc-'));
  // The compiled server, as `npm start` and the Docker image run it (rebuilt when sources changed).
  const child = spawn(process.execPath, [await ensureServerBuild()], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/running on (http:\/\/[^\s]+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  const waitExit = (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    return exited;
  };
  return {
    url,
    port: Number(new URL(url).port),
    dataDir,
    pid: child.pid ?? 0,
    logs: () => output,
    stop: async () => {
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await waitExit('SIGTERM');
      clearTimeout(timer);
    },
    kill: () => waitExit('SIGKILL'),
  };
}
