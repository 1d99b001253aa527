import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { MediaTable } from '../../db/types';
import { lockSessionWebsites } from '../websites';

export function insertMedia(db: Db, row: Insertable<MediaTable>) {
  return db.insertInto('media').values(row).execute();
}

/**
 * Runs `work` in a transaction that first takes the owner's lock: a no-op update of the account's
 * row, or of the anonymous session's websites (a row lock on PostgreSQL; SQLite's write lock, which
 * serialises writers across processes too). Checks made inside then see every upload committed
 * before, so two uploads at once cannot both pass a budget.
 */
export function withOwnerLock<T>(
  db: Db,
  owner: { userId: string | null; sessionId: string | null },
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (owner.userId) {
      await trx
        .updateTable('users')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', owner.userId)
        .execute();
    } else {
      await lockSessionWebsites(trx, owner.sessionId);
    }
    return work(trx);
  });
}

export function deleteMedia(db: Db, id: string) {
  return db.deleteFrom('media').where('id', '=', id).execute();
}

export function findMediaByUrls(db: Db, urls: string[]) {
  if (urls.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('media')
    .select(['url', 'width', 'height', 'variants', 'content_type'])
    .where('url', 'in', urls)
    .execute();
}

/** True when generate made a website for this anonymous session: a cookie value nobody made is not. */
export async function isKnownAnonymousSession(db: Db, sessionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('websites')
    .select('id')
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Bytes stored by an account or a session, since `since` (ISO) when given, and the oldest such upload. */
export async function sumStoredBytes(
  db: Db,
  owner: { userId: string | null; sessionId: string | null },
  since?: string,
): Promise<{ bytes: number; oldest: string | null }> {
  let query = db
    .selectFrom('media')
    .select((eb) => [
      eb.fn.sum<string | number | null>('bytes').as('bytes'),
      eb.fn.min<string | null>('created_at').as('oldest'),
    ]);
  query = owner.userId
    ? query.where('user_id', '=', owner.userId)
    : query.where('session_id', '=', owner.sessionId);
  if (since) query = query.where('created_at', '>=', since);
  const row = await query.executeTakeFirst();
  return { bytes: Number(row?.bytes ?? 0), oldest: row?.oldest ?? null };
}

/** The stored keys of these media rows (the main file and its srcset variants' URLs). */
export function findMediaKeysByUrls(db: Db, urls: string[]) {
  if (urls.length === 0) return Promise.resolve([]);
  return db.selectFrom('media').select(['id', 'key', 'variants']).where('url', 'in', urls).execute();
}

export function deleteMediaByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.deleteFrom('media').where('id', 'in', ids).execute();
}
