import type { Db } from '../../db/database';
import { findVerifiedHost } from './domains.repository';

/** Where a verified Host leads: the website's slug (null: not published) and its primary host. */
export type HostRoute = { slug: string | null; primaryHost: string };

type Entry = { route: HostRoute | null; expiresAt: number };

/**
 * Verified hosts in memory for a short while (every request to an unknown Host and every `ask`
 * reads here): one primary-key lookup per host per `ttlMs`, unknown names cached too, so a flood of
 * made-up names costs no more than that. This instance forgets a host at once when it changes.
 */
export function createHostRoutes(db: Db, options: { ttlMs?: number; now?: () => number } = {}) {
  const ttlMs = options.ttlMs ?? 2_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  return {
    async find(host: string): Promise<HostRoute | null> {
      const entry = entries.get(host);
      if (entry && entry.expiresAt > now()) return entry.route;
      const row = await findVerifiedHost(db, host);
      const route = row ? { slug: row.slug ?? null, primaryHost: row.primary_host } : null;
      if (entries.size >= 10_000) entries.clear();
      entries.set(host, { route, expiresAt: now() + ttlMs });
      return route;
    },
    forget(hosts: string[]) {
      for (const host of hosts) entries.delete(host);
    },
  };
}

export type HostRoutes = ReturnType<typeof createHostRoutes>;

const HOST_NAME = /^[a-z0-9.-]{1,253}$/;

/** A Host header or `ask` name as a lookup key: lower-case, no port, no final dot; null when malformed. */
export function hostKey(value: string | undefined): string | null {
  if (!value) return null;
  const host = value.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return HOST_NAME.test(host) && host.includes('.') ? host : null;
}
