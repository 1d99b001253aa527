import type { PriceFact } from '../types';

/** Phone numbers: optional +country code, optional (area), then digit groups; 7–15 digits in all. */
const PHONE = /(?<![\w+/.-])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,5}\)[\s.-]?)?\d+(?:[\s.-]\d+)*(?![\w/]|\.\d)/g;
const EMAIL = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const STREET_TYPES =
  'street|st|road|rd|avenue|ave|lane|ln|boulevard|blvd|drive|dr|way|place|pl|court|ct|square|sq|terrace|parkway|pkwy|highway|hwy|row|close|crescent|cres|circle|cir|trail|walk|mews|parade|broadway|plaza|pike|gardens|green|hill';
const STREET = new RegExp(
  `(?:(?:Level|Suite|Unit|Shop|Floor|Apt)\\s+\\w+,\\s*)?(?<![\\w$£€])\\d{1,5}[A-Za-z]?(?:-\\d{1,5})?\\s+(?:[\\p{L}\\d'’.-]+\\s+){0,4}?(?:${STREET_TYPES})\\b\\.?`,
  'giu',
);
// Case-sensitive on purpose: a city or a postcode after the street starts with a capital.
const ADDRESS_TAIL =
  /^(?:,?\s*(?:Suite|Ste|Unit|Apt|Floor|#)\.?\s*[\w-]+)?(?:,\s*(?!(?:And|Open|Call|We|Our|Near|Next|Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b)[A-Z][\p{Ll}'’]+(?:-[A-Z]?[\p{Ll}]+)*(?:\s+(?!(?:Open|Mon|Tue|Wed|Thu|Fri|Sat|Sun|Call|Tel)\b)[A-Z][\p{Ll}'’]+(?:-[A-Z]?[\p{Ll}]+)*){0,2})?(?:,?\s+[A-Z]{2}\s+\d{5}(?:-\d{4})?|,?\s+[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}|,?\s+[A-Z]{2,3}\s+\d{4}\b|,\s*[A-Z]{2}\b)?/u;

const DAY =
  '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|wed|thur?s?|fri|sat|sun)s?\\.?';
const DAY_SPEC = `(?:(?:${DAY}|weekdays|weekends|daily|every\\s+day|(?:7|seven)\\s+days(?:\\s+a\\s+week)?)(?:\\s*(?:-|–|—|to|through|thru|&|and|,)\\s*(?:${DAY}|weekends))*)`;
const TIME =
  '(?:(?<!\\d)\\d{1,2}(?:[:.]\\d{2})?(?:\\s*(?:am|pm|a\\.m\\.|p\\.m\\.))?(?!\\d)|noon|midday|midnight|late)';
const TIME_RANGE = `${TIME}\\s*(?:-|–|—|to|until|till|'til)\\s*${TIME}`;
const HOURS_SEGMENT = new RegExp(
  `(?:open\\s+)?(?:${DAY_SPEC}[\\s,:]*(?:from\\s+|between\\s+)?)?${TIME_RANGE}(?:,?\\s+(?:on\\s+)?${DAY_SPEC}(?![\\p{L}])(?![\\s:,]*(?:from\\s+)?\\d))?|open\\s+24\\/7|open\\s+24\\s+hours(?:\\s+a\\s+day)?|closed\\s+(?:on\\s+)?${DAY_SPEC}|open\\s+${DAY_SPEC}(?![\\p{L}])`,
  'giu',
);

const DAY_TEST = new RegExp(DAY_SPEC, 'i');

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

/** Street addresses ("14 Church Lane, Leeds LS1 4AB", "500 Congress Ave, Austin, TX 78701"), verbatim. */
export function findAddresses(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(STREET)) {
    const end = (m.index ?? 0) + m[0].length;
    const tail = ADDRESS_TAIL.exec(text.slice(end))?.[0] ?? '';
    let value = (m[0] + tail).trim();
    if (value.endsWith('.') && !/\b(?:st|rd|ave|ln|dr|blvd|ct|pl|sq)\.$/i.test(value))
      value = value.slice(0, -1);
    // "5 days a week" or "10 years on the road" are not addresses.
    if (/\b(?:years?|days?|minutes?|hours?|weeks?|months?)\b/i.test(value.split(/\s+/).slice(1, 3).join(' ')))
      continue;
    found.push(value);
  }
  return found;
}

/** The town of an address ("500 Congress Ave, Austin, TX 78701" → "Austin, TX"), verbatim. */
export function townOfAddress(address: string): string | undefined {
  return /,\s*(?!(?:Suite|Ste|Unit|Apt|Floor|Level)\b)([A-Z][\p{Ll}'’.-]+(?:\s+[A-Z][\p{Ll}'’.-]+)*(?:,\s*[A-Z]{2,3}\b)?)/u.exec(
    address,
  )?.[1];
}

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
    const hasClock = /am|pm|a\.m|p\.m|:\d\d|noon|midnight|midday|late/i.test(value);
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
    if (/^(?:\s*(?:,|;|\/|\||and|&|\.)\s*)*$/i.test(gap) && gap.length <= 8) current.end = seg.end;
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

const OPEN_BEFORE_DAY = /^open\s+(?=(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b)/i;

const YEAR =
  /\b(?:since|established(?:\s+in)?|est\.?|founded(?:\s+in)?|opened(?:\s+(?:our\s+doors\s+)?in)?|started(?:\s+in)?|going\s+since|trading\s+since)\s+((?:19|20)\d{2})\b/i;

export function findFoundedYear(text: string): string | undefined {
  return YEAR.exec(text)?.[1];
}

const PRICE =
  /(?:[$£€]\s?\d(?:[\d,]*\d)?(?:\.\d{1,2})?(?:\s?(?:-|–|to)\s?[$£€]?\d(?:[\d,]*\d)?(?:\.\d{1,2})?)?|\b\d(?:[\d,]*\d)?(?:\.\d{1,2})?\s?(?:€|EUR|USD|GBP|dollars|euros|pounds)\b)(?:\s?(?:\/|per|an?)\s?(?:hour|hr|session|month|mo|week|night|person|head|class|visit|year|lesson|day|pp)\b)?/gi;
const LABEL_LEAD =
  /(?:^|[,;:.!?(\n]|\band\b|\bwith\b)\s*([^,;:.!?(\n]*?)\s*(?:(?:starting|starts?|from|for|at|costs?|is|are|only|just|priced at|start at|begin at)\s*)*[-–—:]?\s*$/i;

/** Every price the text states, verbatim, with the words before it as its label. */
export function findPrices(text: string): PriceFact[] {
  const found: PriceFact[] = [];
  for (const m of text.matchAll(PRICE)) {
    const before = text.slice(Math.max(0, (m.index ?? 0) - 60), m.index);
    const label = (LABEL_LEAD.exec(before)?.[1] ?? '').replace(/^(?:and|or|our|the)\s+/i, '').trim();
    found.push({ label, price: m[0].trim() });
  }
  return found;
}

export const priceDigits = (price: string): string => price.replace(/[^\d.]/g, '').replace(/\.0+$/, '');
export const phoneDigits = digitsOf;
