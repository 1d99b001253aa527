import { sql } from 'kysely';
import type { BotCheck } from '../../adapters/bot-check/bot-check-types';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';

/**
 * Wrong passwords slow sign-in down instead of locking the owner out (issue 20, ASVS 2.2.1).
 *
 * - Per account and source (email + IP): 3 free tries, then each further try waits 1 s, 2 s,
 *   4 s, … (at most 15 minutes) after the last wrong one. One source guessing is slowed hard.
 * - Per account, from every source together: after 10 wrong passwords in 15 minutes, a source that
 *   has never signed in to this account must pass the bot check (when one is configured) or wait
 *   1 s, 2 s, … (at most a minute) after the last wrong password. A source the owner has signed in
 *   from before is not held up by other people's guesses, so nobody can lock the owner out.
 * - A flood from one source is limited separately per IP (`AUTH_LIMITS.login.ip`).
 */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  pairFree: 3,
  pairMaxDelayS: 15 * 60,
  accountFree: 10,
  accountMaxDelayS: 60,
  knownSourceMs: 30 * 24 * 60 * 60 * 1000,
} as const;

const accountKey = (email: string) => `account:${email}`;
const pairKey = (email: string, ip: string) => `pair:${email}|${ip}`;
const knownKey = (email: string, ip: string) => `known:${email}|${ip}`;

async function readRow(db: Db, key: string) {
  return db.selectFrom('login_throttle').selectAll().where('key', '=', key).executeTakeFirst();
}

/** Seconds still to wait, or 0: `delay(failures)` counted from the last wrong password. */
function waitSeconds(
  row: { failures: number; window_started_at: string; last_at: string } | undefined,
  free: number,
  maxDelayS: number,
  now: number,
  firstDelayS = 1,
): number {
  if (!row || row.failures < free) return 0;
  if (now - Date.parse(row.window_started_at) >= LOGIN_THROTTLE.windowMs) return 0;
  const delayS = Math.min(firstDelayS * 2 ** (row.failures - free), maxDelayS);
  const remainingMs = Date.parse(row.last_at) + delayS * 1000 - now;
  return remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
}

