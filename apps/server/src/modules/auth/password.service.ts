import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';
import { hashToken, lifetime, newToken, nowIso } from '../../lib/tokens';
import { requireUser } from '../../plugins/request-context';
import { endOtherSessions, rotateSession } from '../sessions/session.service';
import { checkHuman, limitAttempt } from './abuse';
import * as repo from './auth.repository';
import { INVALID_CODE } from './auth.service';
import { passwordChangedNoticeMail, resetCodeMail } from './auth-mail';
import { mailLanguage } from './mail-language';
import { issueCode, redeemCode } from './one-time-codes';
import { hashPassword, verifyPassword } from './passwords';
import { sendCodeMail, sendNoticeMail } from './send-mail';

export const RESET_TOKEN_TTL_MS = 15 * 60 * 1000;
const INVALID_RESET_TOKEN = 'Invalid or expired reset link. Please request a new code.';

/** Emails a reset code when the account exists; the answer is the same either way. */
export async function requestPasswordReset(
  ctx: AppContext,
  request: FastifyRequest,
  body: { email: string; recaptchaToken?: string },
) {
  await limitAttempt(ctx, 'forgot', request, body.email);
  await checkHuman(ctx.botCheck, body.recaptchaToken, request);
  const user = await repo.findUserByEmail(ctx.db, body.email);
  if (user) {
    const code = await issueCode(ctx.db, user.id, 'reset', user.email);
    const language = await mailLanguage(ctx, request, user.id);
    await sendCodeMail(ctx, request, resetCodeMail(language, user.email, code));
  }
  return { message: 'If an account exists for this email, we sent a 6-character reset code to it.' };
}

/** Step 1: trades a valid reset code for a single-use reset token (15 minutes). */
export async function verifyResetCode(
  ctx: AppContext,
  request: FastifyRequest,
  body: { email: string; otp: string; recaptchaToken?: string },
) {
  await limitAttempt(ctx, 'code', request, body.email);
  await checkHuman(ctx.botCheck, body.recaptchaToken, request);
  const row = await redeemCode(ctx.db, body.email, ['reset'], body.otp);
  if (!row) throw new AppError('BAD_REQUEST', INVALID_CODE, sayable('invalidCode'));
  const resetToken = newToken();
  await repo.replaceResetToken(ctx.db, {
    id: hashToken(resetToken),
    userId: row.user_id,
    // One reading of the clock: the lifetime is exactly the TTL, not a millisecond more.
    ...lifetime(RESET_TOKEN_TTL_MS),
  });
  return { resetToken, message: 'Code verified. Choose a new password.' };
}

/** Step 2: sets the new password and signs the account out everywhere. */
export async function resetPassword(
  ctx: AppContext,
  request: FastifyRequest,
  body: { email: string; resetToken: string; password: string },
) {
  await limitAttempt(ctx, 'code', request, body.email);
  const row = await repo.takeResetToken(ctx.db, hashToken(body.resetToken), body.email);
  if (!row || row.expires_at <= nowIso())
    throw new AppError('BAD_REQUEST', INVALID_RESET_TOKEN, sayable('invalidResetLink'));
  const user = await repo.findUserById(ctx.db, row.user_id);
  if (!user || user.email !== body.email)
    throw new AppError('BAD_REQUEST', INVALID_RESET_TOKEN, sayable('invalidResetLink'));
  // Receiving the code proved the address, so the account counts as verified from here on.
  await repo.updateUser(ctx.db, user.id, {
    password_hash: await hashPassword(body.password),
    is_verified: 1,
    updated_at: nowIso(),
  });
  await endOtherSessions(ctx.db, user.id);
  await repo.deleteCodes(ctx.db, user.id, 'reset');
  await sendNoticeMail(
    ctx,
    request,
    passwordChangedNoticeMail(await mailLanguage(ctx, request, user.id), user.email),
  );
  return { message: 'Password reset successful. You can sign in with your new password.' };
}

/**
 * Changes the password after checking the current one; every other session ends and this one
 * continues under a new id (a copied cookie stops working).
 */
export async function changePassword(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: { currentPassword: string; newPassword: string },
) {
  const current = requireUser(request);
  await limitAttempt(ctx, 'account', request, current.email);
  const user = await repo.findUserById(ctx.db, current.id);
  if (!user) throw new AppError('UNAUTHORIZED', 'Authentication required', sayable('signInRequired'));
  if (!user.password_hash) {
    throw new AppError(
      'BAD_REQUEST',
      'Your account has no password yet. Use "Forgot password" to set one.',
      sayable('noPasswordYet'),
    );
  }
  if (!(await verifyPassword(body.currentPassword, user.password_hash))) {
    throw new AppError('BAD_REQUEST', 'Current password is incorrect', sayable('currentPasswordIncorrect'));
  }
  await repo.updateUser(ctx.db, user.id, {
    password_hash: await hashPassword(body.newPassword),
    updated_at: nowIso(),
  });
  await endOtherSessions(ctx.db, user.id, request.sessionId ?? undefined);
  await rotateSession(ctx.db, ctx.config, request, reply, user.id);
  await sendNoticeMail(
    ctx,
    request,
    passwordChangedNoticeMail(await mailLanguage(ctx, request, user.id), user.email),
  );
  return { message: 'Password changed successfully' };
}
