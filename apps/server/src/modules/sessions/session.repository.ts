import { runCompiled } from '../../db/compiled-query';
import type { Db } from '../../db/database';
import { readCacheFor } from '../../db/read-cache';

export function insertSession(
  db: Db,
  row: {
    id: string;
    userId: string;
    createdAt: string;
    expiresAt: string;
    absoluteExpiresAt: string;
    userAgent: string | null;
  },
) {
  return db
    .insertInto('sessions')
    .values({
      id: row.id,
      user_id: row.userId,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
      last_used_at: row.createdAt,
      absolute_expires_at: row.absoluteExpiresAt,
      user_agent: row.userAgent,
    })
    .execute();
}

const sessionWithUser = (db: Db, id: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'sessions.expires_at as expiresAt',
      'sessions.absolute_expires_at as absoluteExpiresAt',
      'sessions.last_used_at as lastUsedAt',
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.plan',
      'users.is_verified',
      'users.created_at',
      'users.is_admin',
    ])
    .where('sessions.id', '=', id);

type SessionWithUser = Awaited<ReturnType<ReturnType<typeof sessionWithUser>['executeTakeFirstOrThrow']>>;

/**
 * Sessions kept in memory (SQLite, read-cache.ts) until their row or any user row is written: a
 * sign-out, a touch or a password change is seen by the next request. 10,000 entries of ~300 bytes.
 */
const SESSION_CACHE = {
  table: 'sessions',
  emptiedBy: ['users'],
  maxWeight: 10_000,
  weigh: () => 1,
} as const;

/**
 * The session and its user: looked up on every /api request, so compiled once (runCompiled) and,
 * with SQLite, kept. The row is shared by the requests that read it: never change it.
 */
export async function findSessionWithUser(db: Db, id: string): Promise<SessionWithUser | undefined> {
  const query = async () => (await runCompiled(db, 'session-with-user', sessionWithUser, [id]))[0];
  const cache = readCacheFor<SessionWithUser>(db, 'session-with-user', SESSION_CACHE);
  return cache ? cache.read(id, query) : query();
}

/** Records a use: the idle end moves ahead (the caller caps it at the absolute end). */
export function touchSession(db: Db, id: string, lastUsedAt: string, expiresAt: string) {
  return db
    .updateTable('sessions')
    .set({ last_used_at: lastUsedAt, expires_at: expiresAt })
    .where('id', '=', id)
    .execute();
}

export function listUserSessions(db: Db, userId: string, now: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_used_at', 'user_agent', 'expires_at', 'absolute_expires_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();
}

export function deleteSession(db: Db, id: string) {
  return db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Deletes one session of this user; true when there was one. */
export async function deleteUserSession(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Ends every session of a user except one (after a password change); answers how many ended. */
export async function deleteUserSessions(db: Db, userId: string, exceptId?: string): Promise<number> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptId) query = query.where('id', '!=', exceptId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
