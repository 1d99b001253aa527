import type { AppContext } from '../../context';
import { AppError, notFound } from '../../lib/app-error';
import { newId, newToken, nowIso } from '../../lib/tokens';
import { accountOf, requireWebsite } from '../websites/require-website';
import { checkDomain, type DomainDeps } from './check-domain';
import { canPointDomains, hasProof, PROOF_LABEL } from './domain-dns';
import { readDomainName } from './domain-name';
import { presentDomain } from './domains.presenter';
import * as repo from './domains.repository';
import type { DomainView } from './domains.schemas';

function ownHostsOf(ctx: AppContext) {
  const appHost = ctx.config.PUBLIC_URL ? new URL(ctx.config.PUBLIC_URL).hostname.toLowerCase() : null;
  const sitesDomain = ctx.config.SITES_DOMAIN?.toLowerCase().replace(/:\d+$/, '').replace(/^\.+/, '') || null;
  return { appHost, sitesDomain };
}

async function viewOf(ctx: AppContext, deps: DomainDeps, websiteId: string): Promise<DomainView | null> {
  const domain = await repo.findDomainOfWebsite(ctx.db, websiteId);
  if (!domain) return null;
  return presentDomain(domain, await repo.findHostsOf(ctx.db, domain.id), deps.target);
}

/** The website's domain, if any, and whether this server can take one. */
export async function getWebsiteDomain(ctx: AppContext, deps: DomainDeps, userId: string, websiteId: string) {
  await requireWebsite(ctx, accountOf(userId), websiteId, { withContent: false });
  return { isAvailable: canPointDomains(deps.target), domain: await viewOf(ctx, deps, websiteId) };
}

/**
 * Gives a website a domain, checked at once. A name another account's website holds is refused
 * with the TXT record that proves control; once that record is in DNS, the same call moves it here.
 */
export async function addWebsiteDomain(
  ctx: AppContext,
  deps: DomainDeps,
  userId: string,
  websiteId: string,
  input: { domain: string; primary?: 'apex' | 'www' },
) {
  await requireWebsite(ctx, accountOf(userId), websiteId, { withContent: false });
  if (!canPointDomains(deps.target)) {
    throw new AppError(
      'CONFLICT',
      'This server does not take own domains yet: its operator needs to set PUBLIC_IPV4 (or PUBLIC_IPV6 or DOMAINS_CNAME_TARGET).',
    );
  }
  const parsed = readDomainName(input.domain, ownHostsOf(ctx));
  const wantsWww = input.primary ? input.primary === 'www' : parsed.prefersWww;
  const primaryHost = parsed.isApex && wantsWww ? `www.${parsed.name}` : parsed.name;

  const current = await repo.findDomainOfWebsite(ctx.db, websiteId);
  if (current && current.name === parsed.name) {
    if (current.primary_host !== primaryHost)
      await repo.updateDomain(ctx.db, current.id, { primary_host: primaryHost });
    deps.routes.forget(parsed.hosts);
    return { isAvailable: true, domain: await viewOf(ctx, deps, websiteId) };
  }
  if (current) {
    throw new AppError(
      'CONFLICT',
      `This site already uses ${current.name}. Remove it first to use another domain.`,
    );
  }

  const holder = await repo.findDomainByName(ctx.db, parsed.name);
  if (holder) {
    if (holder.user_id === userId) {
      throw new AppError(
        'CONFLICT',
        `${parsed.name} is already used by another of your sites. Remove it there first.`,
      );
    }
    await takeOverWithProof(ctx, deps, userId, parsed.name, holder.id);
  }

  const now = new Date();
  const id = newId();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await repo.insertDomain(
        trx,
        {
          id,
          website_id: websiteId,
          name: parsed.name,
          primary_host: primaryHost,
          status: 'waiting',
          problem: null,
          checked_at: null,
          next_check_at: nowIso(now),
          created_at: nowIso(now),
        },
        parsed.hosts,
      );
      await repo.deleteClaims(trx, parsed.name);
    });
  } catch (error) {
    // Two owners adding the same name at once: the unique name decides, the other is told.
    if (await repo.findDomainByName(ctx.db, parsed.name)) {
      throw new AppError('CONFLICT', `${parsed.name} was just added to another site.`);
    }
    throw error;
  }
  await checkDomain(ctx, deps, id, { now });
  return { isAvailable: true, domain: await viewOf(ctx, deps, websiteId) };
}

