import { CATALOGS } from '../catalog/load';
import { wordsOf } from '../catalog/words';

// The words this file reads descriptions with: copy/detect/contact.json and copy/<lang>/detect/contact.json.
const WORDS = CATALOGS.detect.contact;
// "(texts only)", "sms": a number is for messages when a text word follows it.
const TEXT_AFTER = new RegExp(
  String.raw`^\W*\(?(?:${wordsOf('contact', 'textWordsAfter').join('|')})\b`,
  'i',
);

/** A way to reach the owner, as the description gives it. */
export type ChannelKind =
  | 'call'
  | 'text'
  | 'whatsapp'
  | 'email'
  | 'booking'
  | 'website'
  | 'instagram'
  | 'facebook'
  | 'tiktok'
  | 'map';

/**
 * One channel: `value` verbatim (a number, an email, a web address, a handle without "@", an
 * address), where it stands, and whether the owner asks to be reached there ("DM me on Instagram")
 * rather than only naming it ("see my work on insta").
 */
export type Channel = { kind: ChannelKind; value: string; at: number; isAsk: boolean; text?: string };

const words = (list: string[]) =>
  new RegExp(String.raw`(?<![\p{L}\d])(?:${list.join('|')})(?![\p{L}\d])`, 'iu');
const TEXT = words(WORDS.textWords);
const WHATSAPP = words(WORDS.whatsappWords);
const CALL = words(WORDS.callWords);
const BOOKING = words(WORDS.bookingWords);
const NOT_BOOKING = new RegExp(WORDS.notBookingWords.join('|'), 'iu');
const BOOKING_HOST = new RegExp(String.raw`(?:^|\.)(?:${WORDS.bookingHosts.join('|')})\.`, 'i');
const ASK = words(WORDS.askWords);
const NETWORK_WORDS: Array<[ChannelKind, RegExp]> = [
  ['instagram', words(WORDS.instagramWords)],
  ['facebook', words(WORDS.facebookWords)],
  ['tiktok', words(WORDS.tiktokWords)],
];
const NETWORK_HOSTS: Array<[ChannelKind, RegExp]> = [
  ['instagram', /^(?:www\.)?instagram\.com\/([A-Za-z0-9._]{1,30})/i],
  ['facebook', /^(?:www\.|m\.)?(?:facebook|fb)\.com\/([A-Za-z0-9.-]{2,80})/i],
  ['tiktok', /^(?:www\.)?tiktok\.com\/@?([A-Za-z0-9._]{2,24})/i],
];

const TLD = WORDS.webDomains.join('|');
// A web address with its scheme, with "www.", or a bare domain of a known ending ("thevault.co.nz/book").
const WEB = new RegExp(
  String.raw`(?<![@\w.-])(?:https?:\/\/[^\s<>"]+|www\.[^\s<>"]+|(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:${TLD})(?![\w-])(?:\/[^\s<>"]*)?)`,
  'giu',
);
const HANDLE = /(?<![\w@.])@([A-Za-z0-9_](?:[A-Za-z0-9_.]{0,28}[A-Za-z0-9_])?)(?![\w@])/g;
// "IG: tacolocoatx", "Insta - claire.terre": a network's name, then a handle without its "@".
const BARE_HANDLE = new RegExp(
  String.raw`(?<![\p{L}\d])(?:${[...WORDS.instagramWords, ...WORDS.tiktokWords].join('|')})\s*[:\-–]\s*([A-Za-z0-9_](?:[A-Za-z0-9_.]{0,28}[A-Za-z0-9_]))(?![\w@])`,
  'giu',
);

// "Síguenos en Facebook: /veterinarialosaromos": the page's path after the network's name.
const FACEBOOK_PATH = new RegExp(
  String.raw`(?<![\p{L}\d])(?:${WORDS.facebookWords.join('|')})\s*[:\-–]?\s*\/([A-Za-z0-9.-]{2,80}[A-Za-z0-9])`,
  'giu',
);
// "Info y turnos: …": an address given for information as well is the owner's website, not a booking page.
const INFO = words(WORDS.infoWords);

/** The words of the same sentence before `at` (at most `reach` characters), where a channel's cue stands. */
function before(text: string, at: number, reach = 60): string {
  const window = text.slice(Math.max(0, at - reach), at);
  const stop = Math.max(...['. ', '! ', '? ', '\n', '.\n'].map((s) => window.lastIndexOf(s)));
  return stop < 0 ? window : window.slice(stop + 1);
}

/** The rest of the sentence after `end` (at most `reach` characters). */
function after(text: string, end: number, reach = 70): string {
  const window = text.slice(end, end + reach);
  const stop = window.search(/[.!?](?:\s|$)|\n/);
  return stop < 0 ? window : window.slice(0, stop);
}

