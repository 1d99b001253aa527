import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, DomainsTable } from '../../db/types';

type Executor = Db | Transaction<Database>;

export function findDomainOfWebsite(db: Executor, websiteId: string) {
  return db.selectFrom('domains').selectAll().where('website_id', '=', websiteId).executeTakeFirst();
}

/** The domain holding a name, with the account that owns its website. */
export function findDomainByName(db: Executor, name: string) {
  return db
    .selectFrom('domains')
    .innerJoin('websites', 'websites.id', 'domains.website_id')
    .select(['domains.id', 'domains.website_id', 'websites.user_id'])
    .where('domains.name', '=', name)
    .executeTakeFirst();
}

export function findHostsOf(db: Executor, domainId: string) {
  return db.selectFrom('domain_hosts').selectAll().where('domain_id', '=', domainId).execute();
}

/** Which website and primary host a request's Host leads to, only when its DNS was verified. */
export function findVerifiedHost(db: Db, host: string) {
  return db
    .selectFrom('domain_hosts')
    .innerJoin('domains', 'domains.id', 'domain_hosts.domain_id')
    .leftJoin('hosted_sites', 'hosted_sites.website_id', 'domains.website_id')
    .select(['domains.primary_host', 'hosted_sites.slug'])
    .where('domain_hosts.host', '=', host)
    .where('domain_hosts.is_verified', '=', 1)
    .executeTakeFirst();
}

export async function insertDomain(db: Executor, row: Insertable<DomainsTable>, hosts: string[]) {
  await db.insertInto('domains').values(row).execute();
  await db
    .insertInto('domain_hosts')
    .values(hosts.map((host) => ({ host, domain_id: row.id, is_verified: 0, found: '' })))
    .execute();
}

export async function deleteDomain(db: Executor, domainId: string) {
  // Hosts go first: SQLite without foreign keys on (old files) must not keep them behind.
  await db.deleteFrom('domain_hosts').where('domain_id', '=', domainId).execute();
  await db.deleteFrom('domains').where('id', '=', domainId).execute();
}

export function updateDomain(
  db: Executor,
  domainId: string,
  values: Partial<
    Pick<DomainsTable, 'primary_host' | 'status' | 'problem' | 'checked_at' | 'next_check_at'>
  > & {
    check_count?: number;
  },
) {
  return db.updateTable('domains').set(values).where('id', '=', domainId).execute();
}

export function updateHost(db: Executor, host: string, values: { is_verified: number; found: string }) {
  return db.updateTable('domain_hosts').set(values).where('host', '=', host).execute();
}

/** Domains whose next background check is due, soonest first. */
export function findDueDomains(db: Db, now: string, limit: number) {
  return db
    .selectFrom('domains')
    .select(['id', 'website_id'])
    .where('next_check_at', '<=', now)
    .orderBy('next_check_at')
    .limit(limit)
    .execute();
}

export function findClaim(db: Executor, name: string, userId: string) {
  return db
    .selectFrom('domain_claims')
    .select(['token', 'proven_at'])
    .where('name', '=', name)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function insertClaim(
  db: Executor,
  row: { name: string; user_id: string; token: string; created_at: string },
) {
  await db
    .insertInto('domain_claims')
    .values(row)
    .onConflict((oc) => oc.columns(['name', 'user_id']).doNothing())
    .execute();
}

/** How many names the account claimed since then (each a certificate order once proven). */
export async function countClaimsSince(db: Executor, userId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('domain_claims')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function markProven(db: Executor, domainId: string, name: string, userId: string, now: string) {
  await db.updateTable('domains').set({ proven_at: now }).where('id', '=', domainId).execute();
  await db
    .updateTable('domain_claims')
    .set({ proven_at: now })
    .where('name', '=', name)
    .where('user_id', '=', userId)
    .where('proven_at', 'is', null)
    .execute();
}

/** A domain with the account and site that hold it, for its checks and its owner's mails. */
export function findDomainWithOwner(db: Executor, id: string) {
  return withOwner(db).where('domains.id', '=', id).executeTakeFirst();
}

export function findDomainWithOwnerOfWebsite(db: Executor, websiteId: string) {
  return withOwner(db).where('domains.website_id', '=', websiteId).executeTakeFirst();
}

function withOwner(db: Executor) {
  return db
    .selectFrom('domains')
    .innerJoin('websites', 'websites.id', 'domains.website_id')
    .innerJoin('users', 'users.id', 'websites.user_id')
    .selectAll('domains')
    .select(['users.id as user_id', 'websites.name as site_name', 'users.email as owner_email']);
}
