import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';
import { newId, nowIso } from '../../lib/tokens';
import { endSession, startSession } from '../sessions/session.service';
import { checkHuman, limitAttempt } from './abuse';
import { type PresentedUser, presentUser } from './auth.presenter';
import * as repo from './auth.repository';
import type { LoginBody, RegisterBody } from './auth.schemas';
import { emailChangedNoticeMail, verificationMail } from './auth-mail';
import { claimAnonymousWebsites } from './claim-websites';
import { checkLoginThrottle, recordLoginFailure, recordLoginSuccess } from './login-throttle';
import { mailLanguage } from './mail-language';
import { issueCode, redeemCode } from './one-time-codes';
import { hashPassword, verifyPassword } from './passwords';
import { sendCodeMail, sendNoticeMail } from './send-mail';
import { createAccount } from './sign-up-policy';
import { issueLoginChallenge, isTwoFactorEnabled, passLoginChallenge } from './two-factor.service';

export type SignInAnswer =
  | { user: PresentedUser; message: string }
  | { message: string; requiresVerification: true; email: string }
  | { message: string; requiresTwoFactor: true; twoFactorToken: string; email: string };

export const INVALID_CODE = 'Invalid or expired code';
export const ACCOUNT_SUSPENDED =
  'This account is suspended by the operator of this server. Its sites and data are kept; contact the operator.';
const ACCOUNT_EXISTS = 'An account with this email already exists. Please sign in instead.';

/** SQLite and PostgreSQL report a broken unique constraint differently. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Starts a fresh session (ending the one this browser had) and claims its anonymous websites. */
export async function signIn(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: repo.UserRow,
): Promise<PresentedUser> {
  if (user.suspended_at) throw new AppError('FORBIDDEN', ACCOUNT_SUSPENDED, sayable('accountSuspended'));
  // A new token on every sign-in: a session id planted before sign-in is worth nothing after.
  if (request.sessionId) await endSession(ctx.db, request, reply);
  await startSession(ctx.db, ctx.config, request, reply, user.id);
  await claimAnonymousWebsites(ctx, request, reply, user);
  return presentUser(user);
}

async function sendVerificationCode(
  ctx: AppContext,
  request: FastifyRequest,
  user: repo.UserRow,
): Promise<SignInAnswer> {
  const code = await issueCode(ctx.db, user.id, 'verify', user.email);
  const language = await mailLanguage(ctx, request, user.id);
  await sendCodeMail(ctx, request, verificationMail(language, user.email, code));
  return {
    message: 'We sent a 6-character code to your email. Enter it to continue.',
    requiresVerification: true,
    email: user.email,
  };
}

export async function registerAccount(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: RegisterBody,
): Promise<SignInAnswer> {
  await limitAttempt(ctx, 'register', request, body.email);
  await checkHuman(ctx.botCheck, body.recaptchaToken, request);
  if (await repo.findUserByEmail(ctx.db, body.email))
    throw new AppError('CONFLICT', ACCOUNT_EXISTS, sayable('accountExists'));
  const now = nowIso();
  let user: repo.UserRow;
  try {
    user = await createAccount(
      ctx,
      {
        id: newId(),
        email: body.email,
        password_hash: await hashPassword(body.password),
        first_name: body.firstName,
        last_name: body.lastName,
        plan: 'starter',
        is_verified: ctx.config.REQUIRE_EMAIL_VERIFICATION ? 0 : 1,
        created_at: now,
        updated_at: now,
      },
      { invitation: body.invitation },
    );
  } catch (error) {
    // Two registrations of one address at once: the database's unique index decides.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', ACCOUNT_EXISTS, sayable('accountExists'));
    throw error;
  }
  if (ctx.config.REQUIRE_EMAIL_VERIFICATION) return sendVerificationCode(ctx, request, user);
  return { user: await signIn(ctx, request, reply, user), message: 'Account created' };
}

