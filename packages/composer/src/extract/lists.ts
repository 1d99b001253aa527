import { CATALOGS } from '../catalog/load';
import { isCardTitle } from './card-title';
import { countryFromPlaces } from './country';
import { placePopulation } from './gazetteer';
import { cleanItem, DANGLING, ITEM_ARTICLE, splitList, withoutProperNames } from './list-split';
import { readPrices } from './prices';

// The words this file reads descriptions with: copy/detect/lists.json.
const WORDS = CATALOGS.detect.lists;

// Where a list stops: the end of the sentence, or a phrase that starts saying something else.
const LIST_END = new RegExp(
  String.raw`(?<!\b(?:${WORDS.abbreviations.join('|')}))[.!?;\n]|\s+(?:${WORDS.listEndWords.join('|')})\s+|\s+[-–—]\s+|[$£€]\d|\(`,
  'i',
);
// Where a sentence that may be only a list ends: not at "Dr." or "St." ("Dr. Amy Cole, counselling").
const LIST_SENTENCE_END = new RegExp(
  String.raw`(?<=[.!?])(?<!\b(?:${WORDS.abbreviations.join('|')})\.)\s+|\n+|\s[-–—:|]\s|:\s`,
  'i',
);
const SKIP_ITEM = new RegExp(`^(?:${WORDS.notItems.join('|')})$`, 'i');
// An item that starts with a verb ("keeps free-range hens") is a new clause, not an offering.
const CLAUSE_ITEM = new RegExp(String.raw`^(?:${WORDS.clauseVerbs.join('|')})\s`, 'i');

// A list about the owner ("Hola, soy Laura", "Wir sprechen Deutsch, Englisch") or the area served
// ("Einzugsgebiet Freiburg, Offenburg"): none of its items is an offering.
const OWNER_OPENER = new RegExp(String.raw`^(?:${WORDS.ownerOpeners.join('|')})(?![\p{L}'’])`, 'iu');
const AREA_LEAD = new RegExp(String.raw`^(?:${WORDS.areaLeads.join('|')})(?![\p{L}])`, 'iu');
// An item that promises ("no clipping", "fewer sessions", "débutants bienvenus") or counts years ("más de 30 años").
const PROMISE_ITEM = new RegExp(
  String.raw`^(?:${WORDS.promiseItemStarts.join('|')})\s|\s(?:${WORDS.promiseItemEnds.join('|')})$|\d+\+?\s*(?:${WORDS.yearWords.join('|')})(?![\p{L}])`,
  'iu',
);
// "on our plot", "use your own": a preposition or a verb opens no offering's name, unless it opens
// a compound the owner wrote unhyphenated ("on the day coordination", "in home care").
const NOT_ITEM_START = new RegExp(
  String.raw`^(?!(?:${WORDS.compoundItemStarts.join('|')})\s)(?:${WORDS.notItemStarts.join('|')})\s`,
  'iu',
);
const WHOLE_AUDIENCE = new RegExp(
  `^(?:${[...WORDS.audienceItems, ...WORDS.wholeAudiences].join('|')})$`,
  'iu',
);

/**
 * The offerings of a list as the owner wrote it: none when it is about the owner or the area, and
 * none when half its items or more are promises ("Fixed fees, no surprise bills": a selling point).
 */
