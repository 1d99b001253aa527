import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';
import {
  findOwnedWebsite,
  type Requester,
  type WebsiteRow,
  type WebsiteSummaryRow,
} from './websites.repository';

export const WEBSITE_NOT_FOUND = 'Website not found';

/**
 * The requester's website, or a 404 that says nothing about whether it exists. Every module
 * (editor, publish, Netlify, forms, billing, export, share links) reaches a website someone owns
 * through here, so "owns" has one meaning: the account's, or an anonymous session's while nobody
 * has claimed it. A requester with neither finds nothing.
 */
export async function requireWebsite(ctx: AppContext, who: Requester, id: string): Promise<WebsiteRow>;
export async function requireWebsite(
  ctx: AppContext,
  who: Requester,
  id: string,
  options: { withContent: false },
): Promise<WebsiteSummaryRow>;
export async function requireWebsite(
  ctx: AppContext,
  who: Requester,
  id: string,
  options?: { withContent: false },
): Promise<WebsiteRow | WebsiteSummaryRow> {
  const row = options
    ? await findOwnedWebsite(ctx.db, id, who, options)
    : await findOwnedWebsite(ctx.db, id, who);
  if (!row) throw new AppError('NOT_FOUND', WEBSITE_NOT_FOUND, sayable('websiteNotFound'));
  return row;
}

/** Who a signed-in user is, as a requester: their account only, never a session's sites. */
export function accountOf(userId: string): Requester {
  return { userId, sessionId: null };
}
