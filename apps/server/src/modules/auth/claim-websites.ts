import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { nowIso } from '../../lib/tokens';
import { limitsOf } from '../billing/plan-limits';
import { readAnonymousSession } from '../sessions/session.service';
import * as repo from '../websites/websites.repository';

/**
 * Moves the websites this browser made while signed out into the account, newest first, as many
 * as the plan's site limit leaves room for. Returns how many were claimed.
 */
export async function claimAnonymousWebsites(
  ctx: AppContext,
  request: FastifyRequest,
  user: { id: string; plan: string },
): Promise<number> {
  const sessionId = readAnonymousSession(request);
  if (!sessionId) return 0;
  const limit = limitsOf(ctx, user.plan).websites;
  const room =
    limit === null ? Number.MAX_SAFE_INTEGER : limit - (await repo.countUserWebsites(ctx.db, user.id));
  if (room <= 0) return 0;
  const rows = await repo.findAnonymousWebsiteIds(ctx.db, sessionId, room);
  if (rows.length === 0) return 0;
  const result = await repo.assignWebsites(
    ctx.db,
    rows.map((row) => row.id),
    user.id,
    sessionId,
    nowIso(),
  );
  return result.reduce((sum, r) => sum + Number(r.numUpdatedRows), 0);
}
