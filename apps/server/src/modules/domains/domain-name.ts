import { parse } from 'tldts';
import { badRequest } from '../../lib/app-error';

/** A domain as the owner asked for it: the name kept, the hosts served, which of them leads. */
export type DomainName = {
  /** The registrable domain ("rosasbakery.com") or, for a deeper name, that name ("shop.rosas.co.uk"). */
  name: string;
  /** Whether `name` is registrable, so both it and `www.` are served, one redirecting to the other. */
  isApex: boolean;
  /** The hosts served: `[name, www.name]` for an apex, `[name]` otherwise. */
  hosts: string[];
};

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The host name in what an owner typed: scheme, path, port and a final dot dropped, IDN as punycode. */
function hostNameIn(input: string): string | null {
  const trimmed = input.trim().toLowerCase();
  if (trimmed === '' || /\s/.test(trimmed)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//.test(trimmed) ? trimmed : `http://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.username || url.password) return null;
    return url.hostname.replace(/\.$/, '');
  } catch {
    return null;
  }
}

/**
 * Reads an owner's domain: a public name under a known ending (the Public Suffix List, through
 * tldts), never an IP, a bare ending or this server's own names. A `www.` name stands for its
 * apex with www leading. Throws a 400 that says what is wrong.
 */
export function readDomainName(
  input: string,
  ownHosts: { appHost: string | null; sitesDomain: string | null },
) {
  const host = hostNameIn(input);
  if (!host || host.length > 253) throw badRequest(`"${input.trim().slice(0, 80)}" is not a domain name.`);
  const parsed = parse(host, { allowPrivateDomains: true });
  if (parsed.isIp) throw badRequest('Enter a domain name, not an IP address.');
  if (!parsed.hostname || !host.split('.').every((label) => LABEL.test(label)))
    throw badRequest(`"${host}" is not a domain name: use letters, digits and hyphens between the dots.`);
  if (!parsed.isIcann && !parsed.isPrivate)
    throw badRequest(`"${host}" does not end in a public domain ending such as .com or .co.uk.`);
  if (!parsed.domain)
    throw badRequest(`"${host}" is a domain ending, not a domain: enter the name you registered.`);

  const withoutWww = host.startsWith('www.') && host.slice(4) === parsed.domain ? parsed.domain : host;
  const isApex = withoutWww === parsed.domain;
  const name: DomainName = {
    name: withoutWww,
    isApex,
    hosts: isApex ? [withoutWww, `www.${withoutWww}`] : [withoutWww],
  };
  for (const served of name.hosts) {
    const isOwn =
      served === ownHosts.appHost ||
      (ownHosts.sitesDomain !== null &&
        (served === ownHosts.sitesDomain || served.endsWith(`.${ownHosts.sitesDomain}`)));
    if (isOwn) throw badRequest(`"${served}" is one of this server's own addresses, not a domain of yours.`);
  }
  return { ...name, prefersWww: host !== withoutWww };
}
