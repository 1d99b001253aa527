import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { AuthCodesTable, UsersTable } from '../../db/types';
import { deleteUserWebsites } from '../websites';
import { deleteLoginThrottleOf } from './login-throttle';

export type UserRow = Selectable<UsersTable>;
export type CodePurpose = AuthCodesTable['purpose'];

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Db, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertUser(db: Db, row: Insertable<UsersTable>) {
  return db.insertInto('users').values(row).execute();
}

export function updateUser(
  db: Db,
  id: string,
  values: Partial<Pick<UserRow, 'email' | 'first_name' | 'last_name' | 'password_hash' | 'is_verified'>> & {
    updated_at: string;
  },
) {
  return db.updateTable('users').set(values).where('id', '=', id).execute();
}

/** Replaces the user's live code of this purpose (one at a time). */
export async function replaceCode(
  db: Db,
  row: {
    id: string;
    userId: string;
    purpose: CodePurpose;
    email: string;
    codeHash: string;
    createdAt: string;
    expiresAt: string;
  },
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('auth_codes')
      .where('user_id', '=', row.userId)
      .where('purpose', '=', row.purpose)
      .execute();
    await trx
      .insertInto('auth_codes')
      .values({
        id: row.id,
        user_id: row.userId,
        purpose: row.purpose,
        email: row.email,
        code_hash: row.codeHash,
        created_at: row.createdAt,
        expires_at: row.expiresAt,
      })
      .execute();
  });
}

export function findLiveCodes(db: Db, email: string, purposes: CodePurpose[], now: string) {
  return db
    .selectFrom('auth_codes')
    .selectAll()
    .where('email', '=', email)
    .where('purpose', 'in', purposes)
    .where('expires_at', '>', now)
    .execute();
}

/** Counts one attempt; answers false when the code has no attempts left (or is gone). */
export async function spendCodeAttempt(db: Db, id: string, maxAttempts: number): Promise<boolean> {
  const result = await db
    .updateTable('auth_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes a code; true only for the one request that deleted it (single use under races). */
export async function consumeCode(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('auth_codes').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export function deleteCodes(db: Db, userId: string, purpose?: CodePurpose) {
  let query = db.deleteFrom('auth_codes').where('user_id', '=', userId);
  if (purpose) query = query.where('purpose', '=', purpose);
  return query.execute();
}

export async function replaceResetToken(
  db: Db,
  row: { id: string; userId: string; createdAt: string; expiresAt: string },
) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('reset_tokens').where('user_id', '=', row.userId).execute();
    await trx
      .insertInto('reset_tokens')
      .values({ id: row.id, user_id: row.userId, created_at: row.createdAt, expires_at: row.expiresAt })
      .execute();
  });
}

/** Deletes and returns a reset token; a second use of the same token finds nothing. */
/**
 * Spends a reset token, only when it belongs to the account of `email`: a request naming another
 * address leaves the token for its owner (one statement, so two requests cannot both spend it).
 */
export function takeResetToken(db: Db, id: string, email: string) {
  return db
    .deleteFrom('reset_tokens')
    .where('id', '=', id)
    .where('user_id', 'in', db.selectFrom('users').select('id').where('email', '=', email))
    .returningAll()
    .executeTakeFirst();
}

export function findOauthAccount(db: Db, provider: string, providerUserId: string) {
  return db
    .selectFrom('oauth_accounts')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_user_id', '=', providerUserId)
    .executeTakeFirst();
}

export function insertOauthAccount(
  db: Db,
  row: { provider: string; providerUserId: string; userId: string; createdAt: string },
) {
  return db
    .insertInto('oauth_accounts')
    .values({
      provider: row.provider,
      provider_user_id: row.providerUserId,
      user_id: row.userId,
      created_at: row.createdAt,
    })
    .execute();
}

/** Deletes a user and everything they own (websites cascade too, but say it explicitly). */
export async function deleteUserAndData(db: Db, user: { id: string; email: string }) {
  await db.transaction().execute(async (trx) => {
    await deleteUserWebsites(trx, user.id);
    await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    // Its sign-in counts and known addresses name its email; they go with it.
    await deleteLoginThrottleOf(trx, user);
    await trx.deleteFrom('users').where('id', '=', user.id).execute();
  });
}
