import { getPlan, type SiteCredit } from '@mainstreet/site';
import type { AppContext } from '../../context';
import * as repo from './billing.repository';
import { isSelling } from './plan-limits';

/**
 * The "Made with Mainstreet" footer link a website's published pages, Netlify deploy and zip carry:
 * present for an owner whose plan is below the one listing "Remove branding" (and for a visitor's
 * draft, which has no plan), absent at and above it, and absent on a server that sells nothing —
 * nothing there sells its removal (docs/decisions/0019-made-with-mainstreet-credit.md). It links to
 * this server's public address (`publicUrl`: PUBLIC_URL, else the address the request came to).
 */
export async function siteCreditFor(
  ctx: AppContext,
  websiteId: string,
  publicUrl: string,
): Promise<SiteCredit | undefined> {
  if (!isSelling(ctx)) return undefined;
  const plan = await repo.findOwnerPlan(ctx.db, websiteId);
  if (plan !== null && !getPlan(plan).hasCredit) return undefined;
  return { href: `${publicUrl.replace(/\/+$/, '')}/` };
}
