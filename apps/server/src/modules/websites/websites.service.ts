import { getPlan } from '@mainstreet/site';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { readCacheFor } from '../../db/read-cache';
import { AppError, badRequest } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';
import { nowIso } from '../../lib/tokens';
import { isSelling, limitsOf } from '../billing/plan-limits';
import { discardSiteZips } from '../publish/zip-cache';
import type { CurrentUser } from '../sessions/session.service';
import {
  type EditSession,
  findEditSession,
  giveBackEdit,
  recordEditSession,
  takeEditForSave,
} from '../usage/edit-sessions';
import { accountOf, requireWebsite } from './require-website';
import { runInSharedTransaction } from './save-batcher';
import { type CheckedSave, NOTHING_TO_SAVE } from './save-body';
import { readStoredContent } from './stored-content';
import { presentWebsite, presentWebsiteBytes } from './websites.presenter';
import * as repo from './websites.repository';
import { hashWords } from './words-hash';

/**
 * The user's websites, newest first, as the JSON of `websiteListAnswer`. The dashboard asks for it
 * on every visit and an owner's sites change far less often, so with SQLite it is kept in memory
 * until one of them is written (read-cache.ts); PostgreSQL reads it each time.
 */
export async function listWebsitesJson(ctx: AppContext, user: CurrentUser): Promise<string> {
  const query = () => repo.listUserWebsitesJson(ctx.db, ctx.database.kind, user.id);
  const cache = readCacheFor<string>(ctx.db, 'website-list', LIST_CACHE);
  return (await (cache ? cache.read(user.id, query) : query())) ?? '[]';
}
/** Lists are keyed by owner; about 300 bytes a site, so 8 MB holds some 25,000 sites' entries. */
const LIST_CACHE = {
  table: 'websites',
  maxWeight: 8 * 1024 * 1024,
  weigh: (json: string) => json.length,
} as const;

/** The website as the editor opens it: stored content brought forward to the current version. */
export async function getWebsite(ctx: AppContext, who: repo.Requester, id: string) {
  const row = await requireWebsite(ctx, who, id);
  return presentWebsite(row, readStoredContent(row.content, 'opened'));
}

/** Reads `If-Match: "3"` (or W/"3"); undefined when absent, 400 when unreadable. */
export function parseIfMatch(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === '' || header.trim() === '*') return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header);
  if (!match) throw badRequest('If-Match: must be the website version, like "3"');
  return Number(match[1]);
}

/**
 * Saves a name and/or content. Each save counts one edit of the plan's monthly quota; a save based
 * on a stale version is refused with 409 and the current website, so two tabs never overwrite
 * each other silently. Answers the saved website as JSON bytes, with its new version.
 */
export async function updateWebsite(
  ctx: AppContext,
  user: CurrentUser,
  id: string,
  save: CheckedSave,
  ifMatch?: string,
): Promise<{ version: number; json: Buffer }> {
  const owner = accountOf(user.id);
  const expectedVersion = save.version ?? parseIfMatch(ifMatch);
  if (save.name === undefined && save.content === undefined)
    throw new AppError('BAD_REQUEST', NOTHING_TO_SAVE, sayable('nothingToSave'));
  const content = save.content && {
    bytes: Buffer.from(save.content.json.buffer, save.content.json.byteOffset, save.content.json.length),
    coverImage: save.content.coverImage,
  };
  const changes: repo.WebsiteSave = {
    updatedAt: nowIso(),
    ...(save.name !== undefined ? { name: save.name } : {}),
    ...(content ? { content } : {}),
  };
  const editLimit = limitsOf(ctx, user.plan).editsPerMonth;
  const now = new Date();
  const outcome = await runInSharedTransaction(ctx.db, async (trx) => {
    // The edit (when this save starts an editing session: edit-sessions.ts) is taken first, by one
    // conditional write on the user's counter (see consumeEdit): two saves racing for the last edit
    // — in this process or on another instance — can never both get it. A save that then does not
    // apply gives its edit back in the same transaction.
    const previous = await previousEditSession(trx, id);
    const decision = await takeEditForSave(
      trx,
      { userId: user.id, editLimit, wordsHash: save.content?.wordsHash, previous },
      now,
    );
    if (!decision) return 'quota' as const;
    const saved = await repo.updateOwnedWebsite(
      trx,
      ctx.database.kind,
      id,
      user.id,
      changes,
      expectedVersion,
    );
    if (!saved) await giveBackEdit(trx, user.id, decision, now);
    else await recordEditSession(trx, id, decision.session);
    return saved ?? ('refused' as const);
  });
  if (typeof outcome === 'object') {
    const stored = content?.bytes ?? Buffer.from((outcome as repo.WebsiteRow).content);
    return { version: outcome.version, json: presentWebsiteBytes(outcome, stored) };
  }
  // The rare path: say which refusal it was. Not theirs or gone is a 404 (requireWebsite).
  const current = await requireWebsite(ctx, owner, id);
  if (expectedVersion !== undefined && expectedVersion !== current.version) throw conflict(current);
  if (outcome === 'refused') throw conflict(current);
  const limit = editLimit;
  const plan = getPlan(user.plan);
  // A server that sells nothing has no plan to name or upgrade: the limit is the operator's.
  const message = isSelling(ctx)
    ? `You have used all ${limit} edits of the ${plan.name} plan this month. Upgrade for more edits.`
    : `You have used all ${limit} edits this server allows each month. They renew on the 1st.`;
  const params = { limit: limit ?? 0, plan: plan.name };
  throw new AppError(
    'EDIT_QUOTA',
    message,
    sayable(isSelling(ctx) ? 'editQuota' : 'editQuotaServer', params, { limit, plan: plan.id }),
  );
}

/**
 * The website's editing session. A website saved before sessions existed has none: its words are
 * fingerprinted from the stored content once, so even its first save that only places a picture
 * is free (a website that is not theirs or is gone has no row and is refused by the update).
 */
async function previousEditSession(db: Db, id: string): Promise<EditSession> {
  const found = await findEditSession(db, id);
  if (found) return found;
  const row = await db.selectFrom('websites').select('content').where('id', '=', id).executeTakeFirst();
  let words_hash: string | null = null;
  try {
    words_hash = row ? hashWords(readStoredContent(row.content)) : null;
  } catch {
    // Content that cannot be read is replaced by this save; its first save counts.
  }
  return { counted_at: null, words_hash };
}

function conflict(row: repo.WebsiteRow) {
  return new AppError(
    'STALE_VERSION',
    'This website was changed somewhere else (another tab or device). Reload it to get the latest version, then save again.',
    sayable('websiteStale', undefined, { currentVersion: row.version, website: presentWebsite(row) }),
  );
}

export async function deleteWebsite(ctx: AppContext, user: CurrentUser, id: string) {
  await requireWebsite(ctx, accountOf(user.id), id, { withContent: false });
  await repo.deleteWebsite(ctx.db, id);
  // Its built zips go with it (any missed here are swept with the next zip stored).
  await discardSiteZips(ctx, id);
  return { success: true, id };
}
