import type { Db } from '../../db/database';
import { hashToken, lifetime, newCode, newId, nowIso, safeEqual } from '../../lib/tokens';
import * as repo from './auth.repository';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;

// The row id salts the hash, so equal codes of two users never share a hash.
const hashCode = (id: string, code: string) => hashToken(`${id}:${code}`);

/** Creates a 6-character (digits) code for a user and purpose, replacing any earlier one; returns the code. */
export async function issueCode(
  db: Db,
  userId: string,
  purpose: repo.CodePurpose,
  email: string,
): Promise<string> {
  const id = newId();
  const code = newCode(6);
  await repo.replaceCode(db, {
    id,
    userId,
    purpose,
    email,
    codeHash: hashCode(id, code),
    // One reading of the clock: the lifetime is exactly the TTL, not a millisecond more.
    ...lifetime(CODE_TTL_MS),
  });
  return code;
}

/**
 * Checks a code sent to `email` for one of the purposes. Every check spends an attempt of each
 * live code; a match is deleted (single use). Returns the matched code's row, or null.
 */
export async function redeemCode(db: Db, email: string, purposes: repo.CodePurpose[], code: string) {
  const candidates = await repo.findLiveCodes(db, email, purposes, nowIso());
  for (const row of candidates) {
    if (!(await repo.spendCodeAttempt(db, row.id, CODE_MAX_ATTEMPTS))) continue;
    if (!safeEqual(row.code_hash, hashCode(row.id, code))) continue;
    if (await repo.consumeCode(db, row.id)) return row;
  }
  return null;
}
