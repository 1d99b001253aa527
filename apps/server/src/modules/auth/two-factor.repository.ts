import type { Db } from '../../db/database';

export function findTwoFactor(db: Db, userId: string) {
  return db.selectFrom('two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** A new, not yet confirmed secret replaces whatever setup was pending (never an enabled one). */
export async function savePendingSecret(db: Db, userId: string, secretCiphertext: string, now: string) {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('two_factor')
      .where('user_id', '=', userId)
      .where('enabled_at', 'is', null)
      .execute();
    await trx
      .insertInto('two_factor')
      .values({ user_id: userId, secret_ciphertext: secretCiphertext, enabled_at: null, created_at: now })
      .execute();
  });
}

/** Turns two-step sign-in on and stores the recovery codes, in one transaction. */
export async function enableTwoFactor(
  db: Db,
  userId: string,
  step: number,
  codeHashes: { id: string; hash: string }[],
  now: string,
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('two_factor')
      .set({ enabled_at: now, last_step: step })
      .where('user_id', '=', userId)
      .execute();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('recovery_codes')
      .values(codeHashes.map((c) => ({ id: c.id, user_id: userId, code_hash: c.hash, created_at: now })))
      .execute();
  });
}

export async function disableTwoFactor(db: Db, userId: string) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx.deleteFrom('two_factor').where('user_id', '=', userId).execute();
  });
}

/** Accepts a TOTP time step once: true only if it is later than every step used before. */
export async function claimStep(db: Db, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('two_factor')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where('last_step', '<', step)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes a matching recovery code; true for the one request that used it. */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom('recovery_codes')
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function countRecoveryCodes(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function insertChallenge(
  db: Db,
  row: { id: string; userId: string; createdAt: string; expiresAt: string },
) {
  return db
    .insertInto('login_challenges')
    .values({ id: row.id, user_id: row.userId, created_at: row.createdAt, expires_at: row.expiresAt })
    .execute();
}

/** Counts one try at a challenge; answers the row when tries are left and it has not expired. */
export async function spendChallengeAttempt(db: Db, id: string, maxAttempts: number, now: string) {
  const result = await db
    .updateTable('login_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('login_challenges').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findChallenge(db: Db, id: string) {
  return db.selectFrom('login_challenges').select('user_id').where('id', '=', id).executeTakeFirst();
}

/** Deletes a challenge; true only for the one request that deleted it. */
export async function takeChallenge(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('login_challenges').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