/** How each number is meant: called, texted, on WhatsApp; a number with no word for it is called. */
function phoneChannels(text: string, phones: string[]): Channel[] {
  const found: Channel[] = [];
  const spans = phones
    .map((value) => ({ value, at: text.indexOf(value) }))
    .filter((p) => p.at >= 0)
    .sort((a, b) => a.at - b.at);
  spans.forEach(({ value, at }, i) => {
    const lead = before(text, at).slice(
      i > 0 ? Math.max(0, spans[i - 1].at + spans[i - 1].value.length - at) : 0,
    );
    const tail = after(text, at + value.length);
    const cue = `${lead} ${tail}`;
    const isWhatsapp = WHATSAPP.test(cue);
    const isText = (!isWhatsapp && TEXT.test(lead)) || TEXT_AFTER.test(tail);
    const isCall = CALL.test(lead) || (!isWhatsapp && !isText);
    if (isCall) found.push({ kind: 'call', value, at, isAsk: true });
    if (isText) found.push({ kind: 'text', value, at, isAsk: true });
    if (isWhatsapp) found.push({ kind: 'whatsapp', value, at, isAsk: true });
  });
  // "WhatsApp me on the same number", "also on WhatsApp": the first number, where no number is near the word.
  const first = spans[0];
  const mention = text.search(WHATSAPP);
  if (first && mention >= 0 && !found.some((c) => c.kind === 'whatsapp')) {
    found.push({ kind: 'whatsapp', value: first.value, at: mention, isAsk: true });
  }
  return found;
}

/** A web address as a link target: with its scheme, without a closing stop or bracket. */
function tidyUrl(raw: string): string {
  return raw.replace(/[.,;:!?)\]'"’]+$/u, '');
}

function webChannels(text: string, emails: string[]): Channel[] {
  const found: Channel[] = [];
  for (const m of text.matchAll(WEB)) {
    const value = tidyUrl(m[0]);
    const at = m.index ?? 0;
    if (emails.some((e) => e.toLowerCase().endsWith(value.toLowerCase()))) continue;
    const bare = value.replace(/^https?:\/\//i, '');
    const network = NETWORK_HOSTS.find(([, host]) => host.test(bare));
    const lead = before(text, at);
    if (network) {
      const handle = network[1].exec(bare)?.[1] ?? '';
      found.push({ kind: network[0], value: handle, at, isAsk: ASK.test(lead), text: value });
      continue;
    }
    const host = bare.split('/')[0];
    const path = bare.slice(host.length);
    const isBooking =
      !NOT_BOOKING.test(lead) &&
      (BOOKING_HOST.test(host) || BOOKING.test(path) || (BOOKING.test(lead) && !INFO.test(lead)));
    found.push({ kind: isBooking ? 'booking' : 'website', value, at, isAsk: isBooking || ASK.test(lead) });
  }
  return found;
}

/** Handles with their network named beside them ("Insta @x", "IG: x", "@x on TikTok"); a handle alone names no network. */
function handleChannels(text: string): Channel[] {
  const found: Channel[] = [];
  const add = (handle: string, at: number, lead: string, tail: string, written: string) => {
    const named =
      NETWORK_WORDS.find(([, w]) => w.test(lead.slice(-40))) ??
      NETWORK_WORDS.find(([, w]) => w.test(tail.slice(0, 20)));
    if (!named || found.some((c) => c.value === handle)) return;
    found.push({ kind: named[0], value: handle, at, isAsk: ASK.test(lead), text: written });
  };
  for (const m of text.matchAll(HANDLE)) {
    const at = m.index ?? 0;
    add(m[1], at, before(text, at), after(text, at + m[0].length), m[0]);
  }
  for (const m of text.matchAll(BARE_HANDLE)) {
    const at = m.index ?? 0;
    add(m[1], at, text.slice(Math.max(0, at - 40), at + m[0].length - m[1].length), '', m[1]);
  }
  for (const m of text.matchAll(FACEBOOK_PATH)) {
    const at = m.index ?? 0;
    if (!found.some((c) => c.value === m[1]))
      found.push({ kind: 'facebook', value: m[1], at, isAsk: ASK.test(before(text, at)), text: `/${m[1]}` });
  }
  return found;
}

/**
 * Every way to reach the owner the description gives, in the order written: each phone as called,
 * texted or on WhatsApp as the words around it say, emails, booking pages and websites, social
 * profiles, and the street addresses (for a map link).
 */
export function readChannels(
  text: string,
  found: { phones: string[]; emails: string[]; addresses: string[] },
): Channel[] {
  const emails = found.emails.map((value) => ({
    kind: 'email' as const,
    value,
    at: text.indexOf(value),
    isAsk: true,
  }));
  const addresses = found.addresses.map((value) => ({
    kind: 'map' as const,
    value,
    at: text.indexOf(value),
    isAsk: false,
  }));
  const social = [...webChannels(text, found.emails), ...handleChannels(text)];
  const unique = social.filter(
    (c, i) =>
      social.findIndex((o) => o.kind === c.kind && o.value.toLowerCase() === c.value.toLowerCase()) === i,
  );
  return [...phoneChannels(text, found.phones), ...emails, ...unique, ...addresses].sort(
    (a, b) => a.at - b.at,
  );
}

const DIRECT: ChannelKind[] = ['call', 'text', 'whatsapp', 'email', 'booking'];

/**
 * The channel the owner would have visitors use first: the first they ask for by name (a phone, an
 * email, a booking page, a profile they ask messages on), else the first profile or website, else
 * the map of the address.
 */
export function preferredChannel(channels: Channel[]): Channel | undefined {
  return (
    channels.find((c) => DIRECT.includes(c.kind) || (c.isAsk && c.kind !== 'map')) ??
    channels.find((c) => c.kind !== 'map') ??
    channels[0]
  );
}