function offeringsOf(items: string[]): string[] {
  const first = items[0]?.trim().replace(/^[\s\-*•·]+/u, '') ?? '';
  if (OWNER_OPENER.test(first) || AREA_LEAD.test(first)) return [];
  const kept = items.filter((i) => {
    const item = cleanItem(i);
    return !PROMISE_ITEM.test(item) && !WHOLE_AUDIENCE.test(item) && !NOT_ITEM_START.test(item);
  });
  const promises = items.filter((i) => PROMISE_ITEM.test(cleanItem(i))).length;
  return promises * 2 >= items.length ? [] : kept;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a listed item is the business's name or its town, or holds one ("Hawkridge Falconry brings
 * owls", "Christchurch's original escape room", "Vault" of "The Vault"); "tacos" of "Joe's Tacos" is
 * still an offering.
 */
export function isNameOrPlace(item: string, facts: Array<string | undefined>, text: string): boolean {
  const bare = (said: string) => said.toLowerCase().replace(ITEM_ARTICLE, '').trim();
  // "Spoke" of "Spoke & Chain": words of the name the text says nowhere else ("Acupuncture, cupping
  // …" after "Desert Bloom Acupuncture" is an offering).
  const inName = (f: string) => {
    const word = new RegExp(`(?<!\\p{L})${escaped(item)}(?!\\p{L})`, 'giu');
    const inF = f.match(word)?.length ?? 0;
    return inF > 0 && (text.match(word)?.length ?? 0) <= inF * (text.split(f).length - 1);
  };
  // Whole words only: "cuisine lyonnaise" holds no "Lyon".
  const holds = (f: string) => new RegExp(`(?<!\\p{L})${escaped(f)}(?!\\p{L})`, 'iu').test(item);
  return facts.some((f) => f && (holds(f) || inName(f) || bare(f) === bare(item)));
}

const NOT_BARE = new RegExp(String.raw`\b(?:${WORDS.notBareWords.join('|')})\b|[@$£€]|\d{3,}`, 'i');

/** Whether a cleaned item can name an offering: short, no clause, no contact detail, no loose end. */
function isItem(value: string): boolean {
  return (
    Boolean(value) &&
    value.split(/\s+/).length <= 6 &&
    value.length <= 60 &&
    !SKIP_ITEM.test(value) &&
    !CLAUSE_ITEM.test(value) &&
    // "CT600" is a form's name; "0113 496" is a phone number's piece.
    !/@|https?:|(?<!\p{L})\d{3,}/u.test(value) &&
    /\p{L}{2}/u.test(value) &&
    !DANGLING.test(value)
  );
}

/** "couvreur a Liège", "electrician in Slough": lower-case words, then a town the gazetteer knows. */
function atTown(item: string): boolean {
  const m =
    /^(\p{Ll}[\p{L}\s'’-]*?)\s+(\p{Lu}[\p{L}'’-]*(?:\s+(?:\p{Ll}{1,3}\s+)?\p{Lu}[\p{L}'’-]*)*)$/u.exec(
      item.trim(),
    );
  return m !== null && placePopulation(m[2]) !== undefined;
}

const TOWN_SIZE = 5_000;
const CITY_SIZE = 100_000;

// "Services: …", "we offer …", "ofrecemos …", "nous proposons …", "wir bieten …": a lead that opens a
// list of what the business offers; "wir bieten … an" ends on the verb's "an".
const LIST_LEAD = new RegExp(
  String.raw`(?<![\p{L}])(?:${WORDS.listLeads.join('|')})\s*:?\s+(?:(?:${WORDS.listLeadIns.join('|')})\s+)*`,
  'giu',
);
const LEAD_TAIL = new RegExp(String.raw`\s+(?:${WORDS.listLeadTails.join('|')})$`, 'iu');
// Where a led list ends: at its sentence's end, never at a word within it.
const SENTENCE_STOP = new RegExp(String.raw`(?<!\b(?:${WORDS.abbreviations.join('|')}))[.!?;\n]|$`, 'iu');
// A line that lists ("- tacos", "2. Quesadillas"), and one that leads a list of lines ("Services:").
const LIST_LINE = /^\s*(?:[-*•·]|\d+[.)])\s+(.+)$/u;
const LEAD_LINE = /^[^.!?\n]{2,40}:\s*$/u;

// "mostly deltas", "sobre todo tenores": an adverb leads a clause, not a thing's name.
const LEAD_ADVERB = new RegExp(`^(?:${WORDS.cardLeadAdverbs.join('|')})$`, 'iu');

/**
 * Whether a listed item can title a card: a short name of a thing offered (no verb leading it, no
 * loose end, no place, no price, no promise), which a page shows as the owner wrote it.
 */
function titlesCard(item: string): boolean {
  const lead = item.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return (
    isItem(item) &&
    isCardTitle(item) &&
    !LEAD_ADVERB.test(lead) &&
    !/\p{Sc}/u.test(item) &&
    !CALENDAR.test(item.trim()) &&
    offeringsOf([item]).length === 1
  );
}

const ADDRESS = CATALOGS.detect.address;
// "Rue Blaes", "Calle Mayor", "Rue des Carmes": a street word, then the street's name.
const STREET_LEAD = new RegExp(
  String.raw`^(?:${[...ADDRESS.streetWordsFr, ...ADDRESS.streetWordsEs, ...ADDRESS.streetWordsIt].join('|')})\s+(?:(?:${ADDRESS.nameParticles.join('|')})\s+)*(\S)`,
  'iu',
);
// "ouvert le week-end", "Sundays", "samedi": when the business opens, not what it sells.
// "ouvert le week-end", "Sundays", "samedi": when the business opens, not what it sells.
const HOURS = CATALOGS.detect.hours;
const WHEN = new RegExp(
  String.raw`(?<![\p{L}-])(?:${[
    ...WORDS.whenWords,
    ...[
      HOURS.monday,
      HOURS.tuesday,
      HOURS.wednesday,
      HOURS.thursday,
      HOURS.friday,
      HOURS.saturday,
      HOURS.sunday,
      HOURS.daily,
    ].flatMap((names) => names.filter((n) => n.length >= 4)),
  ].join('|')})(?![\p{L}-])`,
  'iu',
);

/**
 * Whether a listed item says where or when, not what: a street, a town the list names after its
 * first item ("Antiquités, …. Rue Blaes, Bruxelles, ouvert le week-end"), an opening day or time.
 * One such item makes the whole sentence an address or a timetable, not a list of offers.
 */
function saysWhereOrWhen(item: string, at: number): boolean {
  const street = STREET_LEAD.exec(item);
  if (street && /\p{Lu}/u.test(street[1])) return true;
  if (WHEN.test(item)) return true;
  const town =
    at > 0 &&
    /^\p{Lu}/u.test(item) &&
    item.split(/\s+/).length <= 3 &&
    // "Baden" (bathing, and a Swiss town of 20,000) among German nouns: only a city or a country word.
    ((placePopulation(item) ?? 0) >= CITY_SIZE ||
      // "Bruxelles": a town of the country words; "Paris-Brest" is a cake.
      (/^[\p{L}\s]+$/u.test(item) && countryFromPlaces(item) !== undefined));
  return town;
}

/**
 * Whether a bare list names makes or qualities, not offers. Outside German, items capitalised in
 * the middle of a sentence are names ("Hornby, Bachmann, Peco track": the makes a shop stocks). In
 * German, which capitalises every noun, an item with no capital after the first is no thing
 * ("Sauber, pünktlich, fair": how the work is done).
 */
function namesOrQualities(items: string[], language: string | undefined): boolean {
  const rest = items.slice(1).filter((i) => /\p{L}/u.test(i));
  if (rest.length < 2 || !language) return false;
  if (language === 'de') return rest.some((i) => !/\p{Lu}/u.test(i));
  // "SWITCHBOARD UPGRADES, SAFETY SWITCHES": a list in capitals is shouted, not named.
  if (items.every((i) => !/\p{Ll}/u.test(i))) return false;
  return rest.every((i) => /^\p{Lu}/u.test(i.trim()));
}

/** A list's items, cleaned; none when one of them cannot title a card: no card is better than a cut sentence. */
function wholeList(items: string[], least: number): string[] {
  const cleaned = items.map(cleanItem).filter((i) => /\p{L}/u.test(i));
  if (cleaned.some(saysWhereOrWhen)) return [];
  return cleaned.length >= least && cleaned.every(titlesCard) ? cleaned : [];
}

/** The lists of the description written one item a line: bulleted or numbered, or under a line that leads them ("Services:"). */
function lineLists(text: string): string[][] {
  const lists: string[][] = [];
  let current: string[] | undefined;
  let led = false;
  let bulleted = false;
  for (const line of text.split(/\n/)) {
    const item = LIST_LINE.exec(line)?.[1];
    // "- beard trims\nbarber in hackney, open tues-sat": a line without the bullets ends their list.
    const endsBullets = bulleted && item === undefined;
    if (LEAD_LINE.test(line)) {
      current = [];
      lists.push(current);
      led = true;
      bulleted = false;
    } else if (!endsBullets && (item !== undefined || (led && line.trim() && current))) {
      bulleted ||= item !== undefined;
      // "- Kids (under 12) £18": a priced line is named by its price's label, brackets and all.
      const body = item ?? line.trim();
      const label = readPrices(body)[0]?.label;
      if (!current) {
        current = [];
        lists.push(current);
      }
      current.push(label || body.split(/\s+[-–—:]\s+|[.:(]/)[0]);
    } else {
      current = undefined;
      led = false;
      bulleted = false;
    }
  }
  return lists;
}

/**
 * What the description lists as offered, verbatim, at most 12 — only where the description itself
 * is a list: lines of items (bullets, numbers, lines under "Services:"), a list right after a lead
 * ("we offer A, B and C", "Servicios: …", "nous proposons …", "wir bieten … an"), or a sentence that
 * is nothing but a list ("Zines, posters and art prints."). A list in the middle of a sentence
 * stays in the sentence, and so does a list with one item that cannot title a card.
 */
export function findServiceLists(text: string, language?: string): string[][] {
  const found: string[][] = [];
  const push = (items: string[]) => {
    if (items.length > 0) found.push(items);
  };
  for (const lines of lineLists(text)) push(wholeList(lines, 2));
  for (const m of text.matchAll(LIST_LEAD)) {
    const rest = text.slice((m.index ?? 0) + m[0].length);
    // "Services:" at a line's end leads a list of lines, read above.
    if (/^\s*\n/.test(text.slice((m.index ?? 0) + m[0].trimEnd().length))) continue;
    const end = SENTENCE_STOP.exec(rest);
    const segment = rest.slice(0, end?.index ?? rest.length).replace(LEAD_TAIL, '');
    // "Services: lawn mowing $40, hedge trimming $55, leaf cleanup": each item named by its price's label.
    push(
      wholeList(
        splitList(segment).map((item) => readPrices(item)[0]?.label || item),
        2,
      ),
    );
  }
  // "Haircuts, beard trims and hot towel shaves.": a sentence that is only a list of three or more.
  for (const sentence of text.split(LIST_SENTENCE_END)) {
    const raw = sentence.replace(/[.!?]+$/, '').trim();
    if (!raw || LIST_LINE.test(raw) || OWNER_OPENER.test(raw) || AREA_LEAD.test(raw) || LIST_END.test(raw))
      continue;
    const split = splitList(raw);
    if (split.slice(0, 2).some(atTown) || (placePopulation(split[0]?.trim() ?? '') ?? 0) >= TOWN_SIZE)
      continue;
    if (withoutProperNames(split, true).length < split.length || NOT_BARE.test(raw)) continue;
    if (namesOrQualities(split.map(cleanItem), language)) continue;
    // Each item a short name without a figure: "entre 8h30 et 18h" says when, "… an der Seenplatte" where.
    if (split.some((i) => /\d/.test(i) || cleanItem(i).split(/\s+/).length > 4)) continue;
    push(wholeList(split, 3));
  }
  push(listAfterKind(text));
  return found;
}

/**
 * "Family bakery in Leeds, sourdough and custom cakes, open Tue–Sun 7–3", "BBQ food truck, brisket,
 * pulled pork and mac and cheese": the first sentence names the business, then lists what it sells
 * up to a figure or a longer clause. Two items or more, each a short name, none a place.
 */
function listAfterKind(text: string): string[] {
  // "Crumbs & Co - family bakery in York, sourdough, …": the first sentence's piece with a list.
  const sentence = (text.split(/(?<=[.!?])\s+|\n+/u)[0] ?? '').replace(/\p{Extended_Pictographic}/gu, '');
  const pieces = sentence.split(LIST_SENTENCE_END);
  const at = pieces.findIndex((piece) => piece.includes(','));
  const first = (pieces[at] ?? '').replace(/[.!?]+$/, '').trim();
  // "(longueuil, brossard, st-hubert)": a list in brackets says where, not what.
  if (first.includes('(') || OWNER_OPENER.test(first)) return [];
  const parts = first.split(/\s*[,;]\s*/).filter(Boolean);
  // "hair salon in croydon - cuts, colour and balayage": after the dash, the list has no head.
  const run: string[] = [];
  for (const part of parts.slice(at === 0 ? 1 : 0)) {
    const long = splitList(part).some((i) => cleanItem(i).split(/\s+/).length > 4);
    if (/\d/.test(part) || AREA_LEAD.test(part) || NOT_BARE.test(part) || long) break;
    run.push(part);
  }
  const items = splitList(run.join(', '));
  if (items.some(atTown) || withoutProperNames(items, false).length < items.length) return [];
  if (items.some((i) => cleanItem(i).split(/\s+/).length > 4)) return [];
  return wholeList(items, 2);
}

/** The items of the description's lists, each once, at most 12. */
export function findServices(text: string): string[] {
  return joinLists(findServiceLists(text));
}

/** Lists as one list of services: each item once, first as written, at most 12. */
export function joinLists(lists: string[][]): string[] {
  const seen = new Set<string>();
  return lists
    .flat()
    .filter((i) => !seen.has(i.toLowerCase()) && seen.add(i.toLowerCase()))
    .slice(0, 12);
}

// "Juni, August und Oktober", "Do–So": months and days say when, not what is sold.
const CALENDAR = new RegExp(
  String.raw`^(?:(?:${[...WORDS.calendarWords, ...WORDS.dayAbbreviations, ...WORDS.ands].join('|')})\.?(?:\s+|\s*[-–]\s*|$))+$`,
  'iu',
);
// "…, gefertigt in unserem Atelier": a participle alone says how the things were made, sells nothing.
const PARTICIPLE = new RegExp(`^(?:${WORDS.participles.join('|')})$`, 'u');
/** An item's first word without a plural's "s": "Serenatas" and "Serenata 1 hora" name one offer. */
const stem = (item: string) => (item.trim().split(/\s+/)[0] ?? '').toLowerCase().replace(/e?s$/u, '');

/**
 * The services as a page lists them, whichever reading found them: no promise, audience, time or
 * loose word among them ("Everything made here", "femmes enceintes", "Juni", German "gefertigt"
 * among capitalised nouns), and one offer named twice kept once, first as written ("Serenata 1 hora
 * (8 elementos)" and "Serenatas" later).
 */
export function tidyServices(items: string[]): string[] {
  const kept = items.filter(
    (i) => offeringsOf([i]).length > 0 && !CALENDAR.test(i.trim()) && !PARTICIPLE.test(i.trim()),
  );
  const capitalised = kept.slice(1).filter((i) => /^\p{Lu}\p{Ll}/u.test(i.trim())).length;
  const germanLike = capitalised >= 2 && capitalised * 2 > kept.length - 1;
  return kept.filter((item, n) => {
    if (germanLike && /^\p{Ll}+$/u.test(item.trim())) return false;
    const single = !/\s/.test(item.trim());
    return !kept.some(
      (other, m) =>
        m < n && (single ? stem(other) === stem(item) : other.toLowerCase() === item.toLowerCase()),
    );
  });
}
