import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';
import { newId, nowIso } from '../../lib/tokens';
import { type AddressOutcome, followAddress } from '../publish/follow-address';
import type { Origin } from '../publish/publish.service';
import { accountOf, requireWebsite } from '../websites/require-website';
import { checkDomain, type DomainDeps } from './check-domain';
import { countDomainChange, ensureClaim, isProvenNow, proofRecord } from './domain-claims';
import { canPointDomains } from './domain-dns';
import { mailDomainOwner } from './domain-mail';
import { type NameRules, readDomainName } from './domain-name';
import { presentDomain } from './domains.presenter';
import * as repo from './domains.repository';
import type { DomainView } from './domains.schemas';

function nameRulesOf(ctx: AppContext, deps: DomainDeps): NameRules {
  const appHost = ctx.config.PUBLIC_URL ? new URL(ctx.config.PUBLIC_URL).hostname.toLowerCase() : null;
  const sitesDomain = ctx.config.SITES_DOMAIN?.toLowerCase().replace(/:\d+$/, '').replace(/^\.+/, '') || null;
  // A private CA (Caddy's internal one) certifies names no public CA would: .test, .internal, .lan.
  return {
    appHost,
    sitesDomain,
    cnameTarget: deps.target.cname,
    allowsPrivate: Boolean(ctx.config.DOMAINS_CA_FILE),
  };
}

async function viewOf(ctx: AppContext, deps: DomainDeps, websiteId: string): Promise<DomainView | null> {
  const domain = await repo.findDomainWithOwnerOfWebsite(ctx.db, websiteId);
  if (!domain) return null;
  const claim = domain.proven_at ? null : await repo.findClaim(ctx.db, domain.name, domain.user_id);
  const proof = claim ? proofRecord(domain.name, claim.token) : null;
  return presentDomain(domain, await repo.findHostsOf(ctx.db, domain.id), deps.target, proof);
}

/** The owner's answer after a change: the domain, and whether the site waits for a Redeploy to use its address. */
async function answerOf(ctx: AppContext, deps: DomainDeps, websiteId: string, outcome?: AddressOutcome) {
  return {
    isAvailable: canPointDomains(deps.target),
    domain: await viewOf(ctx, deps, websiteId),
    ...(outcome === 'redeploy-needed' ? { needsRedeploy: true } : {}),
  };
}

/** The website's domain, if any, and whether this server can take one. */
export async function getWebsiteDomain(ctx: AppContext, deps: DomainDeps, userId: string, websiteId: string) {
  await requireWebsite(ctx, accountOf(userId), websiteId, { withContent: false });
  return answerOf(ctx, deps, websiteId);
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
  origin?: Origin,
) {
  await requireWebsite(ctx, accountOf(userId), websiteId, { withContent: false });
  if (!canPointDomains(deps.target)) {
    throw new AppError('CONFLICT', 'This server does not offer own domains.', sayable('domainsNotOffered'));
  }
  const parsed = readDomainName(input.domain, nameRulesOf(ctx, deps));
  const wantsWww = input.primary ? input.primary === 'www' : parsed.prefersWww;
  const primaryHost = parsed.isApex && wantsWww ? `www.${parsed.name}` : parsed.name;

  const current = await repo.findDomainOfWebsite(ctx.db, websiteId);
  if (current && current.name === parsed.name) {
    if (current.primary_host === primaryHost) return answerOf(ctx, deps, websiteId);
    await countDomainChange(ctx, userId);
    await repo.updateDomain(ctx.db, current.id, { primary_host: primaryHost });
    deps.routes.forget(parsed.hosts);
    return answerOf(ctx, deps, websiteId, await followAddress(ctx, websiteId, { origin }));
  }
  if (current) {
    throw new AppError(
      'CONFLICT',
      `This site already uses ${current.name}. Remove it first to use another domain.`,
      sayable('domainSiteHasOne', { name: current.name }),
    );
  }
  // Asking again for what the site already has is no change, and orders no certificate.
  await countDomainChange(ctx, userId);

  const holder = await repo.findDomainByName(ctx.db, parsed.name);
  if (holder?.user_id === userId) {
    throw new AppError(
      'CONFLICT',
      `${parsed.name} is already used by another of your sites. Remove it there first.`,
      sayable('domainOnOwnSite', { name: parsed.name }),
    );
  }
  // Every claim needs the TXT proof (docs/decisions/0023-domain-ownership-proof.md): pointing DNS here
  // proves nothing about who added the name.
  const claim = await ensureClaim(ctx, userId, parsed.name);
  const isProven = await isProvenNow(deps.resolver, parsed.name, claim.token);
  if (holder) {
    if (!isProven) {
      throw new AppError(
        'CONFLICT',
        `${parsed.name} is used by a site of another account. If the domain is yours, add this TXT record at your DNS provider to prove it, then add the domain again.`,
        sayable(
          'domainOnOtherAccount',
          { name: parsed.name },
          { proof: proofRecord(parsed.name, claim.token) },
        ),
      );
    }
    await takeOver(ctx, deps, parsed.name, holder.id);
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
          proven_at: isProven ? nowIso(now) : null,
        },
        parsed.hosts,
      );
    });
  } catch (error) {
    // Two owners adding the same name at once: the unique name decides, the other is told.
    if (await repo.findDomainByName(ctx.db, parsed.name)) {
      throw new AppError(
        'CONFLICT',
        `${parsed.name} was just added to another site.`,
        sayable('domainJustTaken', { name: parsed.name }),
      );
    }
    throw error;
  }
  await checkDomain(ctx, deps, id, { now });
  return answerOf(ctx, deps, websiteId);
}

