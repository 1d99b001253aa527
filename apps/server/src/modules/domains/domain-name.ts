import { getDomain, parse } from 'tldts';
import { AppError } from '../../lib/app-error';
import { type ServerMessageId, sayable } from '../../lib/server-messages';
import { isLookAlike, PRIVATE_ENDINGS, specialUseProblem } from './refused-names';

/** A name refused: 400 with the English for programs and the id the web app writes it by. */
const refuse = (message: string, id: ServerMessageId, params?: Record<string, string | number>) =>
  new AppError('BAD_REQUEST', message, sayable(id, params));

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

/** This server's own names and whether it may serve private endings (.test, .internal, .lan). */
export type NameRules = {
  appHost: string | null;
  sitesDomain: string | null;
  cnameTarget: string | null;
  /** The operator's HTTPS comes from a private CA (DOMAINS_CA_FILE), so private names can be certified. */
  allowsPrivate: boolean;
};

const under = (host: string, parent: string) => host === parent || host.endsWith(`.${parent}`);

/** The registrable part of a name on a private ending ("rosas.test", "rosas.home.arpa"), or null. */
function privateRegistrable(host: string): string | null {
  const ending = PRIVATE_ENDINGS.find((e) => host.endsWith(`.${e}`));
  if (!ending) return null;
  const labels = host.slice(0, -ending.length - 1).split('.');
  return `${labels[labels.length - 1]}.${ending}`;
}

/** The domains a name must stay out of: the app's own (its parent, itself, its children) and the sites domain. */
function ownDomains(rules: NameRules): string[] {
  const own = [rules.sitesDomain, rules.cnameTarget];
  for (const host of [rules.appHost, rules.cnameTarget]) {
    if (host) own.push(getDomain(host, { allowPrivateDomains: true }) ?? host);
  }
  return own.filter((name): name is string => Boolean(name));
}

/**
 * Reads an owner's domain: a public name under a known ending (the Public Suffix List, through
 * tldts), never an IP, a bare ending, a special-use or wildcard-DNS name, a look-alike IDN or a
 * name under this server's own domain. A `www.` name stands for its apex with www leading. Throws
 * a 400 that says what is wrong.
 */
export function readDomainName(input: string, rules: NameRules) {
  const host = hostNameIn(input);
  if (!host || host.length > 253) {
    const shown = input.trim().slice(0, 80);
    throw refuse(`"${shown}" is not a domain name.`, 'domainNotAName', { name: shown });
  }
  const parsed = parse(host, { allowPrivateDomains: true });
  if (parsed.isIp) throw refuse('Enter a domain name, not an IP address.', 'domainIsIp');
  if (!parsed.hostname || !host.split('.').every((label) => LABEL.test(label)))
    throw refuse(
      `"${host}" is not a domain name: use letters, digits and hyphens between the dots.`,
      'domainBadLabels',
      {
        name: host,
      },
    );
  const privateDomain = rules.allowsPrivate ? privateRegistrable(host) : null;
  const registrable = privateDomain ?? parsed.domain;
  if (!privateDomain) {
    const special = specialUseProblem(host, parsed.domain);
    if (special) throw refuse(special.message, special.id, special.params);
    if (!parsed.isIcann && !parsed.isPrivate)
      throw refuse(
        `"${host}" does not end in a public domain ending such as .com or .co.uk.`,
        'domainNoPublicEnding',
        {
          name: host,
        },
      );
  }
  if (!registrable)
    throw refuse(
      `"${host}" is a domain ending, not a domain: enter the name you registered.`,
      'domainIsEnding',
      {
        name: host,
      },
    );
  if (isLookAlike(host))
    throw refuse(
      `"${host}" mixes alphabets in a way that imitates another name, so it is not accepted.`,
      'domainLookAlike',
      { name: host },
    );

  const withoutWww = host.startsWith('www.') && host.slice(4) === registrable ? registrable : host;
  const isApex = withoutWww === registrable;
  const name: DomainName = {
    name: withoutWww,
    isApex,
    hosts: isApex ? [withoutWww, `www.${withoutWww}`] : [withoutWww],
  };
  const own = ownDomains(rules);
  for (const served of name.hosts) {
    if (own.some((domain) => under(served, domain)))
      throw refuse(
        `"${served}" is one of this server's own addresses, not a domain of yours.`,
        'domainServerOwn',
        {
          name: served,
        },
      );
  }
  return { ...name, prefersWww: host !== withoutWww };
}
