import type { Db } from '../../db/database';

/** Makes the website's keys row if it has none; the given form key is used only then. */
export function insertKeysIfMissing(db: Db, websiteId: string, formKey: string, now: string) {
  return db
    .insertInto('website_keys')
    .values({ website_id: websiteId, form_key: formKey, share_token: null, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('website_id').doNothing())
    .execute();
}

export function findKeys(db: Db, websiteId: string) {
  return db.selectFrom('website_keys').selectAll().where('website_id', '=', websiteId).executeTakeFirst();
}

/** Sets a share token only when the site has none, so two tabs asking at once get the same link. */
export function setTokenIfNone(db: Db, websiteId: string, token: string, now: string) {
  return db
    .updateTable('website_keys')
    .set({ share_token: token, updated_at: now })
    .where('website_id', '=', websiteId)
    .where('share_token', 'is', null)
    .execute();
}

/** Replaces (a token) or turns off (null) the share link. */
export function replaceToken(db: Db, websiteId: string, token: string | null, now: string) {
  return db
    .updateTable('website_keys')
    .set({ share_token: token, updated_at: now })
    .where('website_id', '=', websiteId)
    .execute();
}

/** The website a share token opens, if the token is still on. */
export function findWebsiteByShareToken(db: Db, token: string) {
  return (
    db
      .selectFrom('website_keys')
      .innerJoin('websites', 'websites.id', 'website_keys.website_id')
      // A suspended account's share links read "not found" like its published pages read "unavailable".
      .leftJoin('users', 'users.id', 'websites.user_id')
      .select([
        'websites.id',
        'websites.name',
        'websites.content',
        'websites.version',
        'websites.cover_image',
        'websites.created_at',
      ])
      .where('website_keys.share_token', '=', token)
      .where('users.suspended_at', 'is', null)
      .executeTakeFirst()
  );
}

export function findPreviewPage(db: Db, websiteId: string) {
  return db
    .selectFrom('preview_pages')
    .select(['cache_key', 'html'])
    .where('website_id', '=', websiteId)
    .executeTakeFirst();
}

/** Keeps one rendered page per website: the newest render replaces the previous one. */
export function savePreviewPage(
  db: Db,
  row: { website_id: string; cache_key: string; html: string; created_at: string },
) {
  return db
    .insertInto('preview_pages')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('website_id')
        .doUpdateSet({ cache_key: row.cache_key, html: row.html, created_at: row.created_at }),
    )
    .execute();
}

export function deletePreviewPage(db: Db, websiteId: string) {
  return db.deleteFrom('preview_pages').where('website_id', '=', websiteId).execute();
}