/** A name another account held moves here (its proof is in DNS): that site follows its address, its owner is told. */
async function takeOver(ctx: AppContext, deps: DomainDeps, name: string, heldBy: string) {
  const held = await repo.findDomainWithOwner(ctx.db, heldBy);
  if (!held) return;
  const hosts = (await repo.findHostsOf(ctx.db, heldBy)).map((row) => row.host);
  await repo.deleteDomain(ctx.db, heldBy);
  deps.routes.forget(hosts);
  await followAddress(ctx, held.website_id).catch(() => undefined);
  await mailDomainOwner(
    ctx,
    { userId: held.user_id, email: held.owner_email, siteName: held.site_name },
    { kind: 'claimed', name },
  );
}

async function requireDomain(ctx: AppContext, userId: string, websiteId: string) {
  await requireWebsite(ctx, accountOf(userId), websiteId, { withContent: false });
  const domain = await repo.findDomainOfWebsite(ctx.db, websiteId);
  if (!domain) throw new AppError('NOT_FOUND', 'This site has no domain of its own.', sayable('domainNone'));
  return domain;
}

/** Makes apex or www the address visitors land on; the other redirects to it. */
export async function setPrimaryHost(
  ctx: AppContext,
  deps: DomainDeps,
  userId: string,
  websiteId: string,
  primary: 'apex' | 'www',
  origin?: Origin,
) {
  const domain = await requireDomain(ctx, userId, websiteId);
  const hosts = (await repo.findHostsOf(ctx.db, domain.id)).map((row) => row.host);
  if (hosts.length < 2 && primary === 'www') {
    throw new AppError(
      'BAD_REQUEST',
      `${domain.name} is not an apex domain, so it has no www address to choose.`,
      sayable('domainNotApex', { name: domain.name }),
    );
  }
  const primaryHost = primary === 'www' && hosts.length > 1 ? `www.${domain.name}` : domain.name;
  if (primaryHost === domain.primary_host) return answerOf(ctx, deps, websiteId);
  await countDomainChange(ctx, userId);
  await repo.updateDomain(ctx.db, domain.id, { primary_host: primaryHost });
  deps.routes.forget(hosts);
  await checkDomain(ctx, deps, domain.id, {});
  // The pages' canonical must name the new primary: the old one now redirects here.
  return answerOf(ctx, deps, websiteId, await followAddress(ctx, websiteId, { origin }));
}

/**
 * This site stops answering to the name. Anyone may add it again with their own TXT proof; this
 * account's proof stays valid for it, so the owner is told to delete the records.
 */
export async function removeWebsiteDomain(
  ctx: AppContext,
  deps: DomainDeps,
  userId: string,
  websiteId: string,
  origin?: Origin,
) {
  const domain = await requireDomain(ctx, userId, websiteId);
  await countDomainChange(ctx, userId);
  const hosts = (await repo.findHostsOf(ctx.db, domain.id)).map((row) => row.host);
  await repo.deleteDomain(ctx.db, domain.id);
  deps.routes.forget(hosts);
  return answerOf(ctx, deps, websiteId, await followAddress(ctx, websiteId, { origin }));
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
  return answerOf(ctx, deps, websiteId);
}
