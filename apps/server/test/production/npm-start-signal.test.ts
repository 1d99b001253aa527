import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const acceptsConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function waitFor(check: () => Promise<boolean> | boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

// What a self-hoster does: `npm start`, later `kill -TERM <npm's pid>` (a service manager, a
// script). npm hands the signal to the shell it ran the script in; the server must stop with it.
it('stops the server started by `npm start` within 10 s of SIGTERM to npm', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mainstreet-npm-start-'));
  const npm = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  npm.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  let serverPid = 0;
  try {
    const started = await waitFor(() => /running on http:\/\/[^\s]+/.test(output), 90_000);
    expect(started, output).toBe(true);
    const port = Number(new URL(/running on (http:\/\/[^\s]+)/.exec(output)?.[1] ?? '').port);
    serverPid = Number(/"pid":(\d+)/.exec(output)?.[1]);
    expect(serverPid).not.toBe(npm.pid);
    expect(await acceptsConnections(port)).toBe(true);

    const signalled = Date.now();
    npm.kill('SIGTERM');
    const stopped = await waitFor(
      async () => !isRunning(serverPid) && !(await acceptsConnections(port)),
      10_000,
    );
    expect(stopped, `server still running ${Date.now() - signalled} ms after SIGTERM:\n${output}`).toBe(true);
    expect(output).toContain('shutting down');
  } finally {
    if (serverPid && isRunning(serverPid)) process.kill(serverPid, 'SIGKILL');
    if (npm.exitCode === null) npm.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
