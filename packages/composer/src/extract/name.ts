import { CATALOGS } from '../catalog/load';
import { namesKind, namesKindOnly } from '../kinds';

// The words this file reads descriptions with: copy/detect/name.json.
const WORDS = CATALOGS.detect.name;

/** A run of capitalised words, allowing small joiners ("Crumb & Co", "House of Hair", "Bob's Auto"). */
const CAP_WORD = String.raw`(?:(?:${WORDS.abbreviations.join('|')})\.|[\p{Lu}\d][\p{L}\d'’&+-]*(?:\.\p{L}+)*)`;
/** A place name word: no dots, so "Chicago. Call us" stops at Chicago. */
const PLACE_WORD = "(?:St\\.|[\\p{Lu}][\\p{L}'’-]*)";
const CAP_SEQ = String.raw`${CAP_WORD}(?:\s+(?:(?:${WORDS.nameJoiners.join('|')})\s+)?${CAP_WORD})*`;
const ANY_WORD = "[\\p{L}\\d'’&.+-]+";

const NOT_A_NAME = new Set(WORDS.notAName);
const COMMON_CAPS = new Set(WORDS.commonCapitals);
const SUBJECT_VERBS = `(?:${WORDS.subjectVerbs.join('|')})`;

function clean(value: string): string {
  return (
    value
      .replace(/^[^\p{L}\d]+/u, '')
      .replace(/[\s,.;:!?'’"”)-]+$/u, '')
      // "Crumb & Co.": the full stop of an abbreviation is part of the name.
      .replace(/\b(Co|Ltd|Inc|Bros|Corp)$/, (m) => (value.includes(`${m}.`) ? `${m}.` : m))
      // "Call Rapid Rooter 24/7": a trailing bare number belongs to what follows ("Gallery 54" keeps its own).
      .replace(/^(\S+\s+\S+\s+.*?)\s+\d+$/u, '$1')
      .trim()
  );
}

function isPlausibleName(value: string): boolean {
  const words = value.split(/\s+/);
  if (words.length === 0 || words.length > 7 || value.length < 2 || value.length > 80) return false;
  if ((value.match(/\p{L}/gu) ?? []).length < 2) return false;
  // "The Daily Grind" is a name; "the shop" is not.
  const isTitledThe = words[0] === 'The' && words.length > 1 && /^\p{Lu}/u.test(words[1]);
  if (NOT_A_NAME.has(words[0].toLowerCase()) && !isTitledThe) return false;
  return !words.every((w) => COMMON_CAPS.has(w.toLowerCase().replace(/\W/g, '')));
}
const NAME_END = new RegExp(String.raw`\s+(?:${WORDS.nameEnders.join('|')})\s+|[,.;:!?()]`, 'i');

/** Cut a lower-case name where its clause visibly ends. */
function cutLoose(value: string): string {
  return value.split(NAME_END)[0];
}
const SENTENCE_END = new RegExp(
  String.raw`(?<=[.!?])(?<!\b(?:${WORDS.sentenceAbbreviations.join('|')})\.)\s+|\n+`,
);

function sentences(text: string): string[] {
  return text
    .split(SENTENCE_END)
    .map((s) => s.replace(/^[^\p{L}\d"“]+/u, '').trim())
    .filter(Boolean);
}

// Built once: compiling these Unicode patterns on every call costs more than running them.
const RE = {
  called: new RegExp(`\\b(?:called|named)\\s+(${CAP_SEQ})`, 'u'),
  calledLoose: new RegExp(`\\b(?:called|named)\\s+(${ANY_WORD}(?:\\s+${ANY_WORD}){0,4})`, 'iu'),
  founder: new RegExp(String.raw`\b(?:[Ii]|[Ww]e)\s+(?:${WORDS.founderVerbs.join('|')})\s+(${CAP_SEQ})`, 'u'),
  opening: new RegExp(`^(${CAP_SEQ})\\s*(?:[\\p{Extended_Pictographic}|•·,:(]|[—–-](?=\\s)|$)`, 'u'),
  lowerOpening:
    /^((?:the\s+)?[\p{Ll}\d'’&]+(?:\s+[\p{Ll}\d'’&]+){0,3})(?:\s+[—–-]\s|\s*\p{Extended_Pictographic})/u,
  dashed: new RegExp(
    `^(${CAP_SEQ}(?:\\s+(?:with|by|avec|con|mit)\\s+${CAP_SEQ})?(?:\\s+\\p{Ll}[\\p{L}'’]+){0,2})\\s*(?:—|–|-|:)\\s`,
    'u',
  ),
  // "Hi, I'm Sam Ortiz, a personal trainer": a one-person business goes by its owner's full name.
  person: new RegExp(
    String.raw`(?:^|[.!,]\s*)(?:${WORDS.myNameIs.join('|')})\s+(\p{Lu}\p{Ll}+(?:[\s-]\p{Lu}\p{Ll}+){1,2})(?=\s*(?:,|\s+and\s|\s+[-–—]\s|$))`,
    'u',
  ),
  // No i flag where CAP_SEQ is used: with it, \p{Lu} would match lower case too.
  intro: new RegExp(String.raw`^(?:${WORDS.weRunLeadIns.join('|')})\s+(?:the\s+)?(${CAP_SEQ})`, 'u'),
  appositive: new RegExp(`^(?:[Oo]ur|[Mm]y)\\s+(?:${ANY_WORD}\\s+){0,3}?${ANY_WORD},?\\s+(${CAP_SEQ})`, 'u'),
  subject: new RegExp(`^(${CAP_SEQ})(?:,\\s[^,]{2,60},)?\\s+${SUBJECT_VERBS}\\s`, 'u'),
  // "Clínica Dental Sonrisas en Málaga", "Physiotherapie am Markt in Freiburg".
  placed: new RegExp(
    String.raw`^(${CAP_SEQ}(?:\s+(?:am|im|an\s+der|auf\s+der)\s+${CAP_SEQ})?)\s+(?:${WORDS.placePrepositions.join('|')})\s+\p{Lu}`,
    'u',
  ),
  loose: new RegExp(
    `^(${ANY_WORD}(?:\\s+${ANY_WORD}){0,5}?)\\s+(?:is|are)\\s+(?:a|an|the|your|our)\\s`,
    'iu',
  ),
  introLoose: new RegExp(
    String.raw`^(?:we\s+are|we're|we’re|welcome\s+to|this\s+is)\s+(?!${WORDS.notNameStarts.join('|')})(${ANY_WORD}(?:\s+${ANY_WORD}){0,4})`,
    'iu',
  ),
  anyRun: new RegExp(`(?<![\\p{L}\\d'’&])(${CAP_SEQ})`, 'gu'),
  appositiveAnywhere: new RegExp(`(?<![\\p{L}\\d'’&])(${CAP_SEQ}),\\s+(?:an?|the)\\s+\\p{Ll}`, 'gu'),
};

/** A trade noun that opens a name in Spanish or French ("Clínica", "École"): copy/<lang>/generic.json's grammar. */
const TRADE_NOUNS = [
  ...new Set(
    [CATALOGS.local.es, CATALOGS.local.fr].flatMap((c) => Object.keys(c.generic.grammar?.nameNouns ?? {})),
  ),
];
const TRADE_NOUN = TRADE_NOUNS.map((n) => `${n[0].toUpperCase()}${n.slice(1)}`).join('|');
/** The capitalised tail of such a name, with its joiners and "à" ("Pas à Pas"). */
const NAME_TAIL = String.raw`${CAP_WORD}(?:\s+(?:(?:${[...WORDS.nameJoiners, 'à', 'y', 'et'].join('|')})\s+)?${CAP_WORD})*`;
const TRADE_NAMED = new RegExp(
  String.raw`^(?:${TRADE_NOUN})(?:\s+\p{Ll}[\p{L}'’-]*){1,3}\s+${NAME_TAIL}$`,
  'u',
);
/** The last "en Valencia", "à Lyon" of a clause, where the place runs to its end. */
const PLACE_AT_END = new RegExp(
  String.raw`\s+(?:${WORDS.placePrepositions.join('|')})\s+\p{Lu}[\p{L}'’-]*(?:[\s-]+\p{Lu}[\p{L}'’-]*)*$`,
  'u',
);

/**
 * "Clínica dental Sonrisa en Valencia", "École de danse Pas à Pas à Lyon : …": a trade noun, the
 * lower-case words of what it does, then the capitalised name, up to the clause's last place.
 */
function tradeNamed(opening: string): string | undefined {
  const clause = opening.split(/\s*[,.;:!?(]|\s[-–—]\s/)[0].trim();
  const name = clause.replace(PLACE_AT_END, '');
  return TRADE_NAMED.test(name) ? name : undefined;
}
const IMPERATIVE = new RegExp(String.raw`^(?:${WORDS.imperatives.join('|')})\s+(?=\p{Lu})`, 'u');

const plausible = (value: string | undefined, minWords = 1): string | undefined => {
  if (!value) return undefined;
  // "Call Rapid Rooter", "Visit Harbour Homes": an imperative in front of a name is not part of it.
  const cleaned = clean(value).replace(IMPERATIVE, '');
  return isPlausibleName(cleaned) && cleaned.split(/\s+/).length >= minWords ? cleaned : undefined;
};
const BEFORE_PLACE = new RegExp(String.raw`\b(?:${WORDS.beforePlace.join('|')})\s+$`, 'i');

/** The business name, verbatim, from the patterns owners most often write. */
export function findName(text: string): string | undefined {
  const quoted = /["“]([^"“”\n]{2,60})["”]/.exec(text)?.[1];
  const found =
    plausible(quoted) ??
    plausible(RE.called.exec(text)?.[1]) ??
    plausible(cutLoose(RE.calledLoose.exec(text)?.[1] ?? '')) ??
    plausible(RE.founder.exec(text)?.[1]) ??
    plausible(RE.person.exec(text)?.[1], 2);
  if (found) return found;

  const all = sentences(text);
  const opening = plausible(RE.opening.exec(all[0] ?? '')?.[1], 2);
  // "HAIR SALON IN BOLTON - …" in capitals is a kind and a place, not a name.
  if (opening && !(opening === opening.toUpperCase() && namesKind(opening.toLowerCase()))) return opening;
  const lowerOpening = RE.lowerOpening.exec(all[0] ?? '')?.[1];
  // "hair salon in croydon - cuts, colour…" says what the business is, not what it is called.
  if (
    lowerOpening &&
    isPlausibleName(lowerOpening.replace(/^the\s+/, '')) &&
    !namesKindOnly(lowerOpening) &&
    // "taco truck in austin 🌮" says what and where, not a name.
    !/\s(?:in|at|near|for|from)\s/.test(lowerOpening)
  )
    return lowerOpening;

  const traded = plausible(tradeNamed(all[0] ?? ''), 2);
  if (traded) return traded;

  for (const [index, sentence] of all.entries()) {
    const intro = RE.intro.exec(sentence)?.[1];
    const appositive = RE.appositive.exec(sentence)?.[1];
    const loose = RE.loose.exec(sentence)?.[1];
    const name =
      plausible(RE.dashed.exec(sentence)?.[1]) ??
      (intro && /^\p{Lu}|^\d/u.test(intro) ? plausible(intro) : undefined) ??
      (appositive && /^\p{Lu}/u.test(appositive) ? plausible(appositive) : undefined) ??
      // Past the opening sentence, one capitalised word before a plural is no name ("Tent sites from
      // $35", "Premier cours offert", "Aceptamos nuevos pacientes").
      plausible(RE.subject.exec(sentence)?.[1], index === 0 ? 1 : 2) ??
      plausible(RE.placed.exec(sentence)?.[1], 2) ??
      (loose && !/^the\s/i.test(loose) ? plausible(loose) : undefined) ??
      plausible(cutLoose(RE.introLoose.exec(sentence)?.[1] ?? ''));
    if (name) return name;
  }
  // "… at Byte Academy, an online bootcamp …"
  for (const m of text.matchAll(RE.appositiveAnywhere)) {
    const value = plausible(m[1]);
    if (value) return value;
  }
  // A capitalised run of two or more words anywhere ("… bakery Sunrise Breads serves …").
  for (const m of text.matchAll(RE.anyRun)) {
    // "my name is Sarah", "covering Bristol and Bath": a person or a place, not the business.
    if (BEFORE_PLACE.test(text.slice(0, m.index))) {
      continue;
    }
    const value = plausible(m[1], 2);
    // "70s and 80s" is no name: a name has a capital letter.
    if (value && /\p{Lu}/u.test(value)) return value;
  }
  return undefined;
}

const PLACE_STOP = new Set(WORDS.notAPlace);

/**
 * A state, province, county or country after a town's comma ("Austin, Texas", "Truro, Cornwall"). Only
 * these: after a comma a capital is as often the next item ("Aachen, Torten und Brot", "Bonn, Mo–Fr").
 */
const REGION = `(?:${WORDS.regions.join('|')})\\b`;
const PLACE = String.raw`(?:(?:${WORDS.placeModifiers.join('|')})\s+)?${PLACE_WORD}(?:\s+${PLACE_WORD}){0,2}(?:,\s*(?:\p{Lu}{2}\b|${REGION}))?`;
/**
 * The words that put a town after them in Spanish, French and German: "en Sevilla", "à Lyon", "au
 * Mans", "près de Nantes", "bei Köln" ("in Köln" is the English pattern's). French "en" names a
 * region or country ("en Provence"), which the copy's "à {location}" would misspell, so it is not one.
 */
const TOWN_WORDS: Record<string, string> = {
  es: 'en|cerca\\s+de',
  fr: 'à|au|près\\s+de',
  de: 'bei|nahe',
};
const foreignPlace = (words: string) =>
  new RegExp(
    `(?:^|[\\s(])(?:${words})\\s+(?:el\\s+centro\\s+de\\s+|plein\\s+cœur\\s+de\\s+)?(${PLACE})`,
    'gu',
  );
/** By the description's language; when it is not known, any of them. */
const FOREIGN_PLACES = new Map<string | undefined, RegExp>([
  ...Object.entries(TOWN_WORDS).map(([lang, words]) => [lang, foreignPlace(words)] as const),
  [undefined, foreignPlace(Object.values(TOWN_WORDS).join('|'))],
]);
const PLACE_PATTERNS = [
  new RegExp(`\\b(?:based|located|situated)\\s+(?:in|on|at)\\s+(?:the\\s+heart\\s+of\\s+)?(${PLACE})`, 'gu'),
  new RegExp(`\\b(?:serving|across|throughout|around)\\s+(?:the\\s+)?(?:greater\\s+)?(${PLACE})`, 'gu'),
  new RegExp(
    `\\b(?:in|near)\\s+(?:the\\s+heart\\s+of\\s+|the\\s+centre\\s+of\\s+|the\\s+center\\s+of\\s+)?(${PLACE})`,
    'gu',
  ),
];

/** The town or area the business is in, verbatim ("Austin, TX", "downtown Leeds", "the Lake District"). */
// US states and Canadian provinces by their postal codes: "Austin TX", "brooklyn ny" name the town.
const STATE_CODES = WORDS.stateCodes.join('|');
const STATE_AFTER_TOWN = new RegExp(`(?<!,)\\s+(?:${STATE_CODES})$`);
const LOWER_STATE = STATE_CODES.toLowerCase();

/** The town, without the state code that follows it ("Austin TX" → "Austin"). */
function townOnly(value: string): string {
  const town = value.replace(STATE_AFTER_TOWN, '');
  return town.length >= 2 ? town : value;
}

export function findLocation(text: string, exclude: string[] = [], language?: string): string | undefined {
  const found = findPlace(text, exclude, language);
  return found ? townOnly(found) : undefined;
}
const NOT_BEFORE_PLACE = new RegExp(String.raw`(?:${WORDS.notBeforePlace.join('|')})\s*$`, 'i');

function findPlace(text: string, exclude: string[], language?: string): string | undefined {
  const foreign = FOREIGN_PLACES.get(language);
  const patterns = foreign ? [...PLACE_PATTERNS, foreign] : PLACE_PATTERNS;
  const excluded = exclude.map((e) => e.toLowerCase());
  for (const pattern of patterns) {
    for (const m of text.matchAll(pattern)) {
      const value = clean(m[1]);
      const first = value.split(/[\s,]+/)[0].toLowerCase();
      if (COMMON_CAPS.has(first) || PLACE_STOP.has(first)) continue;
      if (/^\d/.test(value) || excluded.some((e) => e.includes(value.toLowerCase()))) continue;
      // "Expertos en SEO en Valencia": after "en" or "à", a word all in capitals is a subject.
      if (pattern === foreign && !/\p{Ll}/u.test(value)) continue;
      return value;
    }
  }
  // All-lower-case descriptions: "based in leeds", "in leeds."
  const lower = new RegExp(
    String.raw`\b(?:based|located)\s+in\s+(\p{Ll}[\p{Ll}-]+(?:\s+\p{Ll}[\p{Ll}-]+)?)|\b(?:in|around|across)\s+(\p{Ll}[\p{Ll}-]{2,})(?:,?\s+(?:${LOWER_STATE}))?(?=\s*(?:[.,!;]|$|\p{Extended_Pictographic}|\s+(?:${WORDS.afterLowerPlace.join('|')})\b))`,
    'u',
  ).exec(text);
  const lowerValue = lower?.[1] ?? lower?.[2];
  // "specialise in portraits" is a subject, not a town; lower case alone is no proof of a place.
  const before = lower ? text.slice(Math.max(0, (lower.index ?? 0) - 30), lower.index) : '';
  if (lower?.[2] && NOT_BEFORE_PLACE.test(before)) {
    return undefined;
  }
  if (
    lowerValue &&
    !PLACE_STOP.has(lowerValue.split(/\s+/)[0]) &&
    !excluded.some((e) => e.includes(lowerValue))
  ) {
    return lowerValue.split(/\s+(?:since|and|for|with)\b/)[0];
  }
  return undefined;
}

const KIND_STOP = new RegExp(`^(?:${WORDS.notAKind.join('|')})$`, 'iu');

/** What the business is, in the owner's words ("a family-run pizzeria"), with its article. */
export function findKind(text: string, name?: string): string | undefined {
  const escaped = name?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const lead = escaped
    ? String.raw`(?:${escaped}(?:,|\s+(?:${WORDS.isVerbs.join('|')}))|\bwe\s+are|\bwe're|\bwe’re|\bi\s+am|\bi'm|\bsomos|\bnous\s+sommes|\bwir\s+sind)`
    : `(?:${WORDS.weAre.join('|')})`;
  // English, Spanish, French and German articles: "a bakery", "una panadería", "une boulangerie", "eine Bäckerei".
  const m = new RegExp(
    String.raw`${lead}\s+(${WORDS.articles.join('|')})\s+([^.,;:!?()\n]{2,80})`,
    'iu',
  ).exec(text);
  if (!m) return undefined;
  const words: string[] = [];
  for (const word of m[2].split(/\s+/)) {
    if (KIND_STOP.test(word) || words.length >= 7) break;
    words.push(word);
  }
  if (words.length === 0 || words.some((w) => /\d|@/.test(w))) return undefined;
  while (/^(?:and|or|&)$/i.test(words[words.length - 1] ?? '')) words.pop();
  return words.length > 0 ? `${m[1]} ${words.join(' ')}` : undefined;
}
