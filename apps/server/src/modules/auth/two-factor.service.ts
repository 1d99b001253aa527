import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';
import { hashToken, lifetime, newId, newToken, nowIso } from '../../lib/tokens';
import { requireUser } from '../../plugins/request-context';
import { limitAttempt } from './abuse';
import * as repo from './auth.repository';
import { secondStepFailuresMail } from './auth-mail';
import { checkSecondStepThrottle, LOGIN_THROTTLE, recordSecondStepFailure } from './login-throttle';
import { mailLanguage } from './mail-language';
import { verifyPassword } from './passwords';
import { sendNoticeMail } from './send-mail';
import * as store from './two-factor.repository';
import { describeSecret, matchTotpStep, newTotpSecret, openSecret, sealSecret } from './two-factor-secret';

export const RECOVERY_CODE_COUNT = 10;
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const CHALLENGE_MAX_ATTEMPTS = 5;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `abcde-fghjk`: ten characters (about 49 bits), no look-alikes (0/o, 1/l/i). */
function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

const recoveryHash = (code: string) => hashToken(`recovery:${code.toLowerCase().replace(/[\s-]/g, '')}`);

export async function isTwoFactorEnabled(ctx: AppContext, userId: string): Promise<boolean> {
  return Boolean((await store.findTwoFactor(ctx.db, userId))?.enabled_at);
}

/** A 6-digit code from the app (each once) or an unused recovery code; true when it is good. */
export async function checkSecondFactor(ctx: AppContext, userId: string, code: string): Promise<boolean> {
  const row = await store.findTwoFactor(ctx.db, userId);
  if (!row?.enabled_at) return false;
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) {
    const secret = openSecret(ctx.config, row.secret_ciphertext);
    const step = secret ? matchTotpStep(secret, trimmed) : null;
    return step !== null && (await store.claimStep(ctx.db, userId, step));
  }
  return store.useRecoveryCode(ctx.db, userId, recoveryHash(trimmed));
}

async function loadUser(ctx: AppContext, request: FastifyRequest) {
  const user = await repo.findUserById(ctx.db, requireUser(request).id);
  if (!user) throw new AppError('UNAUTHORIZED', 'Authentication required', sayable('signInRequired'));
  return user;
}

async function requirePassword(user: repo.UserRow, password: string | undefined) {
  if (!user.password_hash) return;
  if (!password)
    throw new AppError(
      'BAD_REQUEST',
      'password: Enter your password to continue',
      sayable('passwordToContinue'),
    );
  if (!(await verifyPassword(password, user.password_hash))) {
    throw new AppError('BAD_REQUEST', 'password: Password is incorrect', sayable('passwordIncorrect'));
  }
}

/** Step 1 of turning it on: a new secret (kept encrypted, not yet active) and its QR code. */
export async function startTwoFactorSetup(
  ctx: AppContext,
  request: FastifyRequest,
  body: { password?: string },
) {
  const user = await loadUser(ctx, request);
  await limitAttempt(ctx, 'account', request, user.email);
  if (await isTwoFactorEnabled(ctx, user.id))
    throw new AppError('CONFLICT', 'Two-step sign-in is already on.', sayable('twoFactorAlreadyOn'));
  await requirePassword(user, body.password);
  const secret = newTotpSecret();
  await store.savePendingSecret(ctx.db, user.id, sealSecret(ctx.config, secret), nowIso());
  return {
    ...(await describeSecret(secret, user.email)),
    message: 'Scan the QR code with your authenticator app, then enter the 6-digit code it shows.',
  };
}

/** Step 2: the first code proves the app has the secret; answers the recovery codes, shown once. */
export async function confirmTwoFactorSetup(
  ctx: AppContext,
  request: FastifyRequest,
  body: { code: string },
) {
  const user = await loadUser(ctx, request);
  await limitAttempt(ctx, 'code', request, user.email);
  const row = await store.findTwoFactor(ctx.db, user.id);
  if (!row)
    throw new AppError(
      'BAD_REQUEST',
      'Start the two-step sign-in setup first.',
      sayable('twoFactorStartFirst'),
    );
  if (row.enabled_at)
    throw new AppError('CONFLICT', 'Two-step sign-in is already on.', sayable('twoFactorAlreadyOn'));
  const secret = openSecret(ctx.config, row.secret_ciphertext);
  const step = secret ? matchTotpStep(secret, body.code) : null;
  if (step === null) {
    throw new AppError(
      'BAD_REQUEST',
      'code: That code is not right. Check the time on your phone and try again.',
      sayable('twoFactorCodeCheckTime'),
    );
  }
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = recoveryCodes.map((code) => ({ id: newId(), hash: recoveryHash(code) }));
  await store.enableTwoFactor(ctx.db, user.id, step, hashes, nowIso());
  return {
    message: 'Two-step sign-in is on. Keep these recovery codes somewhere safe: each works once.',
    recoveryCodes,
  };
}

