import type { Resolver } from 'node:dns/promises';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../lib/app-error';
import { addMs, newId, newToken, nowIso } from '../../lib/tokens';
import { releaseLease, takeLease } from '../uploads/job-lease';
import { accountOf, requireWebsite } from '../websites/require-website';
import {
  canPointDomains,
  checkHost,
  type DnsTarget,
  expectedAddresses,
  hasProof,
  PROOF_LABEL,
} from './domain-dns';
import { readDomainName } from './domain-name';
import { presentDomain } from './domains.presenter';
import * as repo from './domains.repository';
import type { DomainView } from './domains.schemas';
import type { HostRoutes } from './host-routes';
import type { HttpsProbe } from './https-probe';

/** What the domain checks need, built once per app (tests point the resolver at a local DNS server). */
export type DomainDeps = { resolver: Resolver; probe: HttpsProbe; routes: HostRoutes; target: DnsTarget };

const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 6 * 60 * 60 * 1000;
/** A live domain is looked at again daily: DNS moved elsewhere stops it being served and certified. */
const LIVE_RECHECK_MS = 24 * 60 * 60 * 1000;

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

/**
 * Looks up every host of a domain and sets its status: waiting (no records yet), problem (a record
 * points elsewhere; the message names it), verifying (DNS right, HTTPS not answering yet) or live.
 * Only hosts whose DNS is right are served and certified. Schedules the next check with back-off.
 */
export async function checkDomain(
  ctx: AppContext,
  deps: DomainDeps,
  domainId: string,
  options: { now?: Date; isFresh?: boolean },
) {
  const now = options.now ?? new Date();
  const domain = await repo.findDomainById(ctx.db, domainId);
  if (!domain) return;
  const hosts = await repo.findHostsOf(ctx.db, domainId);
  let status: string;
  let problem: string | null = null;
  try {
    const expected = await expectedAddresses(deps.resolver, deps.target);
    const checks = await Promise.all(
      hosts.map((row) => checkHost(deps.resolver, row.host, deps.target, expected)),
    );
    for (const check of checks) {
      await repo.updateHost(ctx.db, check.host, {
        is_verified: check.state === 'ok' ? 1 : 0,
        found: check.found,
      });
    }
    // Before the HTTPS check: Caddy's `ask` for the name must see what DNS just showed.
    deps.routes.forget(hosts.map((row) => row.host));
    const primary = checks.find((check) => check.host === domain.primary_host);
    const wrong = checks.find((check) => check.state === 'wrong');
    if (wrong) {
      status = 'problem';
      problem = wrong.problem;
    } else if (primary?.state !== 'ok') {
      status = 'waiting';
    } else {
      const address = [...expected][0];
      status = address && (await deps.probe(domain.primary_host, address)) ? 'live' : 'verifying';
    }
  } catch {
    // The DNS servers did not answer: hosts keep what they had, the owner is told why nothing moved.
    status = domain.status;
    problem = 'The DNS servers did not answer this time; the check runs again shortly.';
  }
  deps.routes.forget(hosts.map((row) => row.host));
  const count = options.isFresh ? 0 : domain.check_count;
  const delay = status === 'live' ? LIVE_RECHECK_MS : Math.min(FIRST_RETRY_MS * 2 ** count, LONGEST_RETRY_MS);
  await repo.updateDomain(ctx.db, domainId, {
    status,
    problem,
    checked_at: nowIso(now),
    next_check_at: addMs(delay, now),
    check_count: status === 'live' ? 0 : count + 1,
  });
}

const LEASE = 'domain-checks';
const LEASE_MS = 2 * 60 * 1000;

/**
 * The background pass: checks the domains that are due (a few at a time); answers how many. Of
 * several instances one runs it at a time (a database lease), so no domain is asked twice.
 */
export async function runDueDomainChecks(ctx: AppContext, deps: DomainDeps, now = new Date(), limit = 20) {
  const holder = newId();
  if (!(await takeLease(ctx.db, LEASE, holder, new Date(), LEASE_MS))) return 0;
  try {
    const due = await repo.findDueDomains(ctx.db, nowIso(now), limit);
    for (const { id } of due) await checkDomain(ctx, deps, id, { now });
    return due.length;
  } finally {
    await releaseLease(ctx.db, LEASE, holder);
  }
}
