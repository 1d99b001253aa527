import { CATALOGS } from '../catalog/load';
import type { Country } from './address';

// The words this file reads descriptions with: copy/detect/country.json.
const PLACES = CATALOGS.detect.country;

/**
 * Country names and well-known towns in en/es/fr/de, as evidence of where a business is. A phone
 * number gets a country code only from evidence like this; a short list of big towns is enough,
 * since an unknown town simply leaves the number as typed.
 */
const COUNTRY_WORDS: Array<[Country, RegExp]> = [
  ['DE', new RegExp(String.raw`\b(?:${PLACES.germany.join('|')})\b`, 'iu')],
  ['FR', new RegExp(String.raw`\b(?:${PLACES.france.join('|')})\b`, 'iu')],
  ['ES', new RegExp(String.raw`\b(?:${PLACES.spain.join('|')})\b`, 'iu')],
  ['GB', new RegExp(String.raw`\b(?:${PLACES.unitedKingdom.join('|')})\b`, 'iu')],
  ['IE', new RegExp(String.raw`\b(?:${PLACES.ireland.join('|')})\b`, 'iu')],
  ['IT', new RegExp(String.raw`\b(?:${PLACES.italy.join('|')})\b`, 'iu')],
  ['NL', new RegExp(String.raw`\b(?:${PLACES.netherlands.join('|')})\b`, 'iu')],
  ['CA', new RegExp(String.raw`\b(?:${PLACES.canada.join('|')})\b`, 'iu')],
  ['AU', new RegExp(String.raw`\b(?:${PLACES.australia.join('|')})\b`, 'iu')],
  ['US', new RegExp(String.raw`\b(?:${PLACES.unitedStates.join('|')})\b`, 'iu')],
  // Liège, Zürich, Amstetten, Christchurch: a French, German or English number read as France's,
  // Germany's or the US's would dial a stranger, so their neighbours are named too.
  ['BE', new RegExp(String.raw`\b(?:${PLACES.belgium.join('|')})\b`, 'iu')],
  ['CH', new RegExp(String.raw`\b(?:${PLACES.switzerland.join('|')})\b`, 'iu')],
  ['AT', new RegExp(String.raw`\b(?:${PLACES.austria.join('|')})\b`, 'iu')],
  ['NZ', new RegExp(String.raw`\b(?:${PLACES.newZealand.join('|')})\b`, 'iu')],
  // "col. roma, cdmx": a Spanish page's place is as often in the Americas as in Spain.
  ['MX', new RegExp(String.raw`\b(?:${PLACES.mexico.join('|')})\b`, 'iu')],
  ['AR', new RegExp(String.raw`\b(?:${PLACES.argentina.join('|')})\b`, 'iu')],
  ['CO', new RegExp(String.raw`\b(?:${PLACES.colombia.join('|')})\b`, 'iu')],
  ['CL', new RegExp(String.raw`\b(?:${PLACES.chile.join('|')})\b`, 'iu')],
  ['PE', new RegExp(String.raw`\b(?:${PLACES.peru.join('|')})\b`, 'iu')],
];

// "Tulsa, OK", "Austin TX", "Portland, Oregon": a town followed by a US state.
const US_STATE = new RegExp(
  String.raw`\b\p{Lu}[\p{L}.'-]*(?:\s\p{Lu}[\p{L}.'-]*)?,?\s+(?:${PLACES.usStateCodes.join('|')})\b`,
  'u',
);

/**
 * The one country the description's place words name; undefined when none or several do. Among
 * several, `prefer` (the countries speaking the page's language) may single one out: "col. roma,
 * cdmx" on a Spanish page is Mexico's, not Italy's.
 */
export function countryFromPlaces(text: string, prefer: readonly string[] = []): Country | undefined {
  const named = new Set<Country>();
  for (const [country, words] of COUNTRY_WORDS) if (words.test(text)) named.add(country);
  if (US_STATE.test(text)) named.add('US');
  // "Paris, Texas" or "Cambridge, MA": a US state beats a European town of the same name.
  if (named.has('US') && US_STATE.test(text)) return 'US';
  if (named.size === 1) return [...named][0];
  const preferred = [...named].filter((country) => prefer.includes(country));
  return preferred.length === 1 ? preferred[0] : undefined;
}
