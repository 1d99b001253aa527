import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Views and unique visitors per day since `from`: the rollups, then the raw rows not yet rolled up. */
export async function viewsByDay(db: Db, websiteId: string, from: string) {
  const rolled = await db
    .selectFrom('visit_days')
    .select(['day', 'views', 'visitors'])
    .where('website_id', '=', websiteId)
    .where('day', '>=', from)
    .execute();
  const raw = await db
    .selectFrom('visits')
    .select(['day', sql<number>`sum(views)`.as('views'), sql<number>`count(distinct visitor)`.as('visitors')])
    .where('website_id', '=', websiteId)
    .where('day', '>=', from)
    .groupBy('day')
    .execute();
  return [...rolled, ...raw].map((row) => ({
    day: row.day,
    views: Number(row.views),
    visitors: Number(row.visitors),
  }));
}

export type SourceKind = 'referrer' | 'country' | 'device';

/** Views by referrer domain, country or device since `from`, rollups and raw rows together. */
export async function viewsBySource(db: Db, websiteId: string, from: string, kind: SourceKind) {
  const rolled = await db
    .selectFrom('visit_sources')
    .select(['value', sql<number>`sum(views)`.as('views')])
    .where('website_id', '=', websiteId)
    .where('day', '>=', from)
    .where('kind', '=', kind)
    .groupBy('value')
    .execute();
  const raw = await db
    .selectFrom('visits')
    .select([sql<string>`${sql.ref(kind)}`.as('value'), sql<number>`sum(views)`.as('views')])
    .where('website_id', '=', websiteId)
    .where('day', '>=', from)
    .where(kind, 'is not', null)
    .groupBy(kind)
    .execute();
  return [...rolled, ...raw].map((row) => ({ value: row.value, views: Number(row.views) }));
}

/** Contact messages per day (UTC) since `from`. */
export function messagesByDay(db: Db, websiteId: string, from: string) {
  return db
    .selectFrom('contact_messages')
    .select([sql<string>`substr(created_at, 1, 10)`.as('day'), sql<number>`count(*)`.as('messages')])
    .where('website_id', '=', websiteId)
    .where('created_at', '>=', from)
    .groupBy(sql`substr(created_at, 1, 10)`)
    .execute();
}

/** Where the site is live: built-in hosting (a current publish) and/or a Netlify site. */
export async function hostingOf(db: Db, websiteId: string) {
  const hosted = await db
    .selectFrom('hosted_sites')
    .select('current_publish_id')
    .where('website_id', '=', websiteId)
    .executeTakeFirst();
  const netlify = await db
    .selectFrom('netlify_sites')
    .select('website_id')
    .where('website_id', '=', websiteId)
    .executeTakeFirst();
  return { isHostedHere: Boolean(hosted?.current_publish_id), isOnNetlify: Boolean(netlify) };
}
