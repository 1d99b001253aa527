import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { AUTH_LIMITS } from '../modules/auth/abuse';
import { freshEmail, post } from '../modules/auth/auth-test-kit';
import { createTestApp, type TestApp } from '../testing/test-app';
import { clientAddress, proxyTrust } from './proxy-trust';

/** A request that reached the server from `peer`, naming the hops before it in X-Forwarded-For. */
const from = (peer: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  }) as unknown as IncomingMessage;

describe('TRUST_PROXY', () => {
  it('names the client by the hops it trusts', () => {
    const request = from('10.0.0.2', '203.0.113.7, 198.51.100.4');
    expect(clientAddress(request, proxyTrust(false))).toBe('10.0.0.2');
    expect(clientAddress(request, proxyTrust(1))).toBe('198.51.100.4');
    expect(clientAddress(request, proxyTrust(2))).toBe('203.0.113.7');
    expect(clientAddress(request, proxyTrust(true))).toBe('203.0.113.7');
    expect(clientAddress(request, proxyTrust('10.0.0.0/8'))).toBe('198.51.100.4');
    // A peer outside the trusted list speaks for itself, whatever it forwards.
    expect(clientAddress(from('192.0.2.9', '203.0.113.7'), proxyTrust('10.0.0.0/8'))).toBe('192.0.2.9');
  });

  it('refuses a setting that is neither true, a hop count nor addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'the load balancer' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toBe('loopback, 10.0.0.0/8');
  });

  describe('behind one proxy (TRUST_PROXY=1)', () => {
    let t: TestApp | undefined;
    afterEach(() => t?.close());

    it('gives each visitor their own rate limit, not one shared by everyone behind the proxy', async () => {
      t = await createTestApp('sqlite', { TRUST_PROXY: '1' });
      const app = t;
      const login = (client: string) =>
        post(
          app,
          '/api/auth/login',
          { email: freshEmail(), password: 'whatever' },
          { ip: '10.0.0.2', headers: { 'x-forwarded-for': client } },
        );
      for (let i = 0; i < AUTH_LIMITS.login.ip; i++)
        expect((await login('203.0.113.7')).statusCode).toBe(404);
      expect((await login('203.0.113.7')).statusCode).toBe(429);
      // Another visitor through the same proxy is not held back by the first one's attempts.
      expect((await login('198.51.100.4')).statusCode).toBe(404);
    });

    it('without it, a forwarded address is the client’s own say and counts for nothing', async () => {
      t = await createTestApp('sqlite');
      const app = t;
      for (let i = 0; i < AUTH_LIMITS.login.ip; i++) {
        const res = await post(
          app,
          '/api/auth/login',
          { email: freshEmail(), password: 'whatever' },
          { ip: '10.0.0.3', headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } },
        );
        expect(res.statusCode).toBe(404);
      }
      const spoofed = await post(
        app,
        '/api/auth/login',
        { email: freshEmail(), password: 'whatever' },
        { ip: '10.0.0.3', headers: { 'x-forwarded-for': '198.51.100.99' } },
      );
      expect(spoofed.statusCode).toBe(429);
    });
  });
});