function slowDown(seconds: number, what: 'passwords' | 'codes' = 'passwords'): AppError {
  return new AppError(
    'RATE_LIMITED',
    `Too many wrong ${what}. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
    {
      headers: { 'retry-after': String(seconds) },
      ...sayable(
        what === 'codes' ? 'tooManyWrongCodes' : 'tooManyWrongPasswords',
        { seconds },
        { retryAfter: seconds },
      ),
    },
  );
}

/** Refuses a sign-in attempt that comes too soon after wrong passwords (checked before the password). */
export async function checkLoginThrottle(
  db: Db,
  botCheck: BotCheck,
  attempt: { email: string; ip: string; hasHumanToken: boolean },
  now = Date.now(),
) {
  const pairWait = waitSeconds(
    await readRow(db, pairKey(attempt.email, attempt.ip)),
    LOGIN_THROTTLE.pairFree,
    LOGIN_THROTTLE.pairMaxDelayS,
    now,
  );
  if (pairWait > 0) throw slowDown(pairWait);
  const account = await readRow(db, accountKey(attempt.email));
  if (!account || account.failures < LOGIN_THROTTLE.accountFree) return;
  const known = await readRow(db, knownKey(attempt.email, attempt.ip));
  if (known && now - Date.parse(known.last_at) < LOGIN_THROTTLE.knownSourceMs) return;
  if (botCheck.isEnabled) {
    // The token itself was verified by checkHuman before this; here it must be present.
    if (attempt.hasHumanToken) return;
    throw new AppError(
      'FORBIDDEN',
      'Please complete the security check to sign in.',
      sayable('securityCheckRequired', undefined, {
        title: 'Security Check Required',
        captchaRequired: true,
      }),
    );
  }
  const accountWait = waitSeconds(account, LOGIN_THROTTLE.accountFree, LOGIN_THROTTLE.accountMaxDelayS, now);
  if (accountWait > 0) throw slowDown(accountWait);
}

async function countFailure(db: Db, key: string, now: number): Promise<number> {
  const nowText = new Date(now).toISOString();
  const row = await readRow(db, key);
  const isFresh = !row || now - Date.parse(row.window_started_at) >= LOGIN_THROTTLE.windowMs;
  await db
    .insertInto('login_throttle')
    .values({ key, failures: 1, window_started_at: nowText, last_at: nowText })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet(
          isFresh
            ? { failures: 1, window_started_at: nowText, last_at: nowText }
            : (eb) => ({ failures: eb('login_throttle.failures', '+', 1), last_at: nowText }),
        ),
    )
    .execute();
  return isFresh ? 1 : (row?.failures ?? 0) + 1;
}

/**
 * Deletes rows that no longer hold anyone back: a count whose 15-minute window is over, a known
 * source not used for 30 days. Done on each sign-in's write, so no row (an email and an address)
 * is kept much past its use.
 */
async function pruneLoginThrottle(db: Db, now: number) {
  const windowStart = new Date(now - LOGIN_THROTTLE.windowMs).toISOString();
  const knownSince = new Date(now - LOGIN_THROTTLE.knownSourceMs).toISOString();
  await db
    .deleteFrom('login_throttle')
    .where((eb) =>
      eb.or([
        eb.and([eb('key', 'not like', 'known:%'), eb('window_started_at', '<=', windowStart)]),
        eb.and([eb('key', 'like', 'known:%'), eb('last_at', '<=', knownSince)]),
      ]),
    )
    .execute();
}

const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every row of an account (its email's counts and known sources, its second-step count), when it is deleted. */
export async function deleteLoginThrottleOf(db: Db, user: { id: string; email: string }) {
  await db
    .deleteFrom('login_throttle')
    .where((eb) =>
      eb.or([
        eb('key', 'in', [accountKey(user.email), secondStepKey(user.id)]),
        sql<boolean>`${sql.ref('key')} like ${likePrefix(`pair:${user.email}|`)} escape '\\'`,
        sql<boolean>`${sql.ref('key')} like ${likePrefix(`known:${user.email}|`)} escape '\\'`,
      ]),
    )
    .execute();
}

/** A wrong password: counts against this source and against the account. */
export async function recordLoginFailure(db: Db, email: string, ip: string, now = Date.now()) {
  await pruneLoginThrottle(db, now);
  await countFailure(db, pairKey(email, ip), now);
  await countFailure(db, accountKey(email), now);
}

/**
 * A right password: this source's count is cleared and it becomes a known source of the account.
 * The account-wide count stays, or the owner signing in would hand a guesser fresh free tries.
 */
export async function recordLoginSuccess(db: Db, email: string, ip: string, now = Date.now()) {
  const nowText = new Date(now).toISOString();
  await pruneLoginThrottle(db, now);
  await db.deleteFrom('login_throttle').where('key', '=', pairKey(email, ip)).execute();
  await db
    .insertInto('login_throttle')
    .values({ key: knownKey(email, ip), failures: 0, window_started_at: nowText, last_at: nowText })
    .onConflict((oc) => oc.column('key').doUpdateSet({ last_at: nowText }))
    .execute();
}

/**
 * Wrong second-step codes (issue 26, ASVS 6.3.1): counted per account across every challenge and
 * source, with the password rule's count — the account's first 10 in 15 minutes are free — then
 * the second step is locked for 30 s, 60 s, 2 min, … (at most 15 minutes) after each wrong one.
 * Whoever reaches this step knows the password, so no source is trusted, and the waits start long
 * enough to outlast a fresh password sign-in; only someone with the password can slow the owner's
 * second step down. About 60 guesses an hour instead of thousands.
 */
const secondStepKey = (userId: string) => `second-step:${userId}`;
export const SECOND_STEP_FIRST_WAIT_S = 30;

/** Refuses a code that comes too soon after wrong ones (checked before the code, right or not). */
export async function checkSecondStepThrottle(db: Db, userId: string, now = Date.now()) {
  const wait = waitSeconds(
    await readRow(db, secondStepKey(userId)),
    LOGIN_THROTTLE.accountFree,
    LOGIN_THROTTLE.pairMaxDelayS,
    now,
    SECOND_STEP_FIRST_WAIT_S,
  );
  if (wait > 0) throw slowDown(wait, 'codes');
}

/** A wrong second-step code; answers how many the account has had in this window. */
export function recordSecondStepFailure(db: Db, userId: string, now = Date.now()): Promise<number> {
  return countFailure(db, secondStepKey(userId), now);
}
