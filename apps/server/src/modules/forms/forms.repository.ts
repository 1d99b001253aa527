import type { Db } from '../../db/database';

/** The website a form posts to, with its owner's email, if it is live. */
export function findLiveWebsite(db: Db, id: string) {
  return db
    .selectFrom('websites')
    .innerJoin('users', 'users.id', 'websites.user_id')
    .leftJoin('netlify_sites', 'netlify_sites.website_id', 'websites.id')
    .select([
      'websites.id',
      'websites.name',
      'websites.netlify_url',
      'websites.status',
      'users.email as ownerEmail',
      'netlify_sites.url as netlifySiteUrl',
    ])
    .where('websites.id', '=', id)
    .executeTakeFirst();
}

export function insertMessage(
  db: Db,
  row: { id: string; website_id: string; name: string; email: string; message: string; created_at: string },
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
