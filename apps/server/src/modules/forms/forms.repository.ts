import type { Db } from '../../db/database';

/** The website whose contact form has this key, with its owner's email. */
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
      'users.id as ownerId',
      'users.email as ownerEmail',
      'netlify_sites.url as netlifySiteUrl',
    ])
    .where('website_keys.form_key', '=', formKey)
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
