import type { DomainHostsTable, DomainsTable } from '../../db/types';
import { type DnsTarget, type RecordToAdd, recordsFor } from './domain-dns';
import type { DomainView } from './domains.schemas';

type DomainRow = Omit<DomainsTable, 'check_count'> & { check_count: number };

/** A record's name as registrars that append the zone want it: "@" for the zone, "www" for www.zone. */
function relativeName(name: string, zone: string): string {
  if (name === zone) return '@';
  return name.endsWith(`.${zone}`) ? name.slice(0, -zone.length - 1) : name;
}
type HostRow = Pick<DomainHostsTable, 'host'> & { is_verified: number; found: string };

/**
 * What the owner sees of a domain: status, the TXT proof while it is missing, and per host the
 * records to add (full and zone-relative names) and what DNS says.
 */
export function presentDomain(
  domain: DomainRow,
  hosts: HostRow[],
  target: DnsTarget,
  proof: RecordToAdd | null,
): DomainView {
  const zone = zoneOf(domain.name, hosts.length > 1);
  const withRelative = (record: RecordToAdd) => ({
    ...record,
    relativeName: relativeName(record.name, zone),
  });
  const isApex = hosts.length > 1;
  const ordered = [...hosts].sort((a, b) => a.host.length - b.host.length);
  return {
    name: domain.name,
    isApex,
    primaryHost: domain.primary_host,
    status: domain.status as DomainView['status'],
    problem: domain.problem,
    hosts: ordered.map((row) => ({
      host: row.host,
      isPrimary: row.host === domain.primary_host,
      isVerified: row.is_verified === 1,
      found: row.found,
      records: recordsFor(row.host, isApex && row.host === domain.name, target).map(withRelative),
    })),
    proof: proof && withRelative(proof),
    checkedAt: domain.checked_at,
    nextCheckAt: domain.next_check_at,
  };
}

/** The zone a domain's records live in: the apex itself, or for a deeper name its parent's apex. */
function zoneOf(name: string, isApex: boolean): string {
  if (isApex) return name;
  const labels = name.split('.');
  // Deeper names ("shop.rosas.co.uk"): the registrar's zone is where the owner adds records; the
  // full name stays shown beside it, so a guess one label too short still reads right.
  return labels.slice(1).join('.');
}
