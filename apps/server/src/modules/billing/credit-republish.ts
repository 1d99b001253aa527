import { getPlan } from '@mainstreet/site';
import type { AppContext } from '../../context';
import { nowIso } from '../../lib/tokens';
import { findNetlifySite } from '../netlify';
import { deployToNetlify, isNetlifyConfigured } from '../netlify/netlify.service';
import { loadTokenKey } from '../netlify/token-cipher';
import { type Origin, publishWebsite } from '../publish/publish.service';
import { markWebsiteLive } from '../websites';
import * as repo from './billing.repository';
import { isSelling } from './plan-limits';

type LiveSite = { id: string; live_url: string };

/**
 * After a plan change that removes the "Made with Mainstreet" credit ("Remove branding"), the
 * owner's live pages follow without a manual redeploy: each live site whose live copy is its saved
 * content is published again, now without the credit — on built-in hosting before this answers,
 * on Netlify in the background (a deploy there takes from seconds to minutes; the checkout's
 * answer does not wait for it). A site with saved changes not yet live is not published behind
 * its owner's back; it, and a publish or deploy that fails, keep (or get) the redeploy banner,
 * whose Redeploy does it in one click. A change that adds the credit waits for the next publish
 * (decision 0019). Answers once built-in hosting is done; `netlify` settles when Netlify is.
 */
export async function republishWithoutCredit(
  ctx: AppContext,
  origin: Origin,
  userId: string,
  fromPlan: string,
): Promise<{ netlify: Promise<void> }> {
  const none = { netlify: Promise.resolve() };
  if (!isSelling(ctx) || !getPlan(fromPlan).hasCredit) return none;
  const plan = await repo.findUserPlan(ctx.db, userId);
  if (plan === null || getPlan(plan).hasCredit) return none;
  const elsewhere: LiveSite[] = [];
  for (const site of await repo.listLiveWebsites(ctx.db, userId)) {
    if (site.needs_redeployment === 1 || !site.live_url) continue;
    const live = { id: site.id, live_url: site.live_url };
    if (site.current_publish_id === null) {
      elsewhere.push(live);
      continue;
    }
    try {
      await publishWebsite(ctx, ctx.hostedCache, origin, userId, site.id);
    } catch {
      await showRedeployBanner(ctx, live);
    }
  }
  return { netlify: redeployElsewhere(ctx, origin, userId, elsewhere) };
}

/** Sites live off built-in hosting: deployed again to Netlify where connected, else the banner. */
async function redeployElsewhere(ctx: AppContext, origin: Origin, userId: string, sites: LiveSite[]) {
  for (const site of sites) {
    try {
      if (!isNetlifyConfigured(ctx) || !(await findNetlifySite(ctx.db, site.id)))
        throw new Error('not on Netlify');
      const deps = { key: loadTokenKey(ctx.config), cache: ctx.hostedCache };
      await deployToNetlify(ctx, deps, origin, userId, site.id);
    } catch {
      // Not connected, revoked or refused: the owner's Redeploy says what is wrong.
      await showRedeployBanner(ctx, site).catch(() => undefined);
    }
  }
}

function showRedeployBanner(ctx: AppContext, site: LiveSite) {
  return markWebsiteLive(ctx.db, site.id, site.live_url, true, nowIso());
}
