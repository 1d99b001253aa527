import { CATALOGS } from '../catalog/load';
import type { PriceFact } from '../types';

// The words this file reads descriptions with: copy/detect/contact.json.
const WORDS = CATALOGS.detect.contact;

/** Phone numbers: optional +country code, optional (area), then digit groups; 7–15 digits in all. */
const PHONE = /(?<![\w+/.-])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,5}\)[\s.-]?)?\d+(?:[\s.-]\d+)*(?![\w/]|\.\d)/g;
const EMAIL = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const STREET_TYPES = WORDS.streetTypes.join('|');
const STREET = new RegExp(
  String.raw`(?:(?:${WORDS.streetUnitWords.join('|')})\s+\w+,\s*)?(?<![\w$£€–—-])\d{1,5}[A-Za-z]?(?:-\d{1,5})?\s+(?:(?!(?:${WORDS.notStreetWords.join('|')})\s)(?!\d+\s)[\p{L}\d'’.-]+\s+){0,4}?(?:${STREET_TYPES})\b\.?`,
  'giu',
);
// Case-sensitive on purpose: a city or a postcode after the street starts with a capital.
const ADDRESS_TAIL = new RegExp(
  String.raw`^(?:,?\s*(?:${WORDS.unitWords.join('|')})\.?\s*[\w-]+)?(?:,\s*(?!(?:${WORDS.notTownAfterComma.join('|')})\b)[A-Z][\p{Ll}'’]+(?:-[A-Z]?[\p{Ll}]+)*(?:\s+(?!(?:${WORDS.notTownSecondWord.join('|')})\b)[A-Z][\p{Ll}'’]+(?:-[A-Z]?[\p{Ll}]+)*){0,2})?(?:,?\s+[A-Z]{2}\s+\d{5}(?:-\d{4})?|,?\s+[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}|,?\s+[A-Z]{2,3}\s+\d{4}\b|,\s*[A-Z]{2}\b)?`,
  'u',
);

// English, German, French and Spanish day names; two-letter German days only count with a range or a time.
const DAY = String.raw`(?<![\p{L}])(?:${WORDS.dayWords.join('|')})s?\.?`;
const DAILY = `(?:${WORDS.dailyWords.join('|')})`;
const DAY_SPEC = String.raw`(?:(?:${DAY}|${DAILY})(?:\s*(?:${WORDS.dayJoiners.join('|')})\s*(?:${DAY}|weekends)(?![\p{L}]))*)`;
const TIME = String.raw`(?:(?<!\d)\d{1,2}(?:[:.h]\d{2})?(?:\s*(?:${WORDS.clockWords.join('|')})(?![\p{L}]))?(?!\d)|noon|midday|midnight|late)`;
const TIME_RANGE = String.raw`(?:de\s+|von\s+)?${TIME}\s*(?:${WORDS.rangeWords.join('|')})\s*${TIME}(?:\s*uhr)?`;
const HOURS_SEGMENT = new RegExp(
  String.raw`(?:open\s+|geöffnet\s+|ouverte?\s+|abiert[oa]\s+)?(?:(?:(?:du|del|de|vom|from)\s+)?${DAY_SPEC}[\s,:]*(?:from\s+|between\s+)?)?${TIME_RANGE}(?:,?\s+(?:on\s+)?${DAY_SPEC}(?![\p{L}])(?![\s:,]*(?:from\s+)?\d)(?!\s*[-–—&]\s*\p{L}))?(?:,?\s+(?:${WORDS.exceptWords.join('|')})\s+(?:on\s+|le\s+|el\s+|los\s+|am\s+)?${DAY_SPEC}(?![\p{L}]))?|(?:open\s+)?24\/7|open\s+24\s+hours(?:\s+a\s+day)?|closed\s+(?:on\s+)?${DAY_SPEC}|(?:fermé|ferme)\s+(?:le\s+)?${DAY_SPEC}|cerrado\s+(?:los\s+|el\s+)?${DAY_SPEC}|${DAY_SPEC}\s+(?:ruhetag|geschlossen)|open\s+${DAY_SPEC}(?![\p{L}])`,
  'giu',
);

const DAY_TEST = new RegExp(DAY_SPEC, 'iu');

