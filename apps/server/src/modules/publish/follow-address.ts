import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { nowIso } from '../../lib/tokens';
import * as websitesRepo from '../websites';
import * as repo from './publish.repository';
import { hostedAddressOf, type Origin, publishWebsite } from './publish.service';

/** What happened to a site when its address changed. */
export type AddressOutcome = 'unchanged' | 'republished' | 'redeploy-needed' | 'not-hosted';

/**
 * The app's origin for work that has no request (the domain checks): PUBLIC_URL, else the origin of
 * a `/s/<slug>/` address the site was published at.
 */
function originFor(ctx: AppContext, liveUrl: string | null): Origin | null {
  const source = ctx.config.PUBLIC_URL ?? (liveUrl && /\/s\/[^/]+\/$/.test(liveUrl) ? liveUrl : null);
  if (!source) return null;
  const url = new URL(source);
  return { protocol: url.protocol.replace(/:$/, ''), host: url.host };
}

/**
 * Keeps a site on built-in hosting at the address that serves it, after its own domain went live,
 * stopped, was removed or changed its primary host. The pages name their address (canonical link,
 * og:url, JSON-LD, robots.txt, sitemap.xml), so they are published again — when the saved content
 * is what is live. With unpublished edits nothing is published behind the owner's back: the live
 * address moves and the site asks for a Redeploy, which publishes at the new address in one click.
 */
export async function followAddress(
  ctx: AppContext,
  websiteId: string,
  options: { origin?: Origin; log?: FastifyBaseLogger } = {},
): Promise<AddressOutcome> {
  const hosted = await repo.findHostedSite(ctx.db, websiteId);
  const website = await websitesRepo.findWebsiteById(ctx.db, websiteId);
  // Not live here (a draft, taken down, or live on Netlify): the next publish takes the address.
  if (!hosted?.current_publish_id || !website?.user_id || website.status !== 'live') return 'not-hosted';
  const origin = options.origin ?? originFor(ctx, website.live_url);
  if (!origin) return 'not-hosted';
  const address = await hostedAddressOf(ctx, origin, websiteId, hosted.slug);
  if (website.live_url === address) return 'unchanged';
  if (website.needs_redeployment !== 1) {
    try {
      await publishWebsite(ctx, ctx.hostedCache, origin, website.user_id, websiteId);
      return 'republished';
    } catch (error) {
      // Refused (a limit, media over budget): the owner gets the Redeploy prompt instead.
      options.log?.warn({ err: error, websiteId }, 'republish at the new address failed');
    }
  }
  await websitesRepo.markWebsiteLive(ctx.db, websiteId, address, true, nowIso());
  return 'redeploy-needed';
}
