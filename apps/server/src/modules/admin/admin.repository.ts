import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { AdminActionsTable } from '../../db/types';

/** Accounts for the admin list, newest first; `search` matches the email or the name. */
export function findAccounts(db: Db, search: string, limit: number) {
  let query = db
    .selectFrom('users')
    .select([
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.plan',
      'users.is_admin',
      'users.suspended_at',
      'users.created_at',
      (eb) =>
        eb
          .selectFrom('sessions')
          .select((s) => s.fn.max(s.fn.coalesce('sessions.last_used_at', 'sessions.created_at')).as('seen'))
          .whereRef('sessions.user_id', '=', 'users.id')
          .as('last_seen_at'),
      (eb) =>
        eb
          .selectFrom('websites')
          .select((s) => s.fn.countAll<number | string>().as('n'))
          .whereRef('websites.user_id', '=', 'users.id')
          .as('site_count'),
    ])
    .orderBy('users.created_at', 'desc')
    .limit(limit);
  if (search) {
    const like = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(users.email)`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(users.first_name || ' ' || users.last_name)`, 'like', sql`${like} escape '\\'`),
      ]),
    );
  }
  return query.execute();
}

/** The published sites (built-in hosting) of these accounts, with their views since `since`. */
export function findPublishedSites(db: Db, userIds: string[], since: string) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('hosted_sites')
    .innerJoin('websites', 'websites.id', 'hosted_sites.website_id')
    .leftJoin('site_takedowns', 'site_takedowns.website_id', 'websites.id')
    .select([
      'websites.id',
      'websites.user_id',
      'websites.name',
      'websites.live_url',
      'hosted_sites.slug',
      'site_takedowns.reason as takedown_reason',
      (eb) =>
        eb
          .selectFrom('visit_days')
          .select((s) => s.fn.sum<number | string | null>('visit_days.views').as('v'))
          .whereRef('visit_days.website_id', '=', 'websites.id')
          .where('visit_days.day', '>=', since)
          .as('views'),
    ])
    .where('websites.user_id', 'in', userIds)
    .where('hosted_sites.current_publish_id', 'is not', null)
    .execute();
}

export function findAccount(db: Db, id: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'is_admin', 'suspended_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function setSuspended(db: Db, id: string, at: string | null) {
  return db
    .updateTable('users')
    .set({ suspended_at: at, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

export function findSlugsOf(db: Db, userId: string) {
  return db
    .selectFrom('hosted_sites')
    .innerJoin('websites', 'websites.id', 'hosted_sites.website_id')
    .select(['hosted_sites.slug'])
    .where('websites.user_id', '=', userId)
    .execute();
}

export function findWebsiteForAdmin(db: Db, id: string) {
  return db
    .selectFrom('websites')
    .leftJoin('users', 'users.id', 'websites.user_id')
    .leftJoin('hosted_sites', 'hosted_sites.website_id', 'websites.id')
    .select(['websites.id', 'websites.name', 'users.email', 'hosted_sites.slug'])
    .where('websites.id', '=', id)
    .executeTakeFirst();
}

export async function setTakedown(db: Db, websiteId: string, reason: string | null, at: string) {
  await db.deleteFrom('site_takedowns').where('website_id', '=', websiteId).execute();
  if (reason !== null)
    await db.insertInto('site_takedowns').values({ website_id: websiteId, reason, created_at: at }).execute();
}

export function insertAction(db: Db, row: AdminActionsTable) {
  return db.insertInto('admin_actions').values(row).execute();
}

export function findActions(db: Db, limit: number) {
  return db
    .selectFrom('admin_actions')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** ADMIN_EMAILS' accounts are admins (also those made before the address was listed). */
export function markAdmins(db: Db, emails: string[]) {
  if (emails.length === 0) return Promise.resolve();
  return db
    .updateTable('users')
    .set({ is_admin: 1 })
    .where(sql<string>`lower(email)`, 'in', emails)
    .execute();
}
