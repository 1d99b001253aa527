import Bowser from 'bowser';
import { isbot } from 'isbot';

export type Device = 'desktop' | 'mobile' | 'tablet' | 'other';

/** A crawler, a script or a headless browser (isbot's list); a request without a user agent too. */
export function isBotAgent(userAgent: string): boolean {
  return userAgent.trim() === '' || isbot(userAgent);
}

const devices = new Map<string, Device>();

/** Desktop, mobile or tablet from the user agent (bowser); remembered for the agents seen most. */
export function deviceOf(userAgent: string): Device {
  const known = devices.get(userAgent);
  if (known) return known;
  const type = Bowser.parse(userAgent).platform.type;
  const device: Device = type === 'desktop' || type === 'mobile' || type === 'tablet' ? type : 'other';
  if (devices.size >= 1_000) devices.clear();
  devices.set(userAgent, device);
  return device;
}

const stripWww = (host: string) => host.replace(/^www\./, '');
/** Mobile sites and link shims of one service are that service: m.facebook.com and l.facebook.com are facebook.com. */
const sourceOf = (host: string) =>
  stripWww(host)
    .replace(/^(?:m|mobile|touch)\.(?=[^.]+\.[^.]+)/, '')
    .replace(/^(?:l|lm|web)\.(facebook\.com|instagram\.com|messenger\.com)$/, '$1');

/**
 * The domain a visitor came from (`google.com`), or null for none: no or a broken Referer, a
 * page of this server (the site itself, the app, another hosted site), or anything but a web page.
 */
export function referrerDomainOf(
  referrer: string,
  host: string,
  own: { appHost?: string; sitesDomain?: string } = {},
): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const domain = sourceOf(url.hostname.toLowerCase());
  if (!domain || domain === stripWww(host.toLowerCase().replace(/:\d+$/, ''))) return null;
  if (domain === own.appHost || (own.sitesDomain && domain.endsWith(`.${own.sitesDomain}`))) return null;
  return domain.slice(0, 253);
}

/**
 * The country of the visitor's first preferred language with a region (`de-AT` → AT), or null:
 * a language alone says nothing about where someone is, and no address is looked up.
 */
export function countryOf(acceptLanguage: string): string | null {
  const first = acceptLanguage.split(',')[0]?.split(';')[0]?.trim();
  if (!first || first === '*') return null;
  try {
    const region = new Intl.Locale(first).region;
    return region && /^[A-Z]{2}$/.test(region) ? region : null;
  } catch {
    return null;
  }
}