function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** Every phone number in the text, verbatim. */
export function findPhones(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(PHONE)) {
    const value = m[0].trim();
    const digits = digitsOf(value);
    if (digits.length < 7 || digits.length > 15) continue;
    // A bare run of 7–8 digits without separators is more often a number than a phone.
    if (!/[\s.()+-]/.test(value) && digits.length < 9) continue;
    if (/^(19|20)\d{2}\s*[-–]\s*(19|20)\d{2}$/.test(value)) continue;
    found.push(value);
  }
  return found;
}

export function findEmails(text: string): string[] {
  return [...text.matchAll(EMAIL)].map((m) => m[0].replace(/\.$/, ''));
}
const DURATION = new RegExp(String.raw`\b(?:${WORDS.durationWords.join('|')})\b`, 'i');

const STREET_ABBREVIATION = new RegExp(String.raw`\b(?:${WORDS.streetAbbreviations.join('|')})\.$`, 'i');

/** Street addresses ("14 Church Lane, Leeds LS1 4AB", "500 Congress Ave, Austin, TX 78701"), verbatim. */
export function findAddresses(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(STREET)) {
    const end = (m.index ?? 0) + m[0].length;
    const tail = ADDRESS_TAIL.exec(text.slice(end))?.[0] ?? '';
    let value = (m[0] + tail).trim();
    if (value.endsWith('.') && !STREET_ABBREVIATION.test(value)) value = value.slice(0, -1);
    // "5 days a week" or "10 years on the road" are not addresses.
    if (DURATION.test(value.split(/\s+/).slice(1, 3).join(' '))) continue;
    found.push(value);
  }
  return found;
}
const TOWN_AFTER_COMMA = new RegExp(
  String.raw`,\s*(?!(?:${WORDS.unitWordsBeforeTown.join('|')})\b)([A-Z][\p{Ll}'’.-]+(?:\s+[A-Z][\p{Ll}'’.-]+)*(?:,\s*[A-Z]{2,3}\b)?)`,
  'u',
);

/** The town of an address ("500 Congress Ave, Austin, TX 78701" → "Austin, TX"), verbatim. */
export function townOfAddress(address: string): string | undefined {
  return TOWN_AFTER_COMMA.exec(address)?.[1];
}
const CLOCK_MARK = new RegExp(`${WORDS.clockMarks.join('|')}`, 'i');

/**
 * Opening hours as written ("Mon–Fri 8am–6pm, Sat 9am–1pm", or days alone after "open": "open
 * tues-sat"); the longest run of hour phrases.
 */
export function findHours(text: string): string | undefined {
  const segments: Array<{ start: number; end: number }> = [];
  for (const m of text.matchAll(HOURS_SEGMENT)) {
    const value = m[0];
    const start = m.index ?? 0;
    const hasDay = DAY_TEST.test(value) || /24/.test(value);
    const hasClock = CLOCK_MARK.test(value);
    // "24/7 monitoring of your systems" is a service; hours round the clock end their clause ("call-outs 24/7.").
    if (/^24\/7$/.test(value) && !/^\s*(?:[.,;!)]|$)/.test(text.slice(start + value.length))) continue;
    const openBefore = /\b(?:open|opening|hours?)\b[^.]{0,12}$/i.test(
      text.slice(Math.max(0, start - 20), start),
    );
    if (!hasDay && !hasClock && !openBefore && !/^open/i.test(value)) continue;
    segments.push({ start, end: start + value.length });
  }
  if (segments.length === 0) return undefined;
  let best = segments[0];
  let current = { ...segments[0] };
  for (const seg of segments.slice(1)) {
    const gap = text.slice(current.end, seg.start);
    // "… 7h à 19h30 et le dimanche …", "… Uhr und Sa …", "… 5-10pm, brunch Sat & Sun …": one set of hours.
    if (HOURS_GAP.test(gap) && gap.length <= 10) current.end = seg.end;
    else current = { ...seg };
    if (current.end - current.start > best.end - best.start) best = { ...current };
  }
  const span = segments.length === 1 || best.end - best.start >= current.end - current.start ? best : current;
  return (
    text
      .slice(span.start, span.end)
      .trim()
      .replace(/(?<!\b[ap]\.m)\.$/i, '')
      // "open Tue–Sun 7–3": the days and times are the hours; "open" is the sentence around them.
      .replace(OPEN_BEFORE_DAY, '')
  );
}

