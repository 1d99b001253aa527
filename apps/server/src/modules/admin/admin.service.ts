import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../lib/app-error';
import { say } from '../../lib/mail-words';
import { newId, nowIso } from '../../lib/tokens';
import { deleteUserAndData } from '../auth';
import { findAccountLeftovers, removeAccountLeftovers } from '../auth/account-cleanup';
import { createInvitation, withdrawInvitation } from '../auth/invitations.service';
import { languageOfAddress } from '../auth/mail-language';
import { sendNoticeMail } from '../auth/send-mail';
import { isAdminEmail } from '../auth/sign-up-policy';
import { publicUrlOf } from '../publish/publish.service';
import { markReportHandled } from '../reports/reports.service';
import { deleteUserSessions } from '../sessions';
import * as repo from './admin.repository';
import type { AdminAccount } from './admin.schemas';

export type Admin = { id: string; email: string };

/** The signed-in admin, or a 404 as for any address that does not exist: admin calls are not advertised. */
export async function requireAdmin(ctx: AppContext, request: FastifyRequest): Promise<Admin> {
  const user = request.user;
  if (!user) throw notFound();
  const row = await repo.findAccount(ctx.db, user.id);
  if (!row || row.suspended_at || (row.is_admin !== 1 && !isAdminEmail(ctx.config, row.email)))
    throw notFound();
  return { id: row.id, email: row.email };
}

/** ADMIN_EMAILS' accounts are admins, those made before the address was listed too. */
export async function markAdminEmails(ctx: AppContext): Promise<void> {
  await repo.markAdmins(ctx.db, ctx.config.ADMIN_EMAILS);
}

async function record(
  ctx: AppContext,
  admin: Admin,
  action: string,
  target: string,
  reason: string | null = null,
) {
  await repo.insertAction(ctx.db, {
    id: newId(),
    admin_email: admin.email,
    action,
    target,
    reason,
    created_at: nowIso(),
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function listAccounts(ctx: AppContext, search: string, limit: number): Promise<AdminAccount[]> {
  const rows = await repo.findAccounts(ctx.db, search, limit);
  const since = new Date(Date.now() - 30 * DAY_MS).toISOString().slice(0, 10);
  const sites = await repo.findPublishedSites(
    ctx.db,
    rows.map((r) => r.id),
    since,
  );
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: `${row.first_name} ${row.last_name}`.trim(),
    plan: row.plan,
    isAdmin: row.is_admin === 1 || isAdminEmail(ctx.config, row.email),
    createdAt: row.created_at,
    lastSeenAt: (row.last_seen_at as string | null) ?? null,
    suspendedAt: row.suspended_at,
    siteCount: Number(row.site_count ?? 0),
    publishedSites: sites
      .filter((site) => site.user_id === row.id)
      .map((site) => ({
        websiteId: site.id,
        name: site.name,
        address: site.live_url ?? `/s/${site.slug}/`,
        visits30d: Number(site.views ?? 0),
        takenDown: site.takedown_reason ?? null,
      })),
  }));
}

async function targetAccount(ctx: AppContext, admin: Admin, id: string) {
  const account = await repo.findAccount(ctx.db, id);
  if (!account) throw new AppError('NOT_FOUND', 'No such account.');
  if (account.id === admin.id) throw new AppError('BAD_REQUEST', 'You cannot do this to your own account.');
  return account;
}

/** Stops whatever this instance serves from memory for the account's sites at once (others within a second). */
async function forgetServedSites(ctx: AppContext, userId: string) {
  for (const { slug } of await repo.findSlugsOf(ctx.db, userId)) ctx.hostedCache.forgetLive(slug);
}

/** Suspends an account: its sessions end, it cannot sign in, its sites answer "unavailable"; its data is kept. */
export async function suspendAccount(ctx: AppContext, admin: Admin, id: string, reason: string | null) {
  const account = await targetAccount(ctx, admin, id);
  await repo.setSuspended(ctx.db, id, nowIso());
  await deleteUserSessions(ctx.db, id);
  await forgetServedSites(ctx, id);
  await record(ctx, admin, 'suspended account', account.email, reason);
}

