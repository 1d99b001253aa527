import { getPlan } from '@mainstreet/site';
import type { AppContext } from '../../context';
import { nowIso } from '../../lib/tokens';
import { type Origin, publishWebsite } from '../publish/publish.service';
import { markWebsiteLive } from '../websites/websites.repository';
import * as repo from './billing.repository';
import { isSelling } from './plan-limits';

/**
 * After a plan change that removes the "Made with Mainstreet" credit ("Remove branding"), the
 * owner's live pages follow without a manual redeploy: each site on built-in hosting whose live
 * copy is its saved content is published again, now without the credit. A site with saved
 * changes not yet live is not published behind its owner's back; it, a site on Netlify, and a
 * publish that fails keep (or get) the redeploy banner, whose Redeploy does it in one click.
 * A change that adds the credit waits for the next publish (decision 0019).
 */
export async function republishWithoutCredit(
  ctx: AppContext,
  origin: Origin,
  userId: string,
  fromPlan: string,
): Promise<void> {
  if (!isSelling(ctx) || !getPlan(fromPlan).hasCredit) return;
  const plan = await repo.findUserPlan(ctx.db, userId);
  if (plan === null || getPlan(plan).hasCredit) return;
  for (const site of await repo.listLiveWebsites(ctx.db, userId)) {
    if (site.needs_redeployment === 1 || !site.live_url) continue;
    const isBuiltIn = site.current_publish_id !== null;
    try {
      if (isBuiltIn) {
        await publishWebsite(ctx, ctx.hostedCache, origin, userId, site.id);
        continue;
      }
    } catch {
      // Falls through to the banner: the owner's Redeploy tries again and says what went wrong.
    }
    await markWebsiteLive(ctx.db, site.id, site.live_url, true, nowIso());
  }
}
