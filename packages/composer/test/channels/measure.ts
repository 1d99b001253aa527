import { type Content, renderSite } from '@mainstreet/site';
import type { Channel, ChannelKind, LabelledDescription } from './labels';

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/<[^>]+>/g, '');

const BOOKING_WORDS = /book|r[eé]serv|buch|termin|cita|rendez|turno/i;
const SOCIAL: [RegExp, ChannelKind][] = [
  [/^https?:\/\/(?:www\.)?instagram\.com\/([^/?#]+)/i, 'instagram'],
  [/^https?:\/\/(?:www\.)?(?:facebook|fb)\.com\/([^/?#]+)/i, 'facebook'],
  [/^https?:\/\/(?:www\.)?tiktok\.com\/@?([^/?#]+)/i, 'tiktok'],
];

/** What one link on the page offers: its kind and target, in the labels' forms; undefined for page links. */
export function channelOfLink(href: string, text: string): Channel | undefined {
  const url = decode(href).trim();
  const digits = url.replace(/\D/g, '');
  if (/^tel:/i.test(url)) return ['call', digits];
  if (/^sms:/i.test(url)) return ['text', digits];
  if (/^https?:\/\/(?:wa\.me|api\.whatsapp\.com)\//i.test(url)) return ['whatsapp', digits];
  if (/^mailto:/i.test(url)) return ['email', url.slice(7).toLowerCase()];
  if (/openstreetmap\.org\/search|google\.[a-z.]+\/maps/i.test(url)) {
    const query = decodeURIComponent(/query=([^&]*)/.exec(url)?.[1] ?? '').replace(/\+/g, ' ');
    return ['map', query];
  }
  for (const [pattern, kind] of SOCIAL) {
    const m = pattern.exec(url);
    if (m) return [kind, m[1].toLowerCase()];
  }
  if (/^https?:\/\//i.test(url)) {
    const target = url
      .replace(/^https?:\/\/(?:www\.)?/i, '')
      .replace(/\/$/, '')
      .toLowerCase();
    if (/mainstreet/i.test(target)) return undefined;
    return [BOOKING_WORDS.test(decode(text)) ? 'booking' : 'website', target];
  }
  return undefined;
}

// A link's words, with the name of the contact row it stands in ("Booking: thevault.co.nz").
function linksOf(html: string): Array<{ href: string; text: string }> {
  return [...html.matchAll(/<a\b[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => {
    const row = /<dt>([^<]*)<\/dt><dd[^>]*>$/.exec(
      html.slice(Math.max(0, (m.index ?? 0) - 200), m.index),
    )?.[1];
    return { href: m[1], text: `${row ?? ''} ${m[2]}` };
  });
}

// Phones match on their last 8 digits (a number written without its country still dials at home);
// WhatsApp needs the whole international number, which wa.me cannot do without.
function same(a: Channel, b: Channel): boolean {
  // The corpus labels a number without saying how it is answered: a call, a text or WhatsApp link all reach it.
  if (a[0] === 'phone' && ['call', 'text', 'whatsapp'].includes(b[0]))
    return same(['call', a[1]], ['call', b[1]]);
  if (a[0] !== b[0]) return false;
  if (a[0] === 'call' || a[0] === 'text') return a[1].slice(-8) === b[1].slice(-8) && b[1].length >= 8;
  if (a[0] === 'map') return b[1].toLowerCase().includes(a[1].toLowerCase());
  return a[1] === b[1];
}

export type Score = {
  right: number;
  wrong: number;
  missing: number;
  heroRight: number;
  heroWrong: number;
  /** Per description: what was missing and what was wrong, for reading. */
  notes: string[];
};

/** The page's channels against the labels: right, wrong (a link the labels do not hold), missing. */
export function scoreSite(label: LabelledDescription, content: Content, score: Score): void {
  const html = renderSite(content);
  const found = linksOf(html)
    .map((l) => channelOfLink(l.href, l.text))
    .filter((c): c is Channel => Boolean(c));
  const unique = found.filter((c, i) => found.findIndex((o) => o[0] === c[0] && o[1] === c[1]) === i);
  const allowed = [...label.channels, ...(label.optional ?? [])];
  const missing = label.channels.filter((c) => !unique.some((f) => same(c, f)));
  const wrong = unique.filter((f) => !allowed.some((c) => same(c, f)));
  score.right += label.channels.length - missing.length;
  score.missing += missing.length;
  score.wrong += wrong.length;
  const heroHtml = /<div class="hero-actions">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
  const hero = linksOf(heroHtml)
    .map((l) => channelOfLink(l.href, l.text) ?? (['page', l.href] as unknown as Channel))
    .filter(Boolean);
  const heroKinds = [label.hero, ...(label.heroAlso ?? [])].filter(Boolean);
  // The first action names a channel the owner prefers; none promises one the labels lack.
  const isHeroRight = label.hero
    ? hero.length > 0 && heroKinds.includes(hero[0][0]) && hero.every((h) => allowed.some((c) => same(c, h)))
    : hero.every((h) => allowed.some((c) => same(c, h)));
  if (isHeroRight) score.heroRight += 1;
  else score.heroWrong += 1;
  if (missing.length || wrong.length || !isHeroRight)
    score.notes.push(
      `${label.id}: missing ${JSON.stringify(missing)} wrong ${JSON.stringify(wrong)} hero ${JSON.stringify(hero)}`,
    );
}

export const emptyScore = (): Score => ({
  right: 0,
  wrong: 0,
  missing: 0,
  heroRight: 0,
  heroWrong: 0,
  notes: [],
});
