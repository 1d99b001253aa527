import { enforceRateLimit } from '../../adapters/rate-limit/rate-limiter';
import type { AppContext } from '../../context';
import type { Said } from '../../lib/server-messages';

/** Rewrites an owner may ask for per hour: each model call costs the operator. */
export const REWRITES_PER_HOUR = 60;
/** Rewrites one address may ask for per hour, whatever sessions or accounts it uses. */
export const REWRITES_PER_ADDRESS_HOUR = 120;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const TOO_MANY: Said = {
  message: 'You have asked for many rewrites in a short time. Please wait a while and try again.',
  id: 'tooManyRewrites',
};

/** Who pays for a model call: the account, else the visitor's session. */
export type Payer = { userId: string | null; sessionId: string | null };

const accountOf = (who: Payer, ip: string) => who.userId ?? who.sessionId ?? `ip:${ip}`;

/**
 * Counts one model call against the operator's daily budget (LLM_CALLS_PER_DAY) for an account;
 * false when the budget is spent. Call only once the request is known to be the caller's own.
 */
export async function spendDailyModelCall(ctx: AppContext, who: Payer, ip: string): Promise<boolean> {
  const budget = ctx.config.LLM_CALLS_PER_DAY;
  if (!budget) return true;
  const result = await ctx.rateLimiter.hit(`llm-day:${accountOf(who, ip)}`, budget, DAY);
  return result.isAllowed;
}

/**
 * Bounds a model rewrite: per address (a visitor who drops cookies is still one address), per
 * account or session, and the operator's daily budget. Called after the ownership check, so a
 * made-up id counts nothing.
 */
export async function chargeRewrite(ctx: AppContext, who: Payer, ip: string): Promise<void> {
  await enforceRateLimit(ctx.rateLimiter, `rewrite-ip:${ip}`, REWRITES_PER_ADDRESS_HOUR, HOUR, TOO_MANY);
  await enforceRateLimit(ctx.rateLimiter, `rewrite:${accountOf(who, ip)}`, REWRITES_PER_HOUR, HOUR, TOO_MANY);
  const budget = ctx.config.LLM_CALLS_PER_DAY;
  if (budget) {
    await enforceRateLimit(ctx.rateLimiter, `llm-day:${accountOf(who, ip)}`, budget, DAY, {
      message: 'You have used today’s rewrites with the language model. “Another version” still works.',
      id: 'rewriteDailySpent',
    });
  }
}
