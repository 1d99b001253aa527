import type { AppContext } from '../../context';
import { accountOf, requireWebsite } from '../websites/require-website';
import { dayString } from './visit-counter';
import * as repo from './visit-stats.repository';
import type { VisitStatsAnswer } from './visits.schemas';

const DAY_MS = 24 * 60 * 60 * 1000;
export const STATS_DAYS = 30;

function topOf(rows: { value: string; views: number }[], limit = 10) {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(row.value, (sums.get(row.value) ?? 0) + row.views);
  return [...sums]
    .map(([value, views]) => ({ value, views }))
    .sort((a, b) => b.views - a.views || a.value.localeCompare(b.value))
    .slice(0, limit);
}

/**
 * A site's last 30 days (UTC, today included): views, unique visitors and contact messages per
 * day, their totals, and the top referrers, countries and devices. Only its owner sees them.
 */
export async function siteVisitStats(
  ctx: AppContext,
  userId: string,
  websiteId: string,
  now: number,
): Promise<VisitStatsAnswer> {
  const website = await requireWebsite(ctx, accountOf(userId), websiteId, { withContent: false });
  const from = dayString(now - (STATS_DAYS - 1) * DAY_MS);
  const days = Array.from({ length: STATS_DAYS }, (_, i) => ({
    day: dayString(now - (STATS_DAYS - 1 - i) * DAY_MS),
    views: 0,
    visitors: 0,
    messages: 0,
  }));
  const byDay = new Map(days.map((entry) => [entry.day, entry]));
  for (const row of await repo.viewsByDay(ctx.db, website.id, from)) {
    const entry = byDay.get(row.day);
    if (!entry) continue;
    entry.views += row.views;
    entry.visitors += row.visitors;
  }
  for (const row of await repo.messagesByDay(ctx.db, website.id, from)) {
    const entry = byDay.get(row.day);
    if (entry) entry.messages += Number(row.messages);
  }
  const totals = days.reduce(
    (sum, entry) => ({
      views: sum.views + entry.views,
      visitors: sum.visitors + entry.visitors,
      messages: sum.messages + entry.messages,
    }),
    { views: 0, visitors: 0, messages: 0 },
  );
  return {
    days,
    totals,
    referrers: topOf(await repo.viewsBySource(ctx.db, website.id, from, 'referrer')),
    countries: topOf(await repo.viewsBySource(ctx.db, website.id, from, 'country')),
    devices: topOf(await repo.viewsBySource(ctx.db, website.id, from, 'device')),
    ...(await repo.hostingOf(ctx.db, website.id)),
  };
}