const HOURS_GAP = new RegExp(
  String.raw`^(?:\s*(?:,|;|\/|\||\.|${WORDS.hoursGapWords.join('|')})\s*)*(?:,\s*\p{Ll}{3,8}\s*)?$`,
  'iu',
);

const OPEN_BEFORE_DAY = new RegExp(
  String.raw`^(?:open|ouverte?|geöffnet|abiert[oa])\s+(?=(?:(?:du|del|de|vom|from)\s+)?(?:${WORDS.dayAbbreviations.join('|')})\p{L}*\b)`,
  'iu',
);

// English, German, French, Spanish and Italian ways of giving the year a business began.
const YEAR = new RegExp(String.raw`(?<![\p{L}])(?:${WORDS.sinceWords.join('|')})\s+((?:19|20)\d{2})\b`, 'iu');

/** The founding year ("since 1987", "seit 1971", "depuis 1990", "desde 1985"). */
export function findFoundedYear(text: string): string | undefined {
  return YEAR.exec(text)?.[1];
}

/** The owner's phrase for a founding year, verbatim ("seit 1971"). */
export function findFoundedPhrase(text: string): string | undefined {
  return YEAR.exec(text)?.[0];
}

const COUNT = new RegExp(
  String.raw`(?<![\p{L}\d])(?:${WORDS.aboutWords.join('|')})\s+\d{1,3}(?:[,.\s]\d{3})*\+?\s+\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*)?|(?<![\p{L}\d])\d{1,3}(?:[,.]\d{3})+\+?\s+\p{L}[\p{L}'’-]*`,
  'giu',
);
const TRAILING_JOINER = new RegExp(String.raw`\s+(?:${WORDS.trailingJoiners.join('|')})$`, 'i');

/** Counts the owner states ("over 5,000 records", "plus de 200 vins"), verbatim. */
export function findCounts(text: string): string[] {
  return [...text.matchAll(COUNT)].map((m) => m[0].replace(TRAILING_JOINER, ''));
}

const HANDLE = /(?<![\w@.])@[A-Za-z0-9_](?:[A-Za-z0-9_.]{0,28}[A-Za-z0-9_])?(?![\w@])/g;

/** Social handles ("@ryeandroll"), verbatim; an email's "@domain" is never one. */
export function findHandles(text: string): string[] {
  return [...new Set([...text.matchAll(HANDLE)].map((m) => m[0]))];
}

const PRICE = new RegExp(
  String.raw`(?:[$£€]\s?\d(?:[\d,]*\d)?(?:\.\d{1,2})?(?:\s?(?:-|–|to)\s?[$£€]?\d(?:[\d,]*\d)?(?:\.\d{1,2})?)?|\b\d(?:[\d,]*\d)?(?:\.\d{1,2})?\s?(?:€(?![A-Za-z\d])|(?:${WORDS.currencyWords.join('|')})\b))(?:\s?(?:${WORDS.priceUnitLinks.join('|')})\s?(?:${WORDS.priceUnits.join('|')})\b|pp\b)?`,
  'gi',
);
const LABEL_LEAD = new RegExp(
  String.raw`(?:^|[,;:.!?(\n]|\band\b|\bwith\b)\s*([^,;:.!?(\n]*?)\s*(?:(?:${WORDS.priceLeadIns.join('|')})\s*)*[-–—:]?\s*$`,
  'i',
);

// "from $45", "desde 25 €", "ab 30 €", "à partir de 40 €": a lowest price, which the page must say as such.
const FROM = new RegExp(String.raw`(?:^|[\s(])((?:${WORDS.fromWords.join('|')})\s+)$`, 'i');

/** Every price the text states, verbatim (with its "from"), with the words before it as its label. */
export function findPrices(text: string): PriceFact[] {
  const found: PriceFact[] = [];
  for (const m of text.matchAll(PRICE)) {
    const whole = text.slice(Math.max(0, (m.index ?? 0) - 60), m.index);
    const from = FROM.exec(whole)?.[1] ?? '';
    const before = whole.slice(0, whole.length - from.length);
    const label = (LABEL_LEAD.exec(before)?.[1] ?? '').replace(/^(?:and|or|our|the)\s+/i, '').trim();
    found.push({ label, price: `${from}${m[0].trim()}` });
  }
  return found;
}

export const priceDigits = (price: string): string => price.replace(/[^\d.]/g, '').replace(/\.0+$/, '');
export const phoneDigits = digitsOf;
