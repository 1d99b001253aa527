import type { Resolver } from 'node:dns/promises';
import { enforceRateLimit } from '../../adapters/rate-limit/rate-limiter';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';
import { addMs, newToken, nowIso } from '../../lib/tokens';
import { hasProof, PROOF_LABEL, type RecordToAdd } from './domain-dns';
import * as repo from './domains.repository';

/**
 * Each add, remove or primary change may make Caddy order a certificate; Let's Encrypt allows about
 * 300 new orders per 3 hours for the whole server, so one account gets 83 changes a day.
 */
export const DOMAIN_CHANGES_PER_DAY = 83;
/** New names one account may claim in a week: each is a certificate order once proven. */
export const NEW_NAMES_PER_WEEK = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Counts one domain change of the account; the 84th in a day is a 429. */
export async function countDomainChange(ctx: AppContext, userId: string) {
  await enforceRateLimit(ctx.rateLimiter, `domain-changes:${userId}`, DOMAIN_CHANGES_PER_DAY, DAY_MS, {
    message: `You have changed your domains ${DOMAIN_CHANGES_PER_DAY} times today, the most one account may in a day. Please try again tomorrow.`,
    id: 'domainChangesToday',
    params: { count: DOMAIN_CHANGES_PER_DAY },
  });
}

/** The TXT record that proves an account controls a name. */
export function proofRecord(name: string, token: string): RecordToAdd {
  return { type: 'TXT', name: `${PROOF_LABEL}.${name}`, value: token };
}

/**
 * The account's claim of a name, made on its first add: one token per name and account, kept
 * after a removal, so the record the owner added stays valid for them and for nobody else.
 */
export async function ensureClaim(ctx: AppContext, userId: string, name: string) {
  const claim = await repo.findClaim(ctx.db, name, userId);
  if (claim) return claim;
  const since = addMs(-7 * DAY_MS, new Date());
  if ((await repo.countClaimsSince(ctx.db, userId, since)) >= NEW_NAMES_PER_WEEK) {
    throw new AppError(
      'RATE_LIMITED',
      `You have added ${NEW_NAMES_PER_WEEK} new domains this week, the most one account may. Please try again next week.`,
      sayable('domainNamesThisWeek', { count: NEW_NAMES_PER_WEEK }),
    );
  }
  const token = `mainstreet-verify=${newToken(18)}`;
  await repo.insertClaim(ctx.db, { name, user_id: userId, token, created_at: nowIso() });
  return (await repo.findClaim(ctx.db, name, userId)) ?? { token, proven_at: null };
}

/** Whether the claim's TXT record is in DNS now; a DNS server that does not answer counts as not yet. */
export async function isProvenNow(resolver: Resolver, name: string, token: string): Promise<boolean> {
  try {
    return await hasProof(resolver, name, token);
  } catch {
    return false;
  }
}
