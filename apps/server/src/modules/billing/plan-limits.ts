import { getPlan } from '@mainstreet/site';
import type { AppContext } from '../../context';

/** The limits that hold for one account on this server; null is no limit. */
export type AccountLimits = {
  websites: number | null;
  editsPerMonth: number | null;
  aiImagesPerMonth: number | null;
};

/**
 * The plan table's limits when this server takes payments; when it cannot (no Stripe key, no test
 * mode) it sells nothing, so only the operator's LIMIT_* settings apply (none by default):
 * self-hosters running Mainstreet for themselves are not customers (docs/DESIGN.md "Plans").
 */
export function limitsOf(ctx: Pick<AppContext, 'payments' | 'config'>, planId: string): AccountLimits {
  if (!ctx.payments) {
    return {
      websites: ctx.config.LIMIT_WEBSITES ?? null,
      editsPerMonth: ctx.config.LIMIT_EDITS_PER_MONTH ?? null,
      aiImagesPerMonth: ctx.config.LIMIT_AI_IMAGES_PER_MONTH ?? null,
    };
  }
  return getPlan(planId).limits;
}

/** Whether this server sells plans: any site limit message may then point to an upgrade. */
export function isSelling(ctx: Pick<AppContext, 'payments'>): boolean {
  return ctx.payments !== null && ctx.payments !== undefined;
}
