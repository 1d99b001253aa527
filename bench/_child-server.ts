// Starts one of the bench servers (bench/_*-child.ts) the way production runs the server: compiled
// to one JavaScript file and run by plain `node`, in its own process so the load generator never
// shares its event loop and the memory measured is the server's alone. Its request log goes to a
// file, as an operator's would.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerFile } from '../scripts/server-build.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

export type BenchServer<Ready> = { ready: Ready; pid: number; logFile: string; stop: () => void };

export async function startBenchServer<Ready>(
  childFile: string,
  /** Node flags for the server process (e.g. --cpu-prof). */
  execArgv: string[] = [],
): Promise<BenchServer<Ready>> {
  const name = path.basename(childFile, '.ts').replace(/^_/, '');
  const bundle = await buildServerFile(`bench/${childFile}`, path.join(here, 'dist', `${name}.mjs`));
  const logFile = path.join(os.tmpdir(), `mainstreet-bench-${name}-${process.pid}.log`);
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [...execArgv, bundle], {
    stdio: ['pipe', log, 'inherit', 'ipc'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  fs.closeSync(log);
  return new Promise((resolve, reject) => {
    child.once('message', (ready) => {
      child.disconnect();
      resolve({ ready: ready as Ready, pid: child.pid ?? 0, logFile, stop: () => child.stdin?.end() });
    });
    child.once('exit', (code) => reject(new Error(`bench server exited early (${code}); log: ${logFile}`)));
  });
}