/** Turning it off needs the password or a current code (or a recovery code). */
export async function turnOffTwoFactor(
  ctx: AppContext,
  request: FastifyRequest,
  body: { password?: string; code?: string },
) {
  const user = await loadUser(ctx, request);
  await limitAttempt(ctx, 'account', request, user.email);
  if (!(await isTwoFactorEnabled(ctx, user.id))) {
    await store.disableTwoFactor(ctx.db, user.id);
    return { message: 'Two-step sign-in is off.' };
  }
  if (body.code) {
    if (!(await checkSecondFactor(ctx, user.id, body.code))) {
      throw new AppError('BAD_REQUEST', 'code: That code is not right.', sayable('twoFactorCodeWrong'));
    }
  } else if (user.password_hash) {
    await requirePassword(user, body.password);
  } else {
    throw new AppError(
      'BAD_REQUEST',
      'code: Enter a code from your authenticator app',
      sayable('twoFactorCodeRequired'),
    );
  }
  await store.disableTwoFactor(ctx.db, user.id);
  return { message: 'Two-step sign-in is off.' };
}

export async function twoFactorStatus(ctx: AppContext, request: FastifyRequest) {
  const userId = requireUser(request).id;
  const isEnabled = await isTwoFactorEnabled(ctx, userId);
  return {
    isEnabled,
    recoveryCodesLeft: isEnabled ? await store.countRecoveryCodes(ctx.db, userId) : 0,
  };
}

/** After a right password: a short-lived token that the second step trades for a session. */
export async function issueLoginChallenge(ctx: AppContext, userId: string): Promise<string> {
  const token = newToken();
  await store.insertChallenge(ctx.db, {
    id: hashToken(token),
    userId,
    // One reading of the clock: the lifetime is exactly the TTL, not a millisecond more.
    ...lifetime(CHALLENGE_TTL_MS),
  });
  return token;
}

const EXPIRED_CHALLENGE = 'twoFactorToken: This sign-in has expired. Please sign in again.';

/**
 * The user id of a challenge whose second factor is right (the challenge is then used up). Wrong
 * codes count against the account across challenges and sources (login-throttle.ts); the owner is
 * mailed when they reach the free count.
 */
export async function passLoginChallenge(
  ctx: AppContext,
  request: FastifyRequest,
  token: string,
  code: string,
): Promise<string> {
  const id = hashToken(token);
  const challenge = await store.findChallenge(ctx.db, id);
  // Before the challenge's own tries are spent: a code sent while the account waits is not looked at.
  if (challenge) await checkSecondStepThrottle(ctx.db, challenge.user_id);
  const row = await store.spendChallengeAttempt(ctx.db, id, CHALLENGE_MAX_ATTEMPTS, nowIso());
  if (!row) throw new AppError('BAD_REQUEST', EXPIRED_CHALLENGE, sayable('signInExpired'));
  if (!(await checkSecondFactor(ctx, row.user_id, code))) {
    const failures = await recordSecondStepFailure(ctx.db, row.user_id);
    if (failures === LOGIN_THROTTLE.accountFree) await tellOwner(ctx, request, row.user_id, failures);
    throw new AppError(
      'BAD_REQUEST',
      'code: That code is not right. Enter the current code from your app.',
      sayable('twoFactorCodeCurrent'),
    );
  }
  if (!(await store.takeChallenge(ctx.db, id)))
    throw new AppError('BAD_REQUEST', EXPIRED_CHALLENGE, sayable('signInExpired'));
  return row.user_id;
}

async function tellOwner(ctx: AppContext, request: FastifyRequest, userId: string, failures: number) {
  const user = await repo.findUserById(ctx.db, userId);
  if (!user) return;
  const language = await mailLanguage(ctx, request, user.id);
  await sendNoticeMail(ctx, request, secondStepFailuresMail(language, user.email, failures));
}
