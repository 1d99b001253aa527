import { Resolver } from 'node:dns/promises';
import type { Config } from '../../config';

/** Where owners' records must point: this server's addresses and the host CNAMEs name. */
export type DnsTarget = { ipv4: string | null; ipv6: string | null; cname: string | null };

/** One record the owner adds at their DNS provider. */
export type RecordToAdd = { type: 'A' | 'AAAA' | 'CNAME' | 'ALIAS' | 'TXT'; name: string; value: string };

/** What DNS says of one host now: right, nothing yet, or pointing elsewhere (and which record). */
export type HostCheck = {
  host: string;
  state: 'ok' | 'missing' | 'wrong';
  found: string;
  problem: string | null;
};

/** Subdomain label owners publish their TXT proof under. */
export const PROOF_LABEL = '_mainstreet';

/** The target from configuration; the CNAME target falls back to PUBLIC_URL's host unless it is local. */
export function dnsTargetOf(config: Config): DnsTarget {
  let cname = config.DOMAINS_CNAME_TARGET?.toLowerCase() ?? null;
  if (!cname && config.PUBLIC_URL) {
    const host = new URL(config.PUBLIC_URL).hostname;
    if (host.includes('.') && !/^[\d.]+$/.test(host) && !host.startsWith('[')) cname = host;
  }
  return { ipv4: config.PUBLIC_IPV4 ?? null, ipv6: config.PUBLIC_IPV6 ?? null, cname };
}

/** Whether owners can be told any record: an address or a CNAME target is configured. */
export function canPointDomains(target: DnsTarget): boolean {
  return Boolean(target.ipv4 || target.ipv6 || target.cname);
}

/** The records one host needs: a CNAME for www and deeper names when there is a target, else A/AAAA. */
export function recordsFor(host: string, isApexHost: boolean, target: DnsTarget): RecordToAdd[] {
  if (!isApexHost && target.cname) return [{ type: 'CNAME', name: host, value: target.cname }];
  const records: RecordToAdd[] = [];
  if (target.ipv4) records.push({ type: 'A', name: host, value: target.ipv4 });
  if (target.ipv6) records.push({ type: 'AAAA', name: host, value: target.ipv6 });
  // An apex cannot be a CNAME; many providers flatten an ALIAS (or ANAME) record instead.
  if (records.length === 0 && target.cname) records.push({ type: 'ALIAS', name: host, value: target.cname });
  return records;
}

/** A resolver asking DNS_SERVERS (host, host:port or [v6]:port), or the system's servers. */
export function createDomainResolver(config: Config): Resolver {
  const resolver = new Resolver({ timeout: 3_000, tries: 2 });
  const servers = (config.DNS_SERVERS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (servers.length > 0) resolver.setServers(servers);
  return resolver;
}

const isAbsent = (error: unknown) =>
  ['ENODATA', 'ENOTFOUND', 'NOTFOUND', 'ENONAME'].includes((error as NodeJS.ErrnoException).code ?? '');

async function lookup<T>(query: () => Promise<T[]>): Promise<T[]> {
  try {
    return await query();
  } catch (error) {
    if (isAbsent(error)) return [];
    throw error;
  }
}

const bare = (name: string) => name.toLowerCase().replace(/\.$/, '');

/** The addresses the target stands for: the configured ones and those of the CNAME target. */
export async function expectedAddresses(resolver: Resolver, target: DnsTarget): Promise<Set<string>> {
  const addresses = new Set<string>([target.ipv4, target.ipv6].filter((a): a is string => Boolean(a)));
  if (target.cname) {
    const [v4, v6] = await Promise.all([
      lookup(() => resolver.resolve4(target.cname as string)),
      lookup(() => resolver.resolve6(target.cname as string)),
    ]);
    for (const address of [...v4, ...v6]) addresses.add(address);
  }
  return addresses;
}

/**
 * Asks DNS for one host: a CNAME to the target is right; otherwise every A and AAAA must be one of
 * the expected addresses (one stray record sends some visitors elsewhere). A failing DNS server
 * throws, so the caller keeps the host as it was rather than calling it wrong.
 */
export async function checkHost(
  resolver: Resolver,
  host: string,
  target: DnsTarget,
  expected: Set<string>,
): Promise<HostCheck> {
  const cnames = (await lookup(() => resolver.resolveCname(host))).map(bare);
  if (target.cname && cnames.includes(target.cname)) {
    return { host, state: 'ok', found: `CNAME ${target.cname}`, problem: null };
  }
  const [v4, v6] = await Promise.all([
    lookup(() => resolver.resolve4(host)),
    lookup(() => resolver.resolve6(host)),
  ]);
  const found = [
    ...cnames.map((c) => `CNAME ${c}`),
    ...v4.map((a) => `A ${a}`),
    ...v6.map((a) => `AAAA ${a}`),
  ].join(', ');
  if (v4.length + v6.length === 0) {
    return { host, state: 'missing', found, problem: null };
  }
  const stray = [...v4.map((a) => ['A', a]), ...v6.map((a) => ['AAAA', a])].filter(
    ([, a]) => !expected.has(a),
  );
  if (stray.length === 0) return { host, state: 'ok', found, problem: null };
  const [type, address] = stray[0];
  const via = cnames.length > 0 ? ` (through the CNAME to ${cnames[0]})` : '';
  const problem =
    stray.length < v4.length + v6.length
      ? `${host} also has the ${type} record ${address}${via}: remove it, or some visitors reach another server.`
      : `The ${type} record of ${host} points to ${address}${via}, not to this server: change it to the value shown.`;
  return { host, state: 'wrong', found, problem };
}

/** Whether the TXT record `_mainstreet.<name>` holds the token. */
export async function hasProof(resolver: Resolver, name: string, token: string): Promise<boolean> {
  const records = await lookup(() => resolver.resolveTxt(`${PROOF_LABEL}.${name}`));
  return records.some((chunks) => chunks.join('') === token);
}
