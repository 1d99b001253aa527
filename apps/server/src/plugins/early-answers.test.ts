import type http from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccessEntry } from '../lib/access-log';
import { type ProxyTrust, proxyTrust } from '../lib/proxy-trust';
import { createEarlyAnswers } from './early-answers';

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

async function serve(isEnabled: boolean, trust: ProxyTrust | null = null) {
  const lines: AccessEntry[] = [];
  const early = createEarlyAnswers({ isEnabled, writeAccessLog: (entry) => lines.push(entry), trust });
  const fastify = vi.fn((_request: http.IncomingMessage, response: http.ServerResponse) => {
    response.end('from fastify');
  });
  const server = early.serverFactory(fastify, {
    keepAliveTimeout: 72_000,
    requestTimeout: 0,
    connectionTimeout: 0,
    maxRequestsPerSocket: 0,
  }) as http.Server;
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  early.add((request, response) => {
    if (request.url !== '/early') return null;
    response.end('early');
    return 200;
  });
  const { port } = server.address() as { port: number };
  const ask = (path: string, method = 'GET', headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${port}${path}`, { method, headers }).then((res) => res.text());
  return { early, server, fastify, lines, ask };
}

describe('early answers', () => {
  it('answers the GETs they take, logs each like Fastify, and leaves the rest to Fastify', async () => {
    const { server, fastify, lines, ask } = await serve(true);
    expect(server.keepAliveTimeout).toBe(72_000);
    expect(await ask('/early')).toBe('early');
    expect(fastify).not.toHaveBeenCalled();
    expect(lines).toEqual([
      {
        reqId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        method: 'GET',
        url: '/early',
        host: `127.0.0.1:${(server.address() as { port: number }).port}`,
        remoteAddress: '127.0.0.1',
        remotePort: expect.any(Number),
        statusCode: 200,
        responseTime: expect.any(Number),
      },
    ]);
    expect(await ask('/other')).toBe('from fastify');
    expect(await ask('/early', 'POST')).toBe('from fastify');
    expect(fastify).toHaveBeenCalledTimes(2);
  });

  it('leave everything to Fastify when the app says so, and once it closes', async () => {
    const disabled = await serve(false);
    expect(await disabled.ask('/early')).toBe('from fastify');
    const closing = await serve(true);
    closing.early.stop();
    expect(await closing.ask('/early')).toBe('from fastify');
    expect(closing.lines).toEqual([]);
  });

  it('log the client a trusted proxy names, as Fastify does (TRUST_PROXY)', async () => {
    const behindProxy = await serve(true, proxyTrust(1));
    expect(await behindProxy.ask('/early', 'GET', { 'x-forwarded-for': '203.0.113.7' })).toBe('early');
    const direct = await serve(true);
    expect(await direct.ask('/early', 'GET', { 'x-forwarded-for': '203.0.113.7' })).toBe('early');
    expect([behindProxy.lines[0].remoteAddress, direct.lines[0].remoteAddress]).toEqual([
      '203.0.113.7',
      '127.0.0.1',
    ]);
  });
});
