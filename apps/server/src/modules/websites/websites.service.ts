import { type Content, getPlan, parseContent } from '@mainstreet/site';
import type { AppContext } from '../../context';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { nowIso } from '../../lib/tokens';
import type { CurrentUser } from '../sessions/session.service';
import { countEdit, monthOf } from '../usage/usage.service';
import { runInSharedTransaction } from './save-batcher';
import { coverImageOf, presentWebsite, presentWebsiteSummary } from './websites.presenter';
import * as repo from './websites.repository';
import { MAX_CONTENT_BYTES, type UpdateBody } from './websites.schemas';

export const WEBSITE_NOT_FOUND = 'Website not found';

export async function listWebsites(ctx: AppContext, user: CurrentUser) {
  const rows = await repo.listUserWebsites(ctx.db, user.id);
  return rows.map(presentWebsiteSummary);
}

/** The requester's website, or a 404 that says nothing about whether it exists. */
export async function getOwnedWebsite(ctx: AppContext, who: repo.Requester, id: string) {
  const row = await repo.findOwnedWebsite(ctx.db, id, who);
  if (!row) throw notFound(WEBSITE_NOT_FOUND);
  return row;
}

export async function getWebsite(ctx: AppContext, who: repo.Requester, id: string) {
  return presentWebsite(await getOwnedWebsite(ctx, who, id));
}

/** Reads `If-Match: "3"` (or W/"3"); undefined when absent, 400 when unreadable. */
export function parseIfMatch(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === '' || header.trim() === '*') return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header);
  if (!match) throw badRequest('If-Match: must be the website version, like "3"');
  return Number(match[1]);
}

/** Checks content with the site engine's schema (and migrations); returns it with its stored JSON. */
function validateContent(raw: unknown): { content: Content; json: string } {
  const parsed = parseContent(raw);
  if (!parsed.ok) {
    throw badRequest(parsed.message.startsWith('content') ? parsed.message : `content.${parsed.message}`);
  }
  const json = JSON.stringify(parsed.content);
  if (Buffer.byteLength(json) > MAX_CONTENT_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'content: must be at most 2 MB');
  }
  return { content: parsed.content, json };
}

/**
 * Saves a name and/or content. Each save counts one edit of the plan's monthly quota; a save based
 * on a stale version is refused with 409 and the current website, so two tabs never overwrite
 * each other silently.
 */
export async function updateWebsite(
  ctx: AppContext,
  user: CurrentUser,
  id: string,
  body: UpdateBody,
  ifMatch?: string,
) {
  const owner = { userId: user.id, sessionId: null };
  const expectedVersion = body.version ?? parseIfMatch(ifMatch);
  if (body.name === undefined && body.content === undefined) throw badRequest('Nothing to Save');
  const validated = body.content === undefined ? undefined : validateContent(body.content);
  const content = validated?.content;
  const changes = {
    updated_at: nowIso(),
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(validated ? { content: validated.json, cover_image: coverImageOf(validated.content) } : {}),
  };
  const plan = getPlan(user.plan);
  const limit = plan.limits.editsPerMonth;
  const month = monthOf();
  const outcome = await runInSharedTransaction(ctx.db, async (trx) => {
    const saved = await repo.updateOwnedWebsite(trx, id, user.id, changes, expectedVersion, {
      withContent: !content,
      ...(limit === null ? {} : { editQuota: { month, limit } }),
    });
    if (saved) await countEdit({ db: trx }, user.id, month);
    return saved;
  });
  if (outcome) {
    return content
      ? { ...presentWebsiteSummary(outcome), content }
      : presentWebsite(outcome as repo.WebsiteRow);
  }
  // The rare path: say which refusal it was. Not theirs or gone is a 404 (getOwnedWebsite).
  const current = await getOwnedWebsite(ctx, owner, id);
  if (expectedVersion !== undefined && expectedVersion !== current.version) throw conflict(current);
  throw new AppError(
    'FORBIDDEN',
    `You have used all ${limit} edits of the ${plan.name} plan this month. Upgrade for more edits.`,
    { details: { limit, plan: plan.id } },
  );
}

function conflict(row: repo.WebsiteRow) {
  return new AppError(
    'CONFLICT',
    'This website was changed somewhere else (another tab or device). Reload it to get the latest version, then save again.',
    { details: { currentVersion: row.version, website: presentWebsite(row) } },
  );
}

export async function deleteWebsite(ctx: AppContext, user: CurrentUser, id: string) {
  await getOwnedWebsite(ctx, { userId: user.id, sessionId: null }, id);
  await repo.deleteWebsite(ctx.db, id);
  return { success: true, id };
}
