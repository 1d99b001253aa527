import type { Db } from '../../db/database';

export function insertSession(
  db: Db,
  row: { id: string; userId: string; createdAt: string; expiresAt: string },
) {
  return db
    .insertInto('sessions')
    .values({ id: row.id, user_id: row.userId, created_at: row.createdAt, expires_at: row.expiresAt })
    .execute();
}

export function findSessionWithUser(db: Db, id: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'sessions.expires_at as expiresAt',
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.plan',
      'users.is_verified',
      'users.created_at',
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
}

export function updateSessionExpiry(db: Db, id: string, expiresAt: string) {
  return db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', id).execute();
}

export function deleteSession(db: Db, id: string) {
  return db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Ends every session of a user except one (after a password change). */
export function deleteUserSessions(db: Db, userId: string, exceptId?: string) {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return query.execute();
}
