import { domainToUnicode } from 'node:url';
import type { Said } from '../../lib/server-messages';

/**
 * Services whose DNS answers every name under them with the address written in it
 * (127.0.0.1.nip.io): a name there needs no DNS of one's own, so it proves nothing and would let
 * anyone order certificates by the hundred.
 */
const WILDCARD_DNS = new Set([
  'nip.io',
  'sslip.io',
  'xip.io',
  'nip.direct',
  'traefik.me',
  'localtest.me',
  'lvh.me',
  'vcap.me',
  'lacolhost.com',
  'fuf.me',
  'localhost.run',
  'readme.localhost',
]);

/** Special-use names (RFC 6761, RFC 7686, RFC 8375) and reverse DNS: never a business's address. */
const SPECIAL_USE = [
  'onion',
  'localhost',
  'local',
  'invalid',
  'example',
  'home.arpa',
  'in-addr.arpa',
  'ip6.arpa',
  'alt',
];

/** Private endings a server with its own CA (Caddy's internal one) may serve on a private network. */
export const PRIVATE_ENDINGS = ['test', 'internal', 'lan', 'home.arpa'];

const under = (host: string, ending: string) => host === ending || host.endsWith(`.${ending}`);

/** Why a name is refused as a special-use or wildcard-DNS name, or null. */
export function specialUseProblem(host: string, registrable: string | null): Said | null {
  if (SPECIAL_USE.some((ending) => under(host, ending)))
    return {
      message: `"${host}" is a special-use name that never reaches the public web.`,
      id: 'domainSpecialUse',
      params: { name: host },
    };
  if (registrable && WILDCARD_DNS.has(registrable))
    return {
      message: `${registrable} answers for any name, so a name under it cannot be proven yours. Use a domain you registered.`,
      id: 'domainWildcard',
      params: { name: registrable },
    };
  return null;
}

// Chromium's IDN display policy: Cyrillic letters that read as Latin ones ("аррӏе" is not "apple").
const LATIN_LOOKALIKE_CYRILLIC = /^[аысԁеԍһіюјӏорԛѕԝхуъьҽпгѵѡ]+$/u;
const SCRIPTS = ['Latin', 'Cyrillic', 'Greek', 'Armenian', 'Hebrew', 'Arabic', 'Georgian', 'Cherokee'];
const CJK = ['Han', 'Hiragana', 'Katakana', 'Hangul', 'Bopomofo'];
const scriptOf = (char: string) =>
  [...SCRIPTS, ...CJK].find((script) => new RegExp(`\\p{Script=${script}}`, 'u').test(char));

/**
 * Whether an IDN label mixes scripts in a way that imitates another name (Latin "paypal" with a
 * Cyrillic "а"), or is written wholly in Cyrillic letters that read as Latin. CJK scripts may mix
 * with each other and with Latin, as UTS #39's "highly restrictive" level allows.
 */
export function isLookAlike(host: string): boolean {
  if (!host.split('.').some((label) => label.startsWith('xn--'))) return false;
  return domainToUnicode(host)
    .split('.')
    .some((label) => {
      const scripts = new Set([...label].map(scriptOf).filter(Boolean));
      const nonCjk = [...scripts].filter((script) => !CJK.includes(script as string));
      if (nonCjk.length > 1) return true;
      if (nonCjk.length === 1 && nonCjk[0] !== 'Latin' && scripts.size > 1) return true;
      return LATIN_LOOKALIKE_CYRILLIC.test(label);
    });
}
