import type { IncomingHttpHeaders } from 'node:http';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One page a person (or a bot: told apart at flush) was sent, as built-in hosting saw it. */
export type PageView = {
  slug: string;
  ip: string;
  userAgent: string;
  referrer: string;
  language: string;
  /** The Host the page was asked for: a referrer from the same host is the site itself. */
  host: string;
};

export type CountedViews = PageView & { day: string; views: number };

/**
 * Page views held in memory between flushes, so that hosting never waits on the database: record
 * is a map update, grouped by everything that will be stored (same visitor, source, day: one row
 * with a count). Addresses live here only until the next flush (seconds), then only their hash.
 * Past `maxKeys` distinct groups, views are dropped (and counted) rather than memory growing; one
 * site holds at most `maxKeysPerSite` of them, so a flood of made-up headers on one site drops
 * that site's new visitors only, never another site's.
 */
export function createVisitCounter(
  options: { now?: () => number; maxKeys?: number; maxKeysPerSite?: number } = {},
) {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 20_000;
  const maxKeysPerSite = options.maxKeysPerSite ?? Math.min(maxKeys, 2_000);
  let pending = new Map<string, { view: PageView; day: number; views: number }>();
  let perSite = new Map<string, number>();
  let dropped = 0;

  return {
    now,
    /** One HTML page sent whole to `ip`; a map update, nothing else (this is every visitor's path). */
    record(slug: string, ip: string | undefined, headers: IncomingHttpHeaders) {
      const day = Math.floor(now() / DAY_MS);
      const userAgent = headers['user-agent'] ?? '';
      const referrer = headers.referer ?? '';
      const language = headers['accept-language'] ?? '';
      const host = headers.host ?? '';
      const key = `${day}\n${slug}\n${ip}\n${userAgent}\n${referrer}\n${language}\n${host}`;
      const known = pending.get(key);
      const siteKeys = perSite.get(slug) ?? 0;
      if (known) known.views++;
      else if (pending.size >= maxKeys || siteKeys >= maxKeysPerSite) dropped++;
      else {
        perSite.set(slug, siteKeys + 1);
        const view = {
          slug,
          ip: ip ?? '',
          userAgent: userAgent.slice(0, 512),
          referrer: referrer.slice(0, 512),
          language: language.slice(0, 512),
          host: host.slice(0, 512),
        };
        pending.set(key, { view, day, views: 1 });
      }
    },
    /** Everything recorded since the last take, emptied. */
    take(): { views: CountedViews[]; dropped: number } {
      const taken = pending;
      const lost = dropped;
      pending = new Map();
      perSite = new Map();
      dropped = 0;
      const views = [...taken.values()].map(({ view, day, views }) => ({
        ...view,
        day: dayString(day * DAY_MS),
        views,
      }));
      return { views, dropped: lost };
    },
    get size() {
      return pending.size;
    },
    /** The salt of each day this instance has used, by day; the day's row in the database is the truth. */
    salts: new Map<string, string>(),
  };
}

export type VisitCounter = ReturnType<typeof createVisitCounter>;

/** The UTC day of a time, as YYYY-MM-DD. */
export function dayString(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
