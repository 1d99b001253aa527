import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { addMs, hashToken, newToken, nowIso } from '../../lib/tokens';
import * as repo from './invitations.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export type NewInvitation = { token: string; path: string; email: string | null; expiresAt: string };

/** A single-use sign-up link for REGISTRATION=invite; only its hash is stored. */
export async function createInvitation(
  ctx: AppContext,
  adminId: string,
  options: { email?: string; days: number },
): Promise<NewInvitation> {
  const token = newToken(24);
  const email = options.email?.trim().toLowerCase() || null;
  const expiresAt = addMs(options.days * DAY_MS);
  await repo.insertInvitation(ctx.db, {
    id: hashToken(token),
    email,
    created_by: adminId,
    created_at: nowIso(),
    expires_at: expiresAt,
    used_at: null,
    used_by: null,
  });
  return { token, path: `/auth?invitation=${encodeURIComponent(token)}`, email, expiresAt };
}

export type InvitationState = 'open' | 'used' | 'expired';

/** The invitations an admin made, newest first, each open, used (by whom) or expired. */
export async function listInvitations(ctx: AppContext) {
  const now = nowIso();
  const rows = await repo.findInvitations(ctx.db, 200);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    state: (row.used_at ? 'used' : row.expires_at <= now ? 'expired' : 'open') as InvitationState,
    usedBy: row.used_by_email ?? null,
  }));
}

/** Withdraws an open or expired invitation: its link stops working at once. */
export async function withdrawInvitation(ctx: AppContext, id: string): Promise<void> {
  if (!(await repo.deleteUnusedInvitation(ctx.db, id)))
    throw new AppError('NOT_FOUND', 'No unused invitation with this id.');
}
