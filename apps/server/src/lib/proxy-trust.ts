import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** Whether the address at a hop (0: the socket's peer, 1: the address it forwarded for, …) is a trusted proxy. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as the function Fastify and the early answers share. A hop count trusts that many
 * proxies in front of the server, as Express reads it (Fastify 5 reads a bare number as "trust
 * none", which left every visitor with the proxy's address and one shared rate limit); addresses
 * and CIDRs trust those peers only; `true` trusts every hop. Null when no proxy is trusted.
 */
export function proxyTrust(setting: boolean | number | string): ProxyTrust | null {
  if (setting === false || setting === 0 || setting === '') return null;
  if (setting === true) return () => true;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(
    setting
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  );
}

/** The client's address as Fastify's request.ip gives it: the first untrusted hop from the socket back. */
export function clientAddress(request: IncomingMessage, trust: ProxyTrust | null): string | undefined {
  return trust ? proxyAddr(request, trust) : request.socket.remoteAddress;
}
