import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import type { VisitsTable } from '../../db/types';
import { dayString, type VisitCounter } from './visit-counter';
import { countryOf, deviceOf, isBotAgent, referrerDomainOf } from './visit-source';
import * as repo from './visits.repository';

/**
 * Writes the page views recorded since the last flush: bots left out, each visitor turned into a
 * hash of the day's salt, the site, the address and the user agent (the address itself is never
 * written), the referrer into its domain, Accept-Language into a country, the agent into a device.
 */
export async function flushVisits(
  ctx: AppContext,
  counter: VisitCounter,
): Promise<{ written: number; dropped: number }> {
  const { views, dropped } = counter.take();
  // An instance that never runs the roll-up forgets old salts here (today's and yesterday's stay).
  const yesterday = dayString(counter.now() - 24 * 60 * 60 * 1000);
  for (const day of counter.salts.keys()) if (day < yesterday) counter.salts.delete(day);
  const people = views.filter((view) => !isBotAgent(view.userAgent));
  if (people.length === 0) return { written: 0, dropped };
  const slugs = [...new Set(people.map((view) => view.slug))];
  const sites = new Map((await repo.findSitesBySlug(ctx.db, slugs)).map((row) => [row.slug, row.website_id]));
  const own = {
    appHost: ctx.config.PUBLIC_URL ? stripWwwHost(new URL(ctx.config.PUBLIC_URL).hostname) : undefined,
    sitesDomain: ctx.config.SITES_DOMAIN?.toLowerCase().replace(/:\d+$/, '').replace(/^\.+/, ''),
  };
  const rows: VisitsTable[] = [];
  for (const view of people) {
    const websiteId = sites.get(view.slug);
    if (!websiteId) continue;
    const salt = await daySalt(ctx, counter, view.day);
    rows.push({
      website_id: websiteId,
      day: view.day,
      visitor: createHash('sha256')
        .update(`${salt}\n${websiteId}\n${view.ip}\n${view.userAgent}`)
        .digest('base64url')
        .slice(0, 22),
      referrer: referrerDomainOf(view.referrer, view.host, own),
      country: countryOf(view.language),
      device: deviceOf(view.userAgent),
      views: view.views,
    });
  }
  await repo.insertVisits(ctx.db, rows);
  return { written: rows.length, dropped };
}

const stripWwwHost = (host: string) => host.toLowerCase().replace(/^www\./, '');

async function daySalt(ctx: AppContext, counter: VisitCounter, day: string): Promise<string> {
  const known = counter.salts.get(day);
  if (known) return known;
  const salt = await repo.saltOfDay(ctx.db, day, randomBytes(32).toString('base64url'));
  counter.salts.set(day, salt);
  return salt;
}

/**
 * Rolls up every day that is over (UTC) and forgets its salt, in the database and here. Raw rows
 * therefore last until the first run after their day ends: at most a day plus the job's period.
 */
export async function rollUpVisits(ctx: AppContext, counter: VisitCounter, now: number): Promise<string[]> {
  const today = dayString(now);
  const days = await repo.rawDaysBefore(ctx.db, today);
  for (const day of days.sort()) await repo.rollUpDay(ctx.db, day);
  await repo.deleteSaltsBefore(ctx.db, today);
  for (const day of counter.salts.keys()) if (day < today) counter.salts.delete(day);
  return days;
}
