import type { Db } from '../../db/database';

export function insertOAuthState(
  db: Db,
  row: { id: string; user_id: string; session_id: string; expires_at: string },
) {
  return db.insertInto('netlify_oauth_states').values(row).execute();
}

/** Takes a state out of the table: of two uses of one state, only one gets the row. */
export async function takeOAuthState(db: Db, id: string) {
  const row = await db.selectFrom('netlify_oauth_states').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const result = await db.deleteFrom('netlify_oauth_states').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1 ? row : undefined;
}

export function deleteExpiredOAuthStates(db: Db, now: string) {
  return db.deleteFrom('netlify_oauth_states').where('expires_at', '<=', now).execute();
}

export function findAccount(db: Db, userId: string) {
  return db.selectFrom('netlify_accounts').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function saveAccount(db: Db, userId: string, tokenCiphertext: string, now: string) {
  await db
    .insertInto('netlify_accounts')
    .values({ user_id: userId, token_ciphertext: tokenCiphertext, connected_at: now })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ token_ciphertext: tokenCiphertext, connected_at: now }),
    )
    .execute();
}

export function deleteAccount(db: Db, userId: string) {
  return db.deleteFrom('netlify_accounts').where('user_id', '=', userId).execute();
}

export function findNetlifySite(db: Db, websiteId: string) {
  return db.selectFrom('netlify_sites').selectAll().where('website_id', '=', websiteId).executeTakeFirst();
}

export async function saveNetlifySite(
  db: Db,
  row: { website_id: string; netlify_site_id: string; url: string; created_at: string },
) {
  await db
    .insertInto('netlify_sites')
    .values(row)
    .onConflict((oc) =>
      oc.column('website_id').doUpdateSet({ netlify_site_id: row.netlify_site_id, url: row.url }),
    )
    .execute();
}
