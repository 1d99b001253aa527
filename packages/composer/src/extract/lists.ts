import { CATALOGS } from '../catalog/load';
import type { Tone } from '../types';
import { isPromise } from './offers';

// The words this file reads descriptions with: copy/detect/lists.json.
const WORDS = CATALOGS.detect.lists;

const LIST_TRIGGER = new RegExp(
  String.raw`\b(?:${WORDS.listVerbs.join('|')})\s*:?\s+(?:(?:${WORDS.listLeadIns.join('|')})\s+)*`,
  'gi',
);
// Where a list stops: the end of the sentence, or a phrase that starts saying something else.
const LIST_END = new RegExp(
  String.raw`(?<!\b(?:${WORDS.abbreviations.join('|')}))[.!?;\n]|\s+(?:${WORDS.listEndWords.join('|')})\s+|\s+[-–—]\s+|[$£€]\d|\(`,
  'i',
);
// Where a sentence that may be only a list ends: not at "Dr." or "St." ("Dr. Amy Cole, counselling").
const LIST_SENTENCE_END = new RegExp(
  String.raw`(?<=[.!?])(?<!\b(?:${WORDS.abbreviations.join('|')})\.)\s+|\n+|\s[-–—:]\s|:\s`,
  'i',
);
const SKIP_ITEM = new RegExp(`^(?:${WORDS.notItems.join('|')})$`, 'i');
// An item that starts with a verb ("keeps free-range hens") is a new clause, not an offering.
const CLAUSE_ITEM = new RegExp(String.raw`^(?:${WORDS.clauseVerbs.join('|')})\s`, 'i');

// Fixed pairs that name one thing, not two ("fish and chips").
const PAIRS = new RegExp(
  String.raw`^(?:${WORDS.pairFirst.join('|')})\s+(?:and|&|n)\s+(?:${WORDS.pairSecond.join('|')})$`,
  'i',
);
// An item that ends on a word waiting for what was cut out after it ("réservation au", "call us on").
const DANGLING = new RegExp(String.raw`\s(?:${WORDS.danglingWords.join('|')})$`, 'i');
const ITEM_ARTICLE = new RegExp(String.raw`^(?:${WORDS.itemArticles.join('|')})\s+`, 'i');

