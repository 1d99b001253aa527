import type { Db } from '../../db/database';

/** The website whose contact form has this key, with its owner's email; none while an admin suspended the owner. */
export function findWebsiteByFormKey(db: Db, formKey: string) {
  return db
    .selectFrom('website_keys')
    .innerJoin('websites', 'websites.id', 'website_keys.website_id')
    .innerJoin('users', 'users.id', 'websites.user_id')
    .leftJoin('netlify_sites', 'netlify_sites.website_id', 'websites.id')
    .select([
      'websites.id',
      'websites.name',
      'websites.live_url',
      'websites.status',
      'websites.content',
      'users.id as ownerId',
      'users.email as ownerEmail',
      'netlify_sites.url as netlifySiteUrl',
    ])
    .where('website_keys.form_key', '=', formKey)
    .where('users.suspended_at', 'is', null)
    .executeTakeFirst();
}

export function insertMessage(
  db: Db,
  row: {
    id: string;
    website_id: string;
    name: string;
    email: string;
    message: string;
    created_at: string;
    mailed_at: string | null;
  },
) {
  return db.insertInto('contact_messages').values(row).execute();
}

export function listMessages(db: Db, websiteId: string, limit: number) {
  return db
    .selectFrom('contact_messages')
    .selectAll()
    .where('website_id', '=', websiteId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Unread messages per website of an account. */
export function countNewMessages(db: Db, userId: string) {
  return db
    .selectFrom('contact_messages')
    .innerJoin('websites', 'websites.id', 'contact_messages.website_id')
    .select(['contact_messages.website_id as websiteId', (eb) => eb.fn.countAll<number>().as('count')])
    .where('websites.user_id', '=', userId)
    .where('contact_messages.read_at', 'is', null)
    .groupBy('contact_messages.website_id')
    .execute();
}

/** Marks a website's messages received up to `now` as read; answers how many were new. */
export async function markMessagesRead(db: Db, websiteId: string, now: string): Promise<number> {
  const result = await db
    .updateTable('contact_messages')
    .set({ read_at: now })
    .where('website_id', '=', websiteId)
    .where('read_at', 'is', null)
    .where('created_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Messages not mailed yet, received in [since, before), for owners who asked for a daily digest. */
export function findDigestMessages(db: Db, since: string, before: string) {
  return db
    .selectFrom('contact_messages')
    .innerJoin('websites', 'websites.id', 'contact_messages.website_id')
    .innerJoin('users', 'users.id', 'websites.user_id')
    .select([
      'contact_messages.id',
      'contact_messages.name',
      'contact_messages.email',
      'contact_messages.message',
      'contact_messages.created_at',
      'websites.name as siteName',
      'users.id as ownerId',
      'users.email as ownerEmail',
    ])
    .where('contact_messages.mailed_at', 'is', null)
    .where('contact_messages.created_at', '>=', since)
    .where('contact_messages.created_at', '<', before)
    .orderBy('contact_messages.created_at')
    .execute();
}

export function markMailed(db: Db, ids: string[], now: string) {
  return db.updateTable('contact_messages').set({ mailed_at: now }).where('id', 'in', ids).execute();
}
