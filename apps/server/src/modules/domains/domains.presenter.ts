import type { DomainHostsTable, DomainsTable } from '../../db/types';
import { type DnsTarget, recordsFor } from './domain-dns';
import type { DomainView } from './domains.schemas';

type DomainRow = Omit<DomainsTable, 'check_count'> & { check_count: number };
type HostRow = Pick<DomainHostsTable, 'host'> & { is_verified: number; found: string };

/** What the owner sees of a domain: status, and per host the records to add and what DNS says. */
export function presentDomain(domain: DomainRow, hosts: HostRow[], target: DnsTarget): DomainView {
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
      records: recordsFor(row.host, isApex && row.host === domain.name, target),
    })),
    checkedAt: domain.checked_at,
    nextCheckAt: domain.next_check_at,
  };
}
