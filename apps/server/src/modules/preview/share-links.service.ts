import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';
import { newId, nowIso } from '../../lib/tokens';
import type { Requester } from '../websites';
import { requireWebsite } from '../websites/require-website';
import { previewCacheFor } from './preview-cache';
import * as repo from './website-keys.repository';

export type ShareLink = { token: string; url: string };

export function previewUrl(base: string, token: string): string {
  return `${base}/preview/${encodeURIComponent(token)}`;
}

/** The requester's website: an account's, or a visitor's own unclaimed one (as before sign-up). */
async function ownWebsite(ctx: AppContext, who: Requester, websiteId: string) {
  if (!who.userId && !who.sessionId)
    throw new AppError('UNAUTHORIZED', 'Authentication required', sayable('signInRequired'));
  return requireWebsite(ctx, who, websiteId, { withContent: false });
}

/** A link that is off or replaced leaves no copy of the draft behind it. */
async function forgetRenderedPage(ctx: AppContext, websiteId: string) {
  previewCacheFor(ctx).forget(websiteId);
  await repo.deletePreviewPage(ctx.db, websiteId);
}

async function ensureKeysRow(ctx: AppContext, websiteId: string) {
  // 128 random bits, unrelated to the website id: knowing the key tells nothing else.
  await repo.insertKeysIfMissing(ctx.db, websiteId, newId(), nowIso());
  const row = await repo.findKeys(ctx.db, websiteId);
  if (!row) throw new Error('website keys row vanished');
  return row;
}

/** The key published contact forms post with; made on the first publish and kept after that. */
export async function ensureFormKey(ctx: AppContext, websiteId: string): Promise<string> {
  return (await ensureKeysRow(ctx, websiteId)).form_key;
}

/**
 * The owner's share link: the current one, or a new one when there is none (or `renew` asks for
 * it; the previous link then stops working at once).
 */
export async function ensureShareLink(
  ctx: AppContext,
  who: Requester,
  websiteId: string,
  base: string,
  renew: boolean,
): Promise<ShareLink> {
  const website = await ownWebsite(ctx, who, websiteId);
  await ensureKeysRow(ctx, website.id);
  if (renew) {
    await repo.replaceToken(ctx.db, website.id, newId(), nowIso());
    await forgetRenderedPage(ctx, website.id);
  } else await repo.setTokenIfNone(ctx.db, website.id, newId(), nowIso());
  const row = await repo.findKeys(ctx.db, website.id);
  if (!row?.share_token) throw new Error('share token was not stored');
  return { token: row.share_token, url: previewUrl(base, row.share_token) };
}

/** Turns the share link off: whoever has it gets "not found" from now on. */
export async function revokeShareLink(ctx: AppContext, who: Requester, websiteId: string) {
  const website = await ownWebsite(ctx, who, websiteId);
  await repo.replaceToken(ctx.db, website.id, null, nowIso());
  await forgetRenderedPage(ctx, website.id);
  return { message: 'The share link is turned off.' };
}
