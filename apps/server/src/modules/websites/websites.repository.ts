import type { ExpressionBuilder, Insertable, Selectable, UpdateObject } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, WebsitesTable } from '../../db/types';

export type WebsiteRow = Selectable<WebsitesTable>;

/** Who is asking: a signed-in user, a visitor's anonymous session, or both (before claiming). */
export type Requester = { userId: string | null; sessionId: string | null };

const LIST_COLUMNS = [
  'id',
  'name',
  'prompt',
  'status',
  'edit_count',
  'is_anonymous',
  'netlify_url',
  'needs_redeployment',
  'version',
  'generator',
  'cover_image',
  'created_at',
  'updated_at',
] as const;

/** Owned by the account, or by the anonymous session while nobody has claimed it. */
function ownedBy(who: Requester) {
  return (eb: ExpressionBuilder<Database, 'websites'>) => {
    const owners = [];
    if (who.userId) owners.push(eb('user_id', '=', who.userId));
    if (who.sessionId) owners.push(eb.and([eb('user_id', 'is', null), eb('session_id', '=', who.sessionId)]));
    return owners.length ? eb.or(owners) : eb.lit(false);
  };
}

export function insertWebsite(db: Db, row: Insertable<WebsitesTable>) {
  return db.insertInto('websites').values(row).execute();
}

/**
 * Stores a new website of `userId` only while they own fewer than `limit`; false when at the limit.
 * The count and the insert share one transaction that first writes the user's row: PostgreSQL then
 * holds that row's lock and SQLite its write lock until commit, so parallel generates — in this
 * process or another instance on the same database — take turns, and the count each one sees
 * includes every site committed before it.
 */
export function insertWebsiteWithinLimit(
  db: Db,
  row: Insertable<WebsitesTable> & { user_id: string },
  limit: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', row.user_id)
      .execute();
    if ((await countUserWebsites(trx, row.user_id)) >= limit) return false;
    await trx.insertInto('websites').values(row).execute();
    return true;
  });
}

/** A website the requester owns (by account, or by anonymous session while unclaimed), else undefined. */
export function findOwnedWebsite(db: Db, id: string, who: Requester) {
  return db.selectFrom('websites').selectAll().where('id', '=', id).where(ownedBy(who)).executeTakeFirst();
}

/** The same website without its content: for callers that may not need 30 KB of JSON. */
export function findOwnedWebsiteWithoutContent(db: Db, id: string, who: Requester) {
  return db
    .selectFrom('websites')
    .select(LIST_COLUMNS)
    .where('id', '=', id)
    .where(ownedBy(who))
    .executeTakeFirst();
}

/** Any website by id: for the public share page, whose id is the unguessable capability. */
export function findWebsiteById(db: Db, id: string) {
  return db.selectFrom('websites').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listUserWebsites(db: Db, userId: string) {
  return db
    .selectFrom('websites')
    .select(LIST_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function countUserWebsites(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('websites')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Writes a save to a website the user owns. With `expectedVersion` it only applies when the row is
 * still at that version, so of two saves based on the same version exactly one wins. Returns the
 * saved row, or undefined when it did not apply (not theirs, gone, or stale).
 */
export function updateOwnedWebsite(
  db: Db,
  id: string,
  userId: string,
  changes: UpdateObject<Database, 'websites'>,
  expectedVersion: number | undefined,
  options: { withContent: boolean },
) {
  let query = db
    .updateTable('websites')
    .set((eb) => ({
      ...changes,
      version: eb('version', '+', 1),
      edit_count: eb('edit_count', '+', 1),
      // A launched site now differs from what is live.
      needs_redeployment: eb
        .case()
        .when('netlify_url', 'is not', null)
        .then(1)
        .else(eb.ref('needs_redeployment'))
        .end(),
    }))
    .where('id', '=', id)
    .where('user_id', '=', userId);
  if (expectedVersion !== undefined) query = query.where('version', '=', expectedVersion);
  // The caller already holds new content; reading 30 KB back for nothing costs time and memory.
  return options.withContent
    ? query.returningAll().executeTakeFirst()
    : query.returning([...LIST_COLUMNS, 'user_id', 'session_id']).executeTakeFirst();
}

export async function deleteWebsite(db: Db, id: string): Promise<void> {
  await db.deleteFrom('websites').where('id', '=', id).execute();
}
