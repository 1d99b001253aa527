import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const CADDY = process.env.CADDY_PATH ?? '/usr/bin/caddy';
export const CADDYFILE = path.resolve(import.meta.dirname, '../../../../deploy/Caddyfile');
export const hasCaddy = fs.existsSync(CADDY);

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForPort(port: number, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const isOpen = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (isOpen) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Caddy did not listen on ${port}`);
}

export type CaddyAnswer = { status: number; headers: Record<string, unknown>; body: string };

/**
 * Caddy as the operator runs it: the repository's deploy/Caddyfile unchanged, on-demand TLS asking
 * the app, certificates from Caddy's internal CA (its root at `rootFile`, made when Caddy starts),
 * listening on 127.0.0.1 only. Start it with the HTTPS port the app's DOMAINS_HTTPS_PORT names.
 */
export function prepareCaddy() {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'mainstreet-caddy-'));
  const rootFile = path.join(home, 'data/caddy/pki/authorities/local/root.crt');
  let caddy: ChildProcess | null = null;
  let log = '';
  return {
    rootFile,
    log: () => log,
    async start(httpsPort: number, appPort: number) {
      caddy = spawn(CADDY, ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
        env: {
          PATH: process.env.PATH,
          HOME: home,
          XDG_DATA_HOME: path.join(home, 'data'),
          XDG_CONFIG_HOME: path.join(home, 'config'),
          CADDY_ADMIN: 'off',
          CADDY_OPTIONS: 'default_bind 127.0.0.1\nskip_install_trust',
          HTTP_PORT: String(await freePort()),
          HTTPS_PORT: String(httpsPort),
          APP_ADDRESS: `http://localhost:${await freePort()}`,
          MAINSTREET_ASK: `http://127.0.0.1:${appPort}/api/domains/ask`,
          MAINSTREET_UPSTREAMS: `127.0.0.1:${appPort}`,
          TLS_ISSUER: 'internal',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      caddy.stderr?.on('data', (chunk) => {
        log += chunk;
      });
      await waitForPort(httpsPort, 20_000);
    },
    /** An HTTPS request through Caddy for `host` (SNI and Host), trusting only Caddy's own root. */
    get(httpsPort: number, host: string, urlPath = '/'): Promise<CaddyAnswer> {
      const ca = fs.readFileSync(rootFile, 'utf8');
      return new Promise((resolve, reject) => {
        const request = https.get(
          {
            host: '127.0.0.1',
            port: httpsPort,
            servername: host,
            path: urlPath,
            headers: { host },
            ca,
            timeout: 15_000,
          },
          (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk) => {
              body += chunk;
            });
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
            );
          },
        );
        request.on('timeout', () => request.destroy(new Error('timeout')));
        request.on('error', reject);
      });
    },
    async stop() {
      if (caddy && caddy.exitCode === null) {
        const exited = new Promise((resolve) => caddy?.once('exit', resolve));
        caddy.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(home, { recursive: true, force: true });
    },
  };
}

export type LocalCaddy = ReturnType<typeof prepareCaddy>;
