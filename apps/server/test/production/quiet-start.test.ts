import { afterEach, describe, expect, it } from 'vitest';
import { type RunningServer, spawnServer } from '../../src/testing/spawn-server';

const START_LINES = [
  /^Payments: /,
  /^Site copy: /,
  /^Pictures: /,
  /^Mail: /,
  /^Sign-ups: /,
  /^Secrets at rest: key generated /,
  /^Mainstreet is running on /,
];

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

/** The server as `npm start` runs it: production, the default log level, no payments configured. */
async function startAsNpmStart(dataDir?: string) {
  server = await spawnServer({
    env: { NODE_ENV: 'production', LOG_LEVEL: 'info', SERVE_WEB: 'false' },
    dataDir,
  });
  return server;
}

async function browseAsAVisitor(url: string) {
  for (const path of ['/api/config', '/api/health', '/api/auth/user', '/api/websites/nope', '/s/nothing/']) {
    await (await fetch(`${url}${path}`)).arrayBuffer();
  }
}

async function linesAfterStop(running: RunningServer): Promise<string[]> {
  await running.stop();
  server = undefined;
  return running
    .logs()
    .split('\n')
    .filter((line) => line.trim() !== '');
}

describe('a first start at the default log level', () => {
  it('prints only its start-up lines, not a line per request', async () => {
    const running = await startAsNpmStart();
    await browseAsAVisitor(running.url);
    const lines = await linesAfterStop(running);
    expect(lines.some((line) => line.includes('request completed'))).toBe(false);
    for (const line of lines) {
      if (line.startsWith('{'))
        expect(JSON.parse(line).msg).toMatch(/^(Server listening at |shutting down: )/);
      else
        expect(
          START_LINES.some((pattern) => pattern.test(line)),
          line,
        ).toBe(true);
    }
    expect(lines.filter((line) => line.startsWith('Mainstreet is running'))).toHaveLength(1);
  });

  it('says the key was generated on the first start only', async () => {
    const first = await startAsNpmStart();
    const dataDir = first.dataDir;
    expect((await linesAfterStop(first)).filter((l) => l.includes('key generated'))).toHaveLength(1);
    const second = await startAsNpmStart(dataDir);
    expect((await linesAfterStop(second)).filter((l) => l.includes('key generated'))).toHaveLength(0);
  });

  it('still logs every request at LOG_LEVEL=debug', async () => {
    server = await spawnServer({ env: { NODE_ENV: 'production', LOG_LEVEL: 'debug', SERVE_WEB: 'false' } });
    await browseAsAVisitor(server.url);
    const lines = await linesAfterStop(server);
    expect(lines.filter((line) => line.includes('"request completed"')).length).toBeGreaterThanOrEqual(5);
  });
});
