import type { Db } from '../../db/database';
import type { SiteReportsTable } from '../../db/types';

/** The website a published page's key names, with where it is served. */
export function findReportedSite(db: Db, key: string) {
  return db
    .selectFrom('website_keys')
    .innerJoin('websites', 'websites.id', 'website_keys.website_id')
    .leftJoin('users', 'users.id', 'websites.user_id')
    .select([
      'websites.id',
      'websites.name',
      'websites.live_url',
      'websites.content',
      'users.email as owner_email',
    ])
    .where('website_keys.form_key', '=', key)
    .executeTakeFirst();
}

export function insertReport(db: Db, row: SiteReportsTable) {
  return db.insertInto('site_reports').values(row).execute();
}

export function findAdminEmails(db: Db) {
  return db
    .selectFrom('users')
    .select('email')
    .where('is_admin', '=', 1)
    .where('suspended_at', 'is', null)
    .execute();
}

export function findReports(db: Db, limit: number) {
  return (
    db
      .selectFrom('site_reports')
      .innerJoin('websites', 'websites.id', 'site_reports.website_id')
      .leftJoin('users', 'users.id', 'websites.user_id')
      .select([
        'site_reports.id',
        'site_reports.website_id',
        'site_reports.page',
        'site_reports.reason',
        'site_reports.details',
        'site_reports.reporter_email',
        'site_reports.created_at',
        'site_reports.resolved_at',
        'websites.name',
        'websites.live_url',
        'users.email as owner_email',
      ])
      // Waiting ones first, newest first within each.
      .orderBy((eb) => eb.case().when('site_reports.resolved_at', 'is', null).then(0).else(1).end())
      .orderBy('site_reports.created_at', 'desc')
      .limit(limit)
      .execute()
  );
}

/** Marks a report handled; answers whether one waited under that id. */
export async function resolveReport(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('site_reports')
    .set({ resolved_at: at })
    .where('id', '=', id)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
