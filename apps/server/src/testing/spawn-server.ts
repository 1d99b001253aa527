import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_ENTRY = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../server.ts');
const ROOT = path.resolve(path.dirname(SERVER_ENTRY), '../../..');

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
 * Starts the real server as its own process on 127.0.0.1 (a free port unless PORT is given) with a
 * fresh DATA_DIR unless one is given. Resolves once it prints its address.
 */
export async function spawnServer(
  options: { env?: Record<string, string>; dataDir?: string } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'mainstreet-proc-'));
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
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