function cleanItem(raw: string): string {
  return raw
    .replace(/^[\s\-*•·]+/, '')
    .replace(/^(?:and|or|also|plus)\s+/i, '')
    .replace(ITEM_ARTICLE, '')
    .replace(/[\s,.;:!?'’"”)-]+$/u, '')
    .replace(/\s+(?:and|or)\s+more$/i, '')
    .replace(/\p{Extended_Pictographic}|\u{FE0F}|\u{200D}/gu, '')
    .trim();
}

// "and" in the four languages: "frenos y neumáticos", "mariages et deuil", "Inspektionen und Räder".
const AND = new RegExp(String.raw`\s+(?:${WORDS.ands.join('|')})\s+`, 'i');
// Words that qualify a noun named once for both: "solo and group walks", "residential and commercial cleaning".
const SHARED_HEAD = new RegExp(`^(?:${WORDS.sharedQualifiers.join('|')})$`, 'i');

const SHARED_NOUN = new RegExp(`^(?:${WORDS.sharedHeads.join('|')})$`, 'i');

const PAIR_INSIDE = new RegExp(`\\b${PAIRS.source.slice(1, -1)}\\b`, 'i');
const FOR_SOMEONE = new RegExp(String.raw`\s(?:${WORDS.forWords.join('|')})\s+\S+$`, 'i');

/** "solo and group walks" → "solo walks", "group walks"; other pairs stay as written. */
function splitPair(last: string): string[] {
  const tail = last.split(AND);
  // "fish and chips" is one dish; otherwise "and" separates items.
  if (PAIRS.test(last.trim())) return [last];
  // "pulled pork and mac and cheese": the dish stays whole among the others.
  const dish = tail.length > 2 ? PAIR_INSIDE.exec(last) : null;
  if (dish) {
    const before = last
      .slice(0, dish.index)
      .replace(/\s+(?:and|&|y|et|und)\s*$/i, '')
      .trim();
    const after = last
      .slice(dish.index + dish[0].length)
      .replace(/^\s*(?:and|&|y|et|und)\s+/i, '')
      .trim();
    return [...(before ? splitPair(before) : []), dish[0], ...(after ? splitPair(after) : [])];
  }
  if (tail.length === 2) {
    const [first, second] = tail.map((t) => t.trim());
    const words = second.split(/\s+/);
    // "classes for kids and adults", "clases para niños y adultos": one offer for both.
    if (words.length === 1 && FOR_SOMEONE.test(first)) return [last];
    if (SHARED_HEAD.test(first) && words.length >= 2 && SHARED_HEAD.test(words[0]))
      return [`${first} ${words.slice(1).join(' ')}`, second];
    // "estate and tax planning", "kitchen and bathroom refits": one word before "and" shares the
    // noun that ends the second ("brisket and pulled pork" does not: pork is no such noun).
    // Nor does a word that names a thing of its own ("cupping and herbal consultations", "brakes and tyre repairs").
    if (!/\s|(?:s|ing)$/.test(first) && words.length >= 2 && SHARED_NOUN.test(words[words.length - 1]))
      return [`${first} ${words.slice(1).join(' ')}`, second];
    // French and Spanish put the qualifier after: "cours collectifs et privés", "clases individuales y
    // grupales" (two plural adjectives of one noun), but "cambio de aceite y frenos" is two things.
    const head = first.split(/\s+/);
    const qualifier = head[head.length - 1];
    if (
      /\s(?:et|y)\s/i.test(last) &&
      head.length === 2 &&
      words.length === 1 &&
      /^\p{Ll}/u.test(second) &&
      /(?:s|x)$/.test(second) &&
      /(?:s|x)$/.test(qualifier) &&
      qualifier.slice(-3) === second.slice(-3)
    )
      return [first, `${head[0]} ${second}`];
  }
  return tail;
}

function splitList(segment: string): string[] {
  const parts = segment.split(/\s*[,;]\s*/).filter(Boolean);
  const last = parts.pop() ?? '';
  const pair = splitPair(last);
  // "spin, barre and HIIT classes": when the last two share their noun, so do the single words before.
  const shared = pair.length === 2 ? /\s(\S+)$/.exec(pair[0])?.[1] : undefined;
  const lone = (p: string) => !/\s|(?:s|ing)$/.test(p.trim());
  if (shared && pair[1].endsWith(` ${shared}`) && SHARED_NOUN.test(shared) && parts.every(lone))
    return [...parts.map((p) => `${p.trim()} ${shared}`), ...pair];
  return [...parts, ...pair];
}
/**
 * "Manchester" among "personal tax returns, bookkeeping and payroll": a capitalised name where the
 * owner's other items are lower case is a place or a name, not an offering. German capitalises
 * every noun, so a list with no lower-case item keeps them all; so does a sentence's first word.
 */
function withoutProperNames(items: string[], keepFirst: boolean): string[] {
  const isTitled = (i: string) =>
    i
      .trim()
      .split(/\s+/)
      .every((w) => /^\p{Lu}\p{Ll}/u.test(w));
  if (!items.some((i) => /^\p{Ll}/u.test(i.trim()))) return items;
  return items.filter((i, n) => (keepFirst && n === 0) || !isTitled(i));
}

/** "Personal training and group classes": two noun phrases of two to four words make a list of two. */
const isNounPhrase = (item: string) => {
  const words = item.trim().split(/\s+/);
  return (
    words.length >= 2 &&
    words.length <= 4 &&
    !/\d/.test(item) &&
    /(?:s|ing)$/.test(words[words.length - 1]) &&
    !isPromise(item)
  );
};

const NOT_BARE = new RegExp(String.raw`\b(?:${WORDS.notBareWords.join('|')})\b|[@$£€]|\d{3,}`, 'i');

const EXPLICIT_VERB = new RegExp(`${WORDS.explicitVerbs.join('|')}`, 'i');

/** Services or products the description lists ("we offer A, B and C"), verbatim, at most 8. */
export function findServices(text: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const push = (item: string) => {
    const value = cleanItem(item);
    const key = value.toLowerCase();
    const words = value.split(/\s+/).length;
    if (
      !value ||
      words > 6 ||
      value.length > 60 ||
      SKIP_ITEM.test(value) ||
      CLAUSE_ITEM.test(value) ||
      seen.has(key)
    ) {
      return;
    }
    if (/@|https?:|\d{3,}/.test(value) || !/\p{L}{2}/u.test(value) || DANGLING.test(value)) return;
    seen.add(key);
    found.push(value);
  };
  for (const m of text.matchAll(LIST_TRIGGER)) {
    const rest = text.slice((m.index ?? 0) + m[0].length);
    const end = LIST_END.exec(rest);
    const segment = end ? rest.slice(0, end.index) : rest;
    const items = splitList(segment);
    const isExplicit = EXPLICIT_VERB.test(m[0]);
    // "covering London and the South East", "serving Boise": places, not offerings.
    if (/cover|serv/i.test(m[0])) {
      const offers = items.filter((i) => !/^(?:the\s+)?\p{Lu}/u.test(i.trim()));
      if (offers.length < items.length) {
        items.length = 0;
        items.push(...offers);
      }
    }
    if (items.length >= 2 || (isExplicit && items.length === 1 && items[0].split(/\s+/).length <= 4)) {
      for (const item of items) push(item);
    }
  }
  for (const m of text.matchAll(/^\s*(?:[-*•·]|\d+[.)])\s+(.+)$/gm))
    push(m[1].split(/\s+[-–—:]\s+|[.:(]/)[0]);
  // A sentence that is only a list ("Haircuts, beard trims and hot towel shaves.") names the offer too.
  if (found.length === 0) {
    for (const sentence of text.split(LIST_SENTENCE_END)) {
      const raw = sentence.replace(/[.!?]+$/, '').trim();
      const end = LIST_END.exec(raw);
      const body = end ? raw.slice(0, end.index) : raw;
      const items = withoutProperNames(splitList(body), true);
      const isBare = !NOT_BARE.test(body);
      const short = items.filter((i) => i.split(/\s+/).length <= 4 && !/\d/.test(i));
      if (isBare && short.length >= 3 && items.length - short.length <= 1) short.forEach(push);
      else if (isBare && items.length === 2 && items.every(isNounPhrase)) items.forEach(push);
    }
  }
  return found.slice(0, 8);
}

const GENERIC_NOUN = new RegExp(String.raw`\s+(?:${WORDS.genericNouns.join('|')})$`, 'i');

/** "a dog walking and pet sitting service" → ["dog walking", "pet sitting"]. */
export function servicesFromKind(kind: string | undefined): string[] {
  if (!kind || !GENERIC_NOUN.test(kind)) return [];
  const body = kind.replace(/^an?\s+/i, '').replace(GENERIC_NOUN, '');
  const items = body
    .split(/\s*,\s*|\s+(?:and|&)\s+/)
    .map((i) => i.trim())
    .filter(Boolean);
  return items.length >= 2 && items.every((i) => i.split(/\s+/).length <= 3) ? items : [];
}

const AUDIENCE = new RegExp(
  String.raw`\b(?:${WORDS.audienceLeadIns.join('|')})\s+((?:(?:${WORDS.audienceAdjectives.join('|')})\s+)*(?:${WORDS.audiences.join('|')})(?:\s+(?:and|&)\s+(?:\p{L}+\s+)?\p{L}+)?(?:\s+of\s+all\s+(?:ages|levels|abilities|sizes))?)`,
  'iu',
);

export function findAudience(text: string): string | undefined {
  return AUDIENCE.exec(text)?.[1]?.trim();
}

const TONE_CUES: Array<[Tone, RegExp]> = [
  ['premium', new RegExp(String.raw`\b(?:${WORDS.tonePremium.join('|')})\b`, 'i')],
  [
    'playful',
    new RegExp(String.raw`\b(?:${WORDS.tonePlayful.join('|')})\b|[\p{Extended_Pictographic}]`, 'iu'),
  ],
  ['calm', new RegExp(String.raw`\b(?:${WORDS.toneCalm.join('|')})\b`, 'i')],
  ['modern', new RegExp(String.raw`\b(?:${WORDS.toneModern.join('|')})\b`, 'i')],
  ['professional', new RegExp(String.raw`\b(?:${WORDS.toneProfessional.join('|')})\b`, 'i')],
  ['friendly', new RegExp(String.raw`\b(?:${WORDS.toneFriendly.join('|')})\b`, 'i')],
];

/** The tone the description asks for, from its own words; undefined when it gives no cue. */
export function findTone(text: string): Tone | undefined {
  return TONE_CUES.find(([, cue]) => cue.test(text))?.[0];
}

// A fragment that says something other than what is on offer: hours, contact, place, claims.
const NOT_AN_OFFER = new RegExp(
  String.raw`\d{3,}|@|https?:|\d\s*(?:am|pm)\b|\d[:.]\d\d|\b\d{1,2}\s*[-–]\s*\d{1,2}\b|\d+\s*\/\s*\d|\b(?:${WORDS.dayAbbreviations.join('|')})(?:day)?s?\b|\b(?:${WORDS.notOfferWords.join('|')})\b`,
  'i',
);
const AUDIENCE_ITEM = new RegExp(String.raw`\b(?:${WORDS.audienceItems.join('|')})$`, 'i');

function splitOffers(fragment: string): string[] {
  if (PAIRS.test(fragment.trim())) return [fragment.trim()];
  return splitPair(fragment.replace(/\s+(?:n|\+)\s+/gi, ' and '))
    .map((i) => i.trim())
    .filter(Boolean);
}

/**
 * Offerings listed without a verb right after the words that name the business: "Family bakery in
 * Leeds, sourdough and custom cakes, open Tue–Sun 7–3" → ["sourdough", "custom cakes"]. The list
 * ends at the first fragment that says something else (hours, contact, place, a claim).
 */
export function findListAfter(text: string, start: number, exclude: string[] = []): string[] {
  const rest = /^[^.!?\n]*/.exec(text.slice(start))?.[0] ?? '';
  const fragments = rest.split(/\s*[,;:|]\s*|\s+[-–—]\s+|\s*\p{Extended_Pictographic}+\uFE0F?\s*/u);
  const items: string[] = [];
  // "… for weddings, birthdays and christenings": the head's own "for X" starts the list, unless X is who it is for.
  const forObject = /\bfor\s+(.+)$/i.exec(fragments[0] ?? '')?.[1];
  if (forObject && !AUDIENCE_ITEM.test(forObject) && !NOT_AN_OFFER.test(forObject))
    items.push(...splitOffers(forObject));
  const excluded = exclude.filter(Boolean).map((e) => e.toLowerCase());
  for (const raw of fragments.slice(1)) {
    const fragment = raw.trim();
    if (!fragment) continue;
    if (fragment.length > 80 || NOT_AN_OFFER.test(fragment)) break;
    const end = LIST_END.exec(fragment);
    const body = end ? fragment.slice(0, end.index) : fragment;
    for (const offer of splitOffers(body)) {
      const value = cleanItem(offer);
      if (!value || value.split(/\s+/).length > 5 || !/\p{L}{2}/u.test(value) || SKIP_ITEM.test(value))
        continue;
      // "Joe's Tacos in Austin, TX - tacos…": a state or country code is no offering, nor what is
      // left of "réservation au 04 78…" once the phone is cut out.
      if (
        AUDIENCE_ITEM.test(value) ||
        excluded.includes(value.toLowerCase()) ||
        /^\p{Lu}{2}$/u.test(value) ||
        DANGLING.test(value)
      )
        continue;
      items.push(value);
    }
    if (end) break;
  }
  const seen = new Set<string>();
  const unique = withoutProperNames(items, false)
    .map(cleanItem)
    .filter((i) => i && !seen.has(i.toLowerCase()) && seen.add(i.toLowerCase()));
  return unique.length >= 2 ? unique.slice(0, 8) : [];
}
