import type { Resolver } from 'node:dns/promises';
import type { AppContext } from '../../context';
import { addMs, newId, nowIso } from '../../lib/tokens';
import { followAddress } from '../publish/follow-address';
import { releaseLease, takeLease } from '../uploads/job-lease';
import { isProvenNow } from './domain-claims';
import { checkHost, type DnsTarget, expectedAddresses } from './domain-dns';
import { mailDomainOwner } from './domain-mail';
import * as repo from './domains.repository';
import type { HostRoutes } from './host-routes';
import type { HttpsProbe } from './https-probe';

/** What the domain checks need, built once per app (tests point the resolver at a local DNS server). */
export type DomainDeps = { resolver: Resolver; probe: HttpsProbe; routes: HostRoutes; target: DnsTarget };

const FIRST_RETRY_MS = 30_000;
/** Records usually appear within the hour; a name still waiting is looked at every half hour at least. */
const LONGEST_RETRY_MS = 30 * 60 * 1000;
/** A live domain is looked at again daily: DNS moved elsewhere stops it being served and certified. */
const LIVE_RECHECK_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the domain's TXT proof is in: found before, or in DNS now (then kept). Until it is, no
 * host is served or certified, whoever added the name first.
 */
async function ensureProven(
  ctx: AppContext,
  deps: DomainDeps,
  domain: { id: string; name: string; user_id: string; proven_at: string | null },
  now: Date,
) {
  if (domain.proven_at) return true;
  const claim = await repo.findClaim(ctx.db, domain.name, domain.user_id);
  if (!claim || !(await isProvenNow(deps.resolver, domain.name, claim.token))) return false;
  await repo.markProven(ctx.db, domain.id, domain.name, domain.user_id, nowIso(now));
  return true;
}

/**
 * Looks up every host of a domain and sets its status: waiting (no records or no TXT proof yet),
 * problem (a record points elsewhere; the message names it), verifying (DNS right, HTTPS not
 * answering yet) or live. Only hosts of a proven domain whose DNS is right are served and
 * certified. Schedules the next check with back-off. When the domain goes live or stops being
 * live, the site follows its address (republished there) and the owner gets a mail.
 */
export async function checkDomain(
  ctx: AppContext,
  deps: DomainDeps,
  domainId: string,
  options: { now?: Date; isFresh?: boolean },
) {
  const now = options.now ?? new Date();
  const domain = await repo.findDomainWithOwner(ctx.db, domainId);
  if (!domain) return;
  const hosts = await repo.findHostsOf(ctx.db, domainId);
  let status: string;
  let problem: string | null = null;
  try {
    const isProven = await ensureProven(ctx, deps, domain, now);
    const expected = await expectedAddresses(deps.resolver, deps.target);
    const checks = await Promise.all(
      hosts.map((row) => checkHost(deps.resolver, row.host, deps.target, expected)),
    );
    for (const check of checks) {
      await repo.updateHost(ctx.db, check.host, {
        is_verified: check.state === 'ok' && isProven ? 1 : 0,
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
    } else if (primary?.state !== 'ok' || !isProven) {
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
  if ((status === 'live') !== (domain.status === 'live')) await afterLiveChange(ctx, domain, status, problem);
}

/** The domain went live or stopped: the site's pages name the address that serves them; the owner is told. */
async function afterLiveChange(
  ctx: AppContext,
  domain: {
    name: string;
    primary_host: string;
    website_id: string;
    user_id: string;
    owner_email: string;
    site_name: string;
  },
  status: string,
  problem: string | null,
) {
  await followAddress(ctx, domain.website_id).catch(() => undefined);
  const owner = { userId: domain.user_id, email: domain.owner_email, siteName: domain.site_name };
  if (status === 'live') {
    await mailDomainOwner(ctx, owner, {
      kind: 'live',
      name: domain.name,
      address: `https://${domain.primary_host}/`,
    });
  } else if (status !== 'verifying') {
    // DNS moved away; a certificate being renewed (verifying) is not worth a mail.
    await mailDomainOwner(ctx, owner, { kind: 'broken', name: domain.name, problem });
  }
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