/** Moves a name held by another account here when its TXT proof is in DNS; else a 409 showing it. */
async function takeOverWithProof(
  ctx: AppContext,
  deps: DomainDeps,
  userId: string,
  name: string,
  heldBy: string,
) {
  let claim = await repo.findClaim(ctx.db, name, userId);
  if (!claim) {
    claim = { token: `mainstreet-verify=${newToken(18)}` };
    await repo.insertClaim(ctx.db, { name, user_id: userId, token: claim.token, created_at: nowIso() });
  }
  let isProven = false;
  try {
    isProven = await hasProof(deps.resolver, name, claim.token);
  } catch {
    // DNS did not answer: not proven this time; the owner can try again.
  }
  if (!isProven) {
    throw new AppError(
      'CONFLICT',
      `${name} is used by a site of another account. If the domain is yours, add this TXT record at your DNS provider to prove it, then add the domain again.`,
      { details: { proof: { type: 'TXT', name: `${PROOF_LABEL}.${name}`, value: claim.token } } },
    );
  }
  const hosts = (await repo.findHostsOf(ctx.db, heldBy)).map((row) => row.host);
  await repo.deleteDomain(ctx.db, heldBy);
  deps.routes.forget(hosts);
}

async function requireDomain(ctx: AppContext, userId: string, websiteId: string) {
  await requireWebsite(ctx, accountOf(userId), websiteId, { withContent: false });
  const domain = await repo.findDomainOfWebsite(ctx.db, websiteId);
  if (!domain) throw notFound('This site has no domain of its own.');
  return domain;
}

/** Makes apex or www the address visitors land on; the other redirects to it. */
export async function setPrimaryHost(
  ctx: AppContext,
  deps: DomainDeps,
  userId: string,
  websiteId: string,
  primary: 'apex' | 'www',
) {
  const domain = await requireDomain(ctx, userId, websiteId);
  const hosts = (await repo.findHostsOf(ctx.db, domain.id)).map((row) => row.host);
  if (hosts.length < 2 && primary === 'www') {
    throw new AppError(
      'BAD_REQUEST',
      `${domain.name} is not an apex domain, so it has no www address to choose.`,
    );
  }
  const primaryHost = primary === 'www' && hosts.length > 1 ? `www.${domain.name}` : domain.name;
  await repo.updateDomain(ctx.db, domain.id, { primary_host: primaryHost });
  deps.routes.forget(hosts);
  await checkDomain(ctx, deps, domain.id, {});
  return { isAvailable: canPointDomains(deps.target), domain: await viewOf(ctx, deps, websiteId) };
}

/** Frees the name: this site stops answering to it, and anyone may add it. */
export async function removeWebsiteDomain(
  ctx: AppContext,
  deps: DomainDeps,
  userId: string,
  websiteId: string,
) {
  const domain = await requireDomain(ctx, userId, websiteId);
  const hosts = (await repo.findHostsOf(ctx.db, domain.id)).map((row) => row.host);
  await repo.deleteDomain(ctx.db, domain.id);
  deps.routes.forget(hosts);
  return { isAvailable: canPointDomains(deps.target), domain: null };
}

/** "Check now": asks DNS at once and starts the back-off over. */
export async function checkWebsiteDomain(
  ctx: AppContext,
  deps: DomainDeps,
  userId: string,
  websiteId: string,
) {
  const domain = await requireDomain(ctx, userId, websiteId);
  await checkDomain(ctx, deps, domain.id, { isFresh: true });
  return { isAvailable: canPointDomains(deps.target), domain: await viewOf(ctx, deps, websiteId) };
}
