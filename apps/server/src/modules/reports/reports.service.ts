import type { SiteLanguage } from '@mainstreet/site';
import type { FastifyRequest } from 'fastify';
import { enforceRateLimit } from '../../adapters/rate-limit/rate-limiter';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { say } from '../../lib/mail-words';
import type { Said } from '../../lib/server-messages';
import { newId, nowIso } from '../../lib/tokens';
import { languageOfAddress } from '../auth/mail-language';
import { sendNoticeMail } from '../auth/send-mail';
import * as repo from './reports.repository';
import { REPORT_REASONS, type ReportBody } from './reports.schemas';

const TOO_MANY: Said = {
  message: 'You have sent several reports already. Please wait a while before sending another.',
  id: 'tooManyReports',
};

export function findReportedSite(ctx: AppContext, key: string) {
  return repo.findReportedSite(ctx.db, key);
}

/**
 * Keeps a visitor's report for the admin page and mails every admin. Limited per address (5 an
 * hour) and per site (30 a day), so the form cannot flood anyone's inbox.
 */
export async function receiveReport(ctx: AppContext, request: FastifyRequest, key: string, body: ReportBody) {
  const site = await repo.findReportedSite(ctx.db, key);
  if (!site) throw new AppError('NOT_FOUND', 'This site does not exist (any more).');
  await enforceRateLimit(ctx.rateLimiter, `report:ip:${request.ip}`, 5, 60 * 60 * 1000, TOO_MANY);
  await enforceRateLimit(ctx.rateLimiter, `report:site:${site.id}`, 30, 24 * 60 * 60 * 1000, TOO_MANY);
  const reason = REPORT_REASONS[body.reason];
  await repo.insertReport(ctx.db, {
    id: newId(),
    website_id: site.id,
    page: body.page ?? site.live_url ?? '',
    reason,
    details: body.details,
    reporter_email: body.email ?? null,
    created_at: nowIso(),
    resolved_at: null,
  });
  const admins = new Set([
    ...ctx.config.ADMIN_EMAILS,
    ...(await repo.findAdminEmails(ctx.db)).map((a) => a.email),
  ]);
  // Each operator reads it in their account's language; the visitor's words stay as written.
  const textIn = (language: SiteLanguage) =>
    [
      say(language, 'report.line1', {
        site: site.name,
        address: site.live_url ?? say(language, 'report.notPublished'),
        owner: site.owner_email ?? say(language, 'report.noOwner'),
      }),
      say(language, 'report.reason', { reason }),
      say(language, 'report.details', { details: body.details }),
      say(language, 'report.from', { from: body.email ?? say(language, 'report.noAddress') }),
      say(language, 'report.line2'),
    ].join('\n\n');
  for (const to of admins) {
    const language = await languageOfAddress(ctx, to);
    const text = textIn(language);
    await sendNoticeMail(ctx, request, {
      to,
      subject: say(language, 'report.subject', { site: site.name, reason }),
      text,
      html: `<p>${text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`).replaceAll('\n\n', '</p><p>')}</p>`,
    });
  }
}

export async function listReports(ctx: AppContext) {
  const rows = await repo.findReports(ctx.db, 200);
  return rows.map((row) => ({
    id: row.id,
    websiteId: row.website_id,
    site: row.name,
    address: row.live_url,
    owner: row.owner_email,
    reason: row.reason,
    details: row.details,
    reporterEmail: row.reporter_email,
    page: row.page,
    createdAt: row.created_at,
    resolvedAt: row.resolved_at,
  }));
}

/** An admin marks a report handled: after acting on it, or deciding nothing needs doing. */
export async function markReportHandled(ctx: AppContext, id: string) {
  if (!(await repo.resolveReport(ctx.db, id, nowIso())))
    throw new AppError('NOT_FOUND', 'No report with this id is waiting.');
}
