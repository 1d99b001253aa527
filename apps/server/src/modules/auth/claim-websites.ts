import { getPlan } from '@mainstreet/site';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';
import { nowIso } from '../../lib/tokens';
import { isSelling, limitsOf } from '../billing/plan-limits';
import { discardSiteZips } from '../publish/zip-cache';
import { readAnonymousSession } from '../sessions/session.service';
import * as repo from '../websites';

/**
 * The trial draft the visitor acted on (Edit, Download, Launch, or the one open when they signed
 * up): the web app names it in this cookie, which also travels through a social sign-in's redirects.
 */
export const CLAIM_COOKIE = 'ms_claim';

/** A trial draft of this browser, offered after sign-up ("keep these too?"). */
export type TrialDraft = { id: string; name: string; createdAt: string };

async function roomFor(ctx: AppContext, user: { id: string; plan: string }): Promise<number> {
  const limit = limitsOf(ctx, user.plan).websites;
  if (limit === null) return Number.MAX_SAFE_INTEGER;
  return limit - (await repo.countUserWebsites(ctx.db, user.id));
}

async function assign(ctx: AppContext, ids: string[], userId: string, sessionId: string): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await repo.assignWebsites(ctx.db, ids, userId, sessionId, nowIso());
  return result.reduce((sum, r) => sum + Number(r.numUpdatedRows), 0);
}

/**
 * At sign-in: moves the one trial draft the visitor acted on into the account (the cookie's, or
 * else the newest), if the plan has room. The others stay this browser's, offered to keep; only
 * kept ones count against the site limit. Returns how many were claimed.
 */
export async function claimAnonymousWebsites(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: string; plan: string },
): Promise<number> {
  const chosen = request.cookies[CLAIM_COOKIE];
  if (chosen) reply.clearCookie(CLAIM_COOKIE, { path: '/' });
  const sessionId = readAnonymousSession(request);
  if (!sessionId) return 0;
  if ((await roomFor(ctx, user)) <= 0) return 0;
  const drafts = await repo.findAnonymousWebsites(ctx.db, sessionId);
  const draft = drafts.find((d) => d.id === chosen) ?? drafts[0];
  return draft ? assign(ctx, [draft.id], user.id, sessionId) : 0;
}

/** This browser's trial drafts that no account has taken yet. */
export async function listTrialDrafts(ctx: AppContext, request: FastifyRequest): Promise<TrialDraft[]> {
  const sessionId = readAnonymousSession(request);
  if (!sessionId) return [];
  const drafts = await repo.findAnonymousWebsites(ctx.db, sessionId);
  return drafts.map((d) => ({ id: d.id, name: d.name, createdAt: d.created_at }));
}

/** `ids`, each one of this browser's unclaimed trial drafts; else 404 and nothing changes. */
async function requireOwnDrafts(ctx: AppContext, request: FastifyRequest, ids: string[]) {
  const sessionId = readAnonymousSession(request);
  const drafts = sessionId ? await repo.findAnonymousWebsites(ctx.db, sessionId) : [];
  const wanted = [...new Set(ids)];
  if (!sessionId || wanted.some((id) => !drafts.some((d) => d.id === id)))
    throw new AppError(
      'NOT_FOUND',
      'That draft is not one of this browser’s trial drafts.',
      sayable('draftNotTrial'),
    );
  return { sessionId, wanted };
}

/** The owner lets go of some of this browser's trial drafts: deleted, with their built zips. */
export async function deleteTrialDrafts(
  ctx: AppContext,
  request: FastifyRequest,
  _user: { id: string },
  ids: string[],
): Promise<{ deleted: number }> {
  const { wanted } = await requireOwnDrafts(ctx, request, ids);
  for (const id of wanted) {
    await repo.deleteWebsite(ctx.db, id);
    await discardSiteZips(ctx, id);
  }
  return { deleted: wanted.length };
}

/**
 * The owner keeps more of this browser's trial drafts. All or none: more than the plan has room
 * for is refused with the limit, and nothing moves; ids not of this browser's drafts are refused.
 */
export async function keepTrialDrafts(
  ctx: AppContext,
  request: FastifyRequest,
  user: { id: string; plan: string },
  ids: string[],
): Promise<{ kept: number }> {
  const { sessionId, wanted } = await requireOwnDrafts(ctx, request, ids);
  const room = await roomFor(ctx, user);
  if (wanted.length > room) {
    const plan = getPlan(user.plan);
    const limit = limitsOf(ctx, user.plan).websites;
    const more = `${Math.max(0, room)} more website${room === 1 ? '' : 's'} (of ${limit})`;
    // A server that sells nothing names no plan and offers no upgrade: the limit is the operator's.
    const message = isSelling(ctx)
      ? `Your ${plan.name} plan has room for ${more}. Keep fewer drafts, or upgrade.`
      : `This server allows ${more}. Keep fewer drafts.`;
    const room0 = Math.max(0, room);
    throw new AppError(
      'FORBIDDEN',
      message,
      isSelling(ctx)
        ? sayable('draftsRoom', { room: room0, limit: limit ?? 0, plan: plan.name }, { limit, plan: plan.id })
        : sayable('draftsRoomServer', { room: room0, limit: limit ?? 0 }, { limit, plan: plan.id }),
    );
  }
  return { kept: await assign(ctx, wanted, user.id, sessionId) };
}
