import { CATALOGS } from '../catalog/load';
import { phoneNumbers } from '../heavy-modules';
import type { Facts } from '../types';

// The words this file reads descriptions with: copy/detect/spelling.json.
const WORDS = CATALOGS.detect.spelling;

/**
 * How English copy is spelled and worded: American ("color", "state inspection"), British
 * ("colour", "MOT") or Australian (British spelling, "roadworthy certificate").
 */
export type Spelling = 'us' | 'gb' | 'au';

/**
 * British spellings the English phrase banks use, with their American forms. No kept npm package
 * fits (the one translator on npm is a CLI with its own phrase list, unmaintained since 2020), and
 * the banks use few such words; spelling.test.ts fails when a bank word of these patterns is missing.
 */
export const AMERICAN: Record<string, string> = CATALOGS.en.generic.americanSpelling ?? {};

/** British words of the banks with another country's word for them ("us": {"fuse board": "breaker panel"}). */
export const COUNTRY_WORDS: Record<string, Record<string, string>> = CATALOGS.en.generic.countryWords ?? {};

/** A pattern of the table's words, the longest first ("MOT testing" before "MOT"). */
function wordsOf(table: Record<string, string>): RegExp {
  const keys = Object.keys(table).sort((a, b) => b.length - a.length);
  return new RegExp(`\\b(?:${keys.join('|')})\\b`, 'gi');
}

/** Each word of the table in its other form; a word's capital is kept ("Colour" → "Color"). */
function replaceWords(text: string, table: Record<string, string>, pattern: RegExp): string {
  return text.replace(pattern, (word) => {
    const said = table[word] ?? table[word.toLowerCase()];
    if (!said) return word;
    if (word === word.toUpperCase() && word.length > 1 && !/\s/.test(said)) return said.toUpperCase();
    return /^\p{Lu}/u.test(word) ? said[0].toUpperCase() + said.slice(1) : said;
  });
}

const BRITISH_WORD = wordsOf(AMERICAN);

/** The same text in American spelling; a word's capital is kept ("Colour" → "Color"). */
export function americanise(text: string): string {
  return replaceWords(text, AMERICAN, BRITISH_WORD);
}

const COUNTRY_PATTERNS = Object.fromEntries(
  Object.entries(COUNTRY_WORDS).map(([country, table]) => [country, wordsOf(table)]),
);

/** British copy as a site in the country says it: American spelling and words for the US, Australian words for Australia. */
export function localise(text: string, spelling: Spelling): string {
  const spelled = spelling === 'us' ? americanise(text) : text;
  const table = COUNTRY_WORDS[spelling];
  return table ? replaceWords(spelled, table, COUNTRY_PATTERNS[spelling]) : spelled;
}

// "Tulsa, OK", "Austin TX", "Portland, Oregon": a town followed by a US state.
const US_STATE = new RegExp(
  String.raw`\b\p{Lu}[\p{L}.'-]*(?:\s\p{Lu}[\p{L}.'-]*)?,?\s+(?:${WORDS.usStates.join('|')})\b`,
  'u',
);

// "Newtown NSW 2042", "Melbourne, Victoria", "Australia".
const AU_STATE = new RegExp(String.raw`\b(?:${WORDS.auStates.join('|')})\b`, 'u');

/**
 * The spelling of a business's country: American for the US, British elsewhere. The country comes
 * from the address the extractor read, else the phone number's country, else a town with a US state
 * ("Tulsa, OK"), else a price in dollars or pounds. Unknown: British, as the banks were written.
 */
export function spellingFor(
  facts: Pick<Facts, 'addressParts' | 'phoneE164' | 'phone'>,
  prompt: string,
): Spelling {
  const byCountry = (country: string) => (country === 'US' ? 'us' : country === 'AU' ? 'au' : 'gb');
  const byAddress = facts.addressParts?.country;
  if (byAddress) return byCountry(byAddress);
  const byPhone = facts.phoneE164
    ? phoneNumbers().parsePhoneNumberFromString(facts.phoneE164)?.country
    : undefined;
  if (byPhone) return byCountry(byPhone);
  // "(918) 555-0142" is written the North American way: enough to spell like the US, though not to
  // dial it with +1 (structured data waits for evidence of the country, extract/phone.ts).
  if (facts.phone && /^\(\d{3}\)\s?\d{3}[\s.-]\d{4}$/.test(facts.phone.trim())) return 'us';
  if (US_STATE.test(prompt)) return 'us';
  if (AU_STATE.test(prompt) || /\bA\$\s?\d|\bAUD\b/.test(prompt)) return 'au';
  if (/\$\s?\d/.test(prompt) && !/£/.test(prompt)) return 'us';
  return 'gb';
}

/** Every string inside a phrase bank as the country says it; patterns and other values stay as they are. */
export function localiseAll<T>(value: T, spelling: Spelling): T {
  if (typeof value === 'string') return localise(value, spelling) as T;
  if (Array.isArray(value)) return value.map((v) => localiseAll(v, spelling)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, localiseAll(v, spelling)])) as T;
  }
  return value;
}
