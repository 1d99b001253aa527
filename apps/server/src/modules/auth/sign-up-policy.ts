import type { Insertable } from 'kysely';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import type { UsersTable } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';
import { hashToken, nowIso } from '../../lib/tokens';
import * as repo from './auth.repository';
import * as invitations from './invitations.repository';

export const SIGN_UPS_CLOSED = 'Sign-ups are closed on this server. Ask its operator for an account.';
export const INVITATION_NEEDED =
  'Sign-ups on this server are by invitation. Open the invitation link you were sent to create your account.';
const INVITATION_SPENT = 'This invitation has been used or has expired. Ask for a new one.';
const INVITATION_OTHER_EMAIL = 'This invitation is for another email address.';

/** Whether ADMIN_EMAILS names this address. */
export function isAdminEmail(config: Pick<Config, 'ADMIN_EMAILS'>, email: string): boolean {
  return config.ADMIN_EMAILS.includes(email.trim().toLowerCase());
}

/** What the start-up lines say about sign-ups. */
export function registrationLine(
  config: Pick<Config, 'REGISTRATION' | 'VISITOR_DRAFTS' | 'ADMIN_EMAILS'>,
): string {
  const admins = config.ADMIN_EMAILS.length
    ? ` Admins: ${config.ADMIN_EMAILS.join(', ')} (ADMIN_EMAILS).`
    : ' The first account made becomes the admin (or set ADMIN_EMAILS).';
  if (config.REGISTRATION === 'open') return `Sign-ups: open to anyone (REGISTRATION=open).${admins}`;
  const drafts = config.VISITOR_DRAFTS
    ? 'visitors may still try the generator (VISITOR_DRAFTS=true)'
    : 'visitors cannot try the generator without an account (VISITOR_DRAFTS=true allows it)';
  const who =
    config.REGISTRATION === 'invite'
      ? "by an admin's invitation only (REGISTRATION=invite)"
      : 'closed (REGISTRATION=closed)';
  return `Sign-ups: ${who}; ${drafts}.${admins}`;
}

/** Whether a visitor without an account may generate a site (trial drafts). */
export function mayVisitorsTry(config: Pick<Config, 'REGISTRATION' | 'VISITOR_DRAFTS'>): boolean {
  return config.REGISTRATION === 'open' || config.VISITOR_DRAFTS;
}

type NewAccount = Omit<Insertable<UsersTable>, 'is_admin' | 'suspended_at'>;

/**
 * Makes an account if REGISTRATION allows it (the first account of a fresh install and ADMIN_EMAILS
 * always may), spending the invitation it came with exactly once. Throws REGISTRATION_CLOSED with
 * what to do, or CONFLICT when the address is taken.
 */
export async function createAccount(
  ctx: AppContext,
  values: NewAccount,
  options: { invitation?: string } = {},
): Promise<repo.UserRow> {
  const isAdmin = isAdminEmail(ctx.config, values.email);
  const isFirst =
    !isAdmin &&
    (await invitations.countUsers(ctx.db)) === 0 &&
    (await invitations.insertFirstAccount(ctx.db, values));
  if (isFirst) return findCreated(ctx, values.id);
  let spent: string | null = null;
  if (!isAdmin && ctx.config.REGISTRATION !== 'open') {
    if (ctx.config.REGISTRATION === 'closed' || !options.invitation)
      throw new AppError(
        'REGISTRATION_CLOSED',
        ctx.config.REGISTRATION === 'closed' ? SIGN_UPS_CLOSED : INVITATION_NEEDED,
        sayable(ctx.config.REGISTRATION === 'closed' ? 'signUpsClosed' : 'invitationNeeded'),
      );
    spent = await spendInvitationFor(ctx, options.invitation, values.email);
  }
  try {
    await repo.insertUser(ctx.db, { ...values, is_admin: isAdmin ? 1 : 0 });
  } catch (error) {
    if (spent) await invitations.unspendInvitation(ctx.db, spent);
    throw error;
  }
  if (spent) await invitations.markInvitationUsedBy(ctx.db, spent, values.id);
  return findCreated(ctx, values.id);
}

async function findCreated(ctx: AppContext, id: string): Promise<repo.UserRow> {
  const user = await repo.findUserById(ctx.db, id);
  if (!user) throw new Error('the new account vanished');
  return user;
}

async function spendInvitationFor(ctx: AppContext, token: string, email: string): Promise<string> {
  const id = hashToken(token);
  const invitation = await invitations.findInvitation(ctx.db, id);
  if (invitation?.email && invitation.email !== email.toLowerCase())
    throw new AppError('REGISTRATION_CLOSED', INVITATION_OTHER_EMAIL, sayable('invitationOtherEmail'));
  if (!invitation || !(await invitations.spendInvitation(ctx.db, id, nowIso())))
    throw new AppError('REGISTRATION_CLOSED', INVITATION_SPENT, sayable('invitationSpent'));
  return id;
}
