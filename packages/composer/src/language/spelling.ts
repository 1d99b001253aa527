import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { CATALOGS } from '../catalog/load';
import type { Facts } from '../types';

// The words this file reads descriptions with: copy/detect/spelling.json.
const WORDS = CATALOGS.detect.spelling;

/** How English copy is spelled: American ("color", "neighborhood") or British ("colour", "neighbourhood"). */
export type Spelling = 'us' | 'gb';

/**
 * British spellings the English phrase banks use, with their American forms. No kept npm package
 * fits (the one translator on npm is a CLI with its own phrase list, unmaintained since 2020), and
 * the banks use few such words; spelling.test.ts fails when a bank word of these patterns is missing.
 */
export const AMERICAN: Record<string, string> = CATALOGS.en.generic.americanSpelling ?? {};

const BRITISH_WORD = new RegExp(`\\b(?:${Object.keys(AMERICAN).join('|')})\\b`, 'gi');

/** The same text in American spelling; a word's capital is kept ("Colour" → "Color"). */
export function americanise(text: string): string {
  return text.replace(BRITISH_WORD, (word) => {
    const us = AMERICAN[word.toLowerCase()];
    if (word === word.toUpperCase() && word.length > 1) return us.toUpperCase();
    return /^\p{Lu}/u.test(word) ? us[0].toUpperCase() + us.slice(1) : us;
  });
}

// "Tulsa, OK", "Austin TX", "Portland, Oregon": a town followed by a US state.
const US_STATE = new RegExp(
  String.raw`\b\p{Lu}[\p{L}.'-]*(?:\s\p{Lu}[\p{L}.'-]*)?,?\s+(?:${WORDS.usStates.join('|')})\b`,
  'u',
);

/**
 * The spelling of a business's country: American for the US, British elsewhere. The country comes
 * from the address the extractor read, else the phone number's country, else a town with a US state
 * ("Tulsa, OK"), else a price in dollars or pounds. Unknown: British, as the banks were written.
 */
export function spellingFor(
  facts: Pick<Facts, 'addressParts' | 'phoneE164' | 'phone'>,
  prompt: string,
): Spelling {
  const byAddress = facts.addressParts?.country;
  if (byAddress) return byAddress === 'US' ? 'us' : 'gb';
  const byPhone = facts.phoneE164 ? parsePhoneNumberFromString(facts.phoneE164)?.country : undefined;
  if (byPhone) return byPhone === 'US' ? 'us' : 'gb';
  // "(918) 555-0142" is written the North American way: enough to spell like the US, though not to
  // dial it with +1 (structured data waits for evidence of the country, extract/phone.ts).
  if (facts.phone && /^\(\d{3}\)\s?\d{3}[\s.-]\d{4}$/.test(facts.phone.trim())) return 'us';
  if (US_STATE.test(prompt)) return 'us';
  if (/\$\s?\d/.test(prompt) && !/£/.test(prompt)) return 'us';
  return 'gb';
}

/** Every string inside a phrase bank in American spelling; patterns and other values stay as they are. */
export function americaniseAll<T>(value: T): T {
  if (typeof value === 'string') return americanise(value) as T;
  if (Array.isArray(value)) return value.map(americaniseAll) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, americaniseAll(v)])) as T;
  }
  return value;
}
