import { CATALOG_LANGUAGES, CATALOGS } from '../catalog/load';
import { wordsIn, wordsOf } from '../catalog/words';
import { clean } from './name';
import { isTown } from './not-a-name';
import { checkedPlace, townAfterBreak } from './town';

// The town or area a description says the business is in. Words: copy/detect/name.json and
// copy/<lang>/detect/place.json.
const WORDS = CATALOGS.detect.name;
const alternativesOf = (list: Parameters<typeof wordsOf<'place'>>[1]) => wordsOf('place', list).join('|');
const COMMON_CAPS = new Set(WORDS.commonCapitals);
/** A place name word: no dots, so "Chicago. Call us" stops at Chicago. */
const PLACE_WORD = `(?:${alternativesOf('placeAbbreviations')}|[\\p{Lu}][\\p{L}'’-]*)`;

const PLACE_STOP = new Set(WORDS.notAPlace);
/** "bei Regen", "sous la pluie": a preposition and a word that say when, not where (Regen is a town too). */
const IDIOMS = new Set(WORDS.conditionIdioms);

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
const TOWN_WORDS: Record<string, string> = Object.fromEntries(
  CATALOG_LANGUAGES.map(
    (language) => [language, wordsIn('place', 'townWords', language).join('|')] as const,
  ).filter(([, words]) => words),
);
const foreignPlace = (words: string) =>
  new RegExp(`(?:^|[\\s(])(?:${words})\\s+(?:(?:${alternativesOf('townCentres')})\\s+)?(${PLACE})`, 'gu');
/** By the description's language; when it is not known, any of them. */
const FOREIGN_PLACES = new Map<string | undefined, RegExp>([
  ...Object.entries(TOWN_WORDS).map(([lang, words]) => [lang, foreignPlace(words)] as const),
  [undefined, foreignPlace(Object.values(TOWN_WORDS).join('|'))],
]);
const PLACE_PATTERNS = [
  // "based in the heart of Leeds", "serving greater Manchester", "in the centre of York".
  ...wordsOf('place', 'placeLeads').map((lead) => new RegExp(`\\b${lead}(${PLACE})`, 'gu')),
];

const NOUN_TOWN_WORD = new RegExp(String.raw`^\s*(?:${alternativesOf('nounTownWords') || '(?!)'})\s`, 'iu');
const PLACE_END = new RegExp(String.raw`\s+(?:${alternativesOf('placeEnders')})\b`);

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

/** `street`: the street address, whose town the caller takes as it is written there ("Tulsa, OK"). */
export function findLocation(
  text: string,
  exclude: string[] = [],
  language?: string,
  street?: string,
): string | undefined {
  const read = findPlace(text, exclude, language);
  const found =
    (read && checkedPlace(read, text)) ??
    townAfterBreak(text, [...exclude, ...(street ? [street] : [])], language);
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
      const said = m[0].trim().split(/\s+/);
      if (IDIOMS.has(said.slice(0, 2).join(' ').toLowerCase())) continue;
      if (/^\d/.test(value) || excluded.some((e) => e.includes(value.toLowerCase()))) continue;
      // "Expertos en SEO en Valencia": after "en" or "à", a word all in capitals is a subject.
      if (pattern === foreign && !/\p{Ll}/u.test(value)) continue;
      // "bei Schönwetter", "bei Bedarf": where nouns are capitalised, a word after "bei" is a place only
      // when the gazetteer knows the town.
      if (pattern === foreign && NOUN_TOWN_WORD.test(m[0]) && !isTown(value.split(/[\s,]+/)[0])) continue;
      return value;
    }
  }
  // All-lower-case descriptions: "based in leeds", "in leeds."
  const lower = new RegExp(
    String.raw`\b(?:${alternativesOf('lowerBasedIn')})\s+(\p{Ll}[\p{Ll}-]+(?:\s+\p{Ll}[\p{Ll}-]+)?)|\b(?:${alternativesOf('lowerIn')})\s+(\p{Ll}[\p{Ll}-]{2,})(?:,?\s+(?:${LOWER_STATE}))?(?=\s*(?:[.,!;]|$|\p{Extended_Pictographic}|\s+(?:${WORDS.afterLowerPlace.join('|')})\b))`,
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
    return lowerValue.split(PLACE_END)[0];
  }
  return undefined;
}
