import type { SiteLanguage } from '@mainstreet/site';
import type { FastifyBaseLogger } from 'fastify';
import { enforceRateLimit } from '../../adapters/rate-limit/rate-limiter';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/tokens';
import { formatIssues } from '../../lib/validation-message';
import { languageOfStoredSite } from '../../lib/visitor-words';
import { THANK_YOU_PAGE } from '../publish/thank-you';
import { messageMailChoice } from '../settings/settings.service';
import { accountLanguage } from '../settings/stored-settings';
import { accountOf, requireWebsite } from '../websites/require-website';
import { contactMessageMail } from './contact-mail';
import * as repo from './forms.repository';
import { contactMessageBody } from './forms.schemas';

const PER_IP = { limit: 5, windowMs: 10 * 60 * 1000 };
const PER_SITE = { limit: 100, windowMs: 60 * 60 * 1000 };

/**
 * Takes a visitor's message for a site of an account, live here or exported with this server's
 * address (PUBLIC_URL) in its form: spam checks (honeypot, per-IP and per-site limits, sizes), then
 * stores it and emails the owner. Returns where the visitor goes back to; an exported page lives
 * elsewhere, so its visitors get no address (the route shows them a thank-you page instead).
 */
export async function receiveContactMessage(
  ctx: AppContext,
  log: FastifyBaseLogger,
  input: { formKey: string; ip: string; body: unknown },
): Promise<{ siteUrl: string; thankYouUrl?: string; language: SiteLanguage }> {
  const website = await repo.findWebsiteByFormKey(ctx.db, input.formKey);
  // A form key leaves the server only in a published or exported page's form, so a key that
  // exists was handed out by its owner; the site's draft id never opens it.
  if (!website) throw new AppError('NOT_FOUND', 'This site is not accepting messages right now.');
  const language = languageOfStoredSite(website.content);
  const isLive = Boolean(website.live_url) && website.status === 'live';
  // An exported copy's own address is unknown here; the owner knows the site by its name.
  const siteUrl = isLive && website.live_url ? website.live_url : '';
  const base = siteUrl.split('#')[0].split('?')[0];
  // Built-in hosting adds the note to the page itself; Netlify serves the page made for it.
  const thankYouUrl = !isLive
    ? undefined
    : website.netlifySiteUrl && website.netlifySiteUrl === siteUrl
      ? `${base.replace(/\/?$/, '/')}${THANK_YOU_PAGE}#contact`
      : `${base}?sent=1#contact`;
  const raw = (input.body ?? {}) as Record<string, unknown>;
  // A filled honeypot is a bot: it gets the same answer as a person, and nothing is kept.
  if (typeof raw.website === 'string' && raw.website.trim() !== '') return { siteUrl, thankYouUrl, language };
  await enforceRateLimit(ctx.rateLimiter, `form-ip:${input.ip}`, PER_IP.limit, PER_IP.windowMs, {
    message: 'You have sent several messages already. Please wait a few minutes and try again.',
    id: 'formTooManyFromYou',
  });
  await enforceRateLimit(ctx.rateLimiter, `form-site:${website.id}`, PER_SITE.limit, PER_SITE.windowMs, {
    message: 'This site has received many messages recently. Please try again later.',
    id: 'formTooManyForSite',
  });
  const parsed = contactMessageBody.safeParse(raw);
  if (!parsed.success) {
    // The field goes with the refusal: the page for a visitor says which, in the site's language.
    const field = String(parsed.error.issues[0]?.path[0] ?? '');
    throw new AppError('BAD_REQUEST', formatIssues(parsed.error.issues), { details: { field } });
  }
  const message = { ...parsed.data, id: newId(), createdAt: nowIso() };
  // The owner decides in Settings whether a message also arrives by email, alone or in the daily
  // digest (message-digest.ts); it is kept either way.
  const mailChoice = await messageMailChoice(ctx, website.ownerId);
  await repo.insertMessage(ctx.db, {
    id: message.id,
    website_id: website.id,
    name: message.name,
    email: message.email,
    message: message.message,
    created_at: message.createdAt,
    mailed_at: mailChoice === 'each' ? message.createdAt : null,
  });
  if (mailChoice !== 'each') return { siteUrl, thankYouUrl, language };
  // In the owner's language (the visitor's browser says nothing about it); English until chosen.
  const ownerLanguage = (await accountLanguage(ctx.db, website.ownerId)) ?? 'en';
  try {
    await ctx.mail.send(contactMessageMail(ownerLanguage, website, siteUrl, message));
  } catch (error) {
    // The message is stored and listed in the dashboard; a mail failure must not lose it.
    log.error({ err: error, websiteId: website.id }, 'contact message email failed');
  }
  return { siteUrl, thankYouUrl, language };
}

/** The language of the site a form key belongs to, for the pages its visitors see; none for an unknown key. */
export async function formSiteLanguage(ctx: AppContext, formKey: string): Promise<SiteLanguage | undefined> {
  const website = await repo.findWebsiteByFormKey(ctx.db, formKey);
  return website ? languageOfStoredSite(website.content) : undefined;
}

export async function listContactMessages(ctx: AppContext, userId: string, websiteId: string) {
  const website = await requireWebsite(ctx, accountOf(userId), websiteId, { withContent: false });
  const rows = await repo.listMessages(ctx.db, website.id, 500);
  return {
    messages: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      message: row.message,
      createdAt: row.created_at,
      isNew: row.read_at === null,
    })),
  };
}

/** Unread messages per site of the account, for the site cards and the dashboard. */
export async function countNewMessages(ctx: AppContext, userId: string) {
  const rows = await repo.countNewMessages(ctx.db, userId);
  const sites = rows.map((row) => ({ websiteId: row.websiteId, count: Number(row.count) }));
  return { sites, total: sites.reduce((sum, site) => sum + site.count, 0) };
}

/** The owner has opened the site's messages: those received until now are no longer new. */
export async function markMessagesRead(ctx: AppContext, userId: string, websiteId: string) {
  const website = await requireWebsite(ctx, accountOf(userId), websiteId, { withContent: false });
  return { marked: await repo.markMessagesRead(ctx.db, website.id, nowIso()) };
}
