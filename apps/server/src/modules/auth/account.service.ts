import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';
import { nowIso } from '../../lib/tokens';
import { requireUser } from '../../plugins/request-context';
import { clearSessionCookies } from '../sessions/session.service';
import { limitAttempt } from './abuse';
import { findAccountLeftovers, removeAccountLeftovers } from './account-cleanup';
import { presentUser } from './auth.presenter';
import * as repo from './auth.repository';
import type { DeleteAccountBody } from './auth.schemas';
import { emailChangeMail } from './auth-mail';
import { mailLanguage } from './mail-language';
import { issueCode } from './one-time-codes';
import { verifyPassword } from './passwords';
import { sendCodeMail } from './send-mail';

async function loadCurrentUser(ctx: AppContext, request: FastifyRequest) {
  const current = requireUser(request);
  const user = await repo.findUserById(ctx.db, current.id);
  if (!user) throw new AppError('UNAUTHORIZED', 'Authentication required', sayable('signInRequired'));
  return user;
}

/**
 * Sends a confirmation code to the new address; the change happens when that code comes back
 * through verify-otp, so nobody can move an account to an address they do not read.
 */
async function startEmailChange(
  ctx: AppContext,
  request: FastifyRequest,
  user: repo.UserRow,
  newEmail: string,
  currentPassword: string | undefined,
) {
  if (newEmail === user.email)
    throw new AppError('BAD_REQUEST', 'That is already your email address.', sayable('emailSame'));
  await limitAttempt(ctx, 'account', request, user.email);
  // Whoever holds a session must still know the password to move the account (ASVS 3.7.1).
  if (user.password_hash) {
    if (!currentPassword) {
      throw new AppError(
        'BAD_REQUEST',
        'currentPassword: Enter your current password to change your email',
        sayable('currentPasswordRequired'),
      );
    }
    if (!(await verifyPassword(currentPassword, user.password_hash))) {
      throw new AppError(
        'BAD_REQUEST',
        'currentPassword: Current password is incorrect',
        sayable('currentPasswordIncorrect'),
      );
    }
  }
  if (await repo.findUserByEmail(ctx.db, newEmail)) {
    throw new AppError('CONFLICT', 'An account with this email already exists.', sayable('emailTaken'));
  }
  const code = await issueCode(ctx.db, user.id, 'email_change', newEmail);
  const language = await mailLanguage(ctx, request, user.id);
  await sendCodeMail(ctx, request, emailChangeMail(language, newEmail, code));
}

/** Saves names; a different email starts the confirmed email change (checked first: a refusal saves nothing). */
export async function updateProfile(
  ctx: AppContext,
  request: FastifyRequest,
  body: { firstName?: string; lastName?: string; email?: string; currentPassword?: string },
) {
  const user = await loadCurrentUser(ctx, request);
  const isEmailChange = Boolean(body.email && body.email !== user.email);
  if (body.email && isEmailChange) {
    await startEmailChange(ctx, request, user, body.email, body.currentPassword);
  }
  const names = {
    first_name: body.firstName ?? user.first_name,
    last_name: body.lastName ?? user.last_name,
  };
  await repo.updateUser(ctx.db, user.id, { ...names, updated_at: nowIso() });
  const updated = presentUser({ ...user, ...names });
  if (isEmailChange) {
    return {
      user: updated,
      message: `Profile updated. We sent a code to ${body.email} to confirm the new address.`,
      emailChangePending: true,
      pendingEmail: body.email,
    };
  }
  return { user: updated, message: 'Profile updated' };
}

export async function updateEmail(
  ctx: AppContext,
  request: FastifyRequest,
  body: { newEmail: string; currentPassword?: string },
) {
  const user = await loadCurrentUser(ctx, request);
  await startEmailChange(ctx, request, user, body.newEmail, body.currentPassword);
  return {
    message: `We sent a 6-character code to ${body.newEmail}. Enter it to confirm your new email address.`,
    email: body.newEmail,
  };
}

/** Deletes the account, its sessions and websites, after a typed confirmation and the password. */
export async function deleteAccount(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: DeleteAccountBody,
) {
  const user = await loadCurrentUser(ctx, request);
  await limitAttempt(ctx, 'account', request, user.email);
  const confirm = body.confirm.toLowerCase();
  if (confirm !== 'delete' && confirm !== user.email) {
    throw new AppError('BAD_REQUEST', 'confirm: Type DELETE to confirm', sayable('typeDelete'));
  }
  if (user.password_hash) {
    if (!body.password)
      throw new AppError(
        'BAD_REQUEST',
        'password: Enter your password to delete your account',
        sayable('passwordToDelete'),
      );
    if (!(await verifyPassword(body.password, user.password_hash))) {
      throw new AppError('BAD_REQUEST', 'Password is incorrect', sayable('passwordIncorrect'));
    }
  }
  const leftovers = await findAccountLeftovers(ctx, user.id);
  await repo.deleteUserAndData(ctx.db, user);
  try {
    await removeAccountLeftovers(ctx, leftovers);
  } catch (error) {
    // The account is gone and its pages are no longer served; files left here go with the sweep.
    request.log.error({ err: error }, 'account clean-up after deletion failed');
  }
  clearSessionCookies(reply);
  return { message: 'Your account and websites were deleted.' };
}
