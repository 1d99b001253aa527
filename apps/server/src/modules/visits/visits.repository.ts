import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { VisitsTable } from '../../db/types';

/** Website ids of the hosted slugs among these. */
export function findSitesBySlug(db: Db, slugs: string[]) {
  return db.selectFrom('hosted_sites').select(['slug', 'website_id']).where('slug', 'in', slugs).execute();
}

/** The day's salt: the one stored, or this one stored first (instances agree on the first). */
export async function saltOfDay(db: Db, day: string, candidate: string): Promise<string> {
  await db
    .insertInto('visit_salts')
    .values({ day, salt: candidate })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
  const row = await db
    .selectFrom('visit_salts')
    .select('salt')
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return row.salt;
}

export async function insertVisits(db: Db, rows: VisitsTable[]) {
  // A few hundred rows a statement keeps under SQLite's limit on bound values.
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('visits')
      .values(rows.slice(start, start + 500))
      .execute();
  }
}

/** Days with raw rows before `day`: days that are over and not yet rolled up. */
export async function rawDaysBefore(db: Db, day: string): Promise<string[]> {
  const rows = await db.selectFrom('visits').select('day').distinct().where('day', '<', day).execute();
  return rows.map((row) => row.day);
}

const SOURCES = [
  ['referrer', 'referrer'],
  ['country', 'country'],
  ['device', 'device'],
] as const;

/**
 * Replaces a day's raw rows by its rollups, in one transaction: views and unique visitors per site,
 * views per referrer, country and device. Rows that arrive for a day already rolled up (another
 * instance flushing late) are added to its counts.
 */
export async function rollUpDay(db: Db, day: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const totals = await trx
      .selectFrom('visits')
      .select([
        'website_id',
        sql<number>`sum(views)`.as('views'),
        sql<number>`count(distinct visitor)`.as('visitors'),
      ])
      .where('day', '=', day)
      .groupBy('website_id')
      .execute();
    for (const row of totals) {
      await trx
        .insertInto('visit_days')
        .values({ website_id: row.website_id, day, views: Number(row.views), visitors: Number(row.visitors) })
        .onConflict((oc) =>
          oc.columns(['website_id', 'day']).doUpdateSet((eb) => ({
            views: eb('visit_days.views', '+', eb.ref('excluded.views')),
            visitors: eb('visit_days.visitors', '+', eb.ref('excluded.visitors')),
          })),
        )
        .execute();
    }
    for (const [kind, column] of SOURCES) {
      const rows = await trx
        .selectFrom('visits')
        .select([
          'website_id',
          sql<string>`${sql.ref(column)}`.as('value'),
          sql<number>`sum(views)`.as('views'),
        ])
        .where('day', '=', day)
        .where(column, 'is not', null)
        .groupBy(['website_id', column])
        .execute();
      for (const row of rows) {
        await trx
          .insertInto('visit_sources')
          .values({ website_id: row.website_id, day, kind, value: row.value, views: Number(row.views) })
          .onConflict((oc) =>
            oc.columns(['website_id', 'day', 'kind', 'value']).doUpdateSet((eb) => ({
              views: eb('visit_sources.views', '+', eb.ref('excluded.views')),
            })),
          )
          .execute();
      }
    }
    await trx.deleteFrom('visits').where('day', '=', day).execute();
  });
}

/** Salts of days that are over: without them no hash of those days can be matched again. */
export function deleteSaltsBefore(db: Db, day: string) {
  return db.deleteFrom('visit_salts').where('day', '<', day).execute();
}