export async function restoreAccount(ctx: AppContext, admin: Admin, id: string) {
  const account = await targetAccount(ctx, admin, id);
  await repo.setSuspended(ctx.db, id, null);
  await forgetServedSites(ctx, id);
  await record(ctx, admin, 'restored account', account.email);
}

/** Deletes an account with everything it owns, as the owner's own deletion does. */
export async function deleteAccountByAdmin(
  ctx: AppContext,
  request: FastifyRequest,
  admin: Admin,
  id: string,
) {
  const account = await targetAccount(ctx, admin, id);
  await forgetServedSites(ctx, id);
  const leftovers = await findAccountLeftovers(ctx, id);
  await deleteUserAndData(ctx.db, account);
  await record(ctx, admin, 'deleted account', account.email);
  try {
    await removeAccountLeftovers(ctx, leftovers);
  } catch (error) {
    request.log.error({ err: error }, 'account clean-up after an admin deletion failed');
  }
}

/** Takes one site down (its pages answer "unavailable"; the owner sees the reason) or puts it back. */
export async function setSiteTakenDown(
  ctx: AppContext,
  request: FastifyRequest,
  admin: Admin,
  websiteId: string,
  reason: string | null,
) {
  const site = await repo.findWebsiteForAdmin(ctx.db, websiteId);
  if (!site) throw new AppError('NOT_FOUND', 'No such website.');
  await repo.setTakedown(ctx.db, websiteId, reason, nowIso());
  if (site.slug) ctx.hostedCache.forgetLive(site.slug);
  const target = `site "${site.name}"${site.email ? ` of ${site.email}` : ''}`;
  await record(ctx, admin, reason === null ? 'put site back' : 'took site down', target, reason);
  if (site.email && reason !== null) {
    // In the owner's language; the reason stays as the operator wrote it.
    const language = await languageOfAddress(ctx, site.email);
    const text = [
      say(language, 'takedown.line1', { site: site.name }),
      say(language, 'takedown.reason', { reason }),
      say(language, 'takedown.line2'),
    ].join('\n\n');
    await sendNoticeMail(ctx, request, {
      to: site.email,
      subject: say(language, 'takedown.subject', { site: site.name }),
      text,
      html: `<p>${escapeHtml(text).replaceAll('\n\n', '</p><p>')}</p>`,
    });
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function inviteSomeone(
  ctx: AppContext,
  request: FastifyRequest,
  admin: Admin,
  body: { email?: string; days?: number },
) {
  const invitation = await createInvitation(ctx, admin.id, { email: body.email, days: body.days ?? 7 });
  await record(ctx, admin, 'invited', invitation.email ?? 'anyone with the link');
  const origin = { protocol: request.protocol, host: request.host };
  return {
    url: `${publicUrlOf(ctx, origin)}${invitation.path}`,
    email: invitation.email,
    expiresAt: invitation.expiresAt,
  };
}

export async function listActions(ctx: AppContext) {
  const rows = await repo.findActions(ctx.db, 200);
  return rows.map((row) => ({
    id: row.id,
    admin: row.admin_email,
    action: row.action,
    target: row.target,
    reason: row.reason,
    createdAt: row.created_at,
  }));
}

/** Marks a report handled, recorded like every admin action. */
export async function handleReport(ctx: AppContext, admin: Admin, id: string) {
  await markReportHandled(ctx, id);
  await record(ctx, admin, 'handled report', id);
}

/** Withdraws an unused invitation: its link stops working. */
export async function withdrawInvitationByAdmin(ctx: AppContext, admin: Admin, id: string) {
  await withdrawInvitation(ctx, id);
  await record(ctx, admin, 'withdrew invitation', id.slice(0, 12));
}