export async function logIn(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: LoginBody,
): Promise<SignInAnswer> {
  // Per source only: a per-account hard limit would let anyone lock the owner out (login-throttle).
  await limitAttempt(ctx, 'login', request);
  await checkHuman(ctx.botCheck, body.recaptchaToken, request);
  const user = await repo.findUserByEmail(ctx.db, body.email);
  if (!user) {
    throw new AppError(
      'ACCOUNT_NOT_FOUND',
      'No account found with this email. Please create an account first.',
      sayable('accountNotFound'),
    );
  }
  const attempt = { email: user.email, ip: request.ip, hasHumanToken: Boolean(body.recaptchaToken) };
  await checkLoginThrottle(ctx.db, ctx.botCheck, attempt);
  if (!(await verifyPassword(body.password, user.password_hash))) {
    await recordLoginFailure(ctx.db, user.email, request.ip);
    throw new AppError('UNAUTHORIZED', 'Invalid credentials', sayable('invalidCredentials'));
  }
  await recordLoginSuccess(ctx.db, user.email, request.ip);
  if (user.suspended_at) throw new AppError('FORBIDDEN', ACCOUNT_SUSPENDED, sayable('accountSuspended'));
  if (ctx.config.REQUIRE_EMAIL_VERIFICATION && user.is_verified !== 1)
    return sendVerificationCode(ctx, request, user);
  if (await isTwoFactorEnabled(ctx, user.id)) {
    // No session yet: the second step trades this token and a code for one.
    return {
      message: 'Enter the 6-digit code from your authenticator app.',
      requiresTwoFactor: true,
      twoFactorToken: await issueLoginChallenge(ctx, user.id),
      email: user.email,
    };
  }
  return { user: await signIn(ctx, request, reply, user), message: 'Welcome back!' };
}

/** The second step of signing in with two-step sign-in on: a code from the app or a recovery code. */
export async function verifyTwoFactor(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: { twoFactorToken: string; code: string },
) {
  await limitAttempt(ctx, 'code', request);
  const userId = await passLoginChallenge(ctx, request, body.twoFactorToken, body.code);
  const user = await repo.findUserById(ctx.db, userId);
  if (!user)
    throw new AppError(
      'BAD_REQUEST',
      'twoFactorToken: This sign-in has expired. Please sign in again.',
      sayable('signInExpired'),
    );
  return { user: await signIn(ctx, request, reply, user), message: 'Welcome back!' };
}

/**
 * Checks a code sent to an address: a sign-up verification code signs the user in; an
 * email-change code moves the account to the new address.
 */
export async function verifyOtp(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: { email: string; code: string },
) {
  await limitAttempt(ctx, 'code', request, body.email);
  const row = await redeemCode(ctx.db, body.email, ['verify', 'email_change'], body.code);
  if (!row) throw new AppError('BAD_REQUEST', INVALID_CODE, sayable('invalidCode'));
  const user = await repo.findUserById(ctx.db, row.user_id);
  if (!user) throw new AppError('BAD_REQUEST', INVALID_CODE, sayable('invalidCode'));
  if (row.purpose === 'verify') {
    await repo.updateUser(ctx.db, user.id, { is_verified: 1, updated_at: nowIso() });
    const verified = { ...user, is_verified: 1 };
    return { user: await signIn(ctx, request, reply, verified), message: 'Email verified' };
  }
  return confirmEmailChange(ctx, request, user, row.email);
}

async function confirmEmailChange(
  ctx: AppContext,
  request: FastifyRequest,
  user: repo.UserRow,
  newEmail: string,
) {
  try {
    await repo.updateUser(ctx.db, user.id, { email: newEmail, is_verified: 1, updated_at: nowIso() });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', 'Another account uses this email now.', sayable('emailTakenNow'));
    throw error;
  }
  const language = await mailLanguage(ctx, request, user.id);
  await sendNoticeMail(ctx, request, emailChangedNoticeMail(language, user.email, newEmail));
  return { user: presentUser({ ...user, email: newEmail, is_verified: 1 }), message: 'Email updated' };
}
