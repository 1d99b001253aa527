import { describe, expect, it } from 'vitest';
import { collectStrings } from '../../test/content-strings';
import { composeBuiltin } from '../index';
import { COUNTRY_WORDS } from './spelling';

const copyOf = (prompt: string) =>
  collectStrings(composeBuiltin({ prompt }).content)
    .map((s) => s.text)
    .join('\n');

// The owner's own words are kept as written, so the descriptions say none of the words checked.
const TRADES = [
  'car repair garage',
  'property rental agency for landlords and tenants',
  'electrician',
  'childcare for babies and toddlers',
];
const PLACES = {
  us: 'in Austin, TX',
  gb: 'in Leeds, call 0113 496 0000',
  au: 'in Newtown NSW 2042',
} as const;

/** The words of a table's side, as a pattern. */
const wordsPattern = (words: string[]) => new RegExp(`\\b(?:${[...new Set(words)].join('|')})\\b`, 'i');
const BRITISH_ONLY = wordsPattern(Object.keys(COUNTRY_WORDS.us));
// Words both countries say ("rentals", "line", "schedule") are left out.
const AMERICAN_ONLY = wordsPattern(
  Object.values(COUNTRY_WORDS.us).filter(
    (w) => !/^(?:flat|detailing$|rent|line$|schedule$|calendar$)/.test(w),
  ),
);

describe('a site says things the way its country does', () => {
  it.each(TRADES)('a US %s never says a British word', (trade) => {
    expect(copyOf(`Reyes & Sons, a ${trade} ${PLACES.us}.`)).not.toMatch(BRITISH_ONLY);
  });

  it.each(TRADES)('a UK %s never says an American word', (trade) => {
    expect(copyOf(`Reyes & Sons, a ${trade} ${PLACES.gb}.`)).not.toMatch(AMERICAN_ONLY);
  });

  it.each(TRADES)('an Australian %s says neither the British-only nor the American word', (trade) => {
    const copy = copyOf(`Reyes & Sons, a ${trade} ${PLACES.au}.`);
    expect(copy).not.toMatch(wordsPattern(Object.keys(COUNTRY_WORDS.au)));
    expect(copy).not.toMatch(AMERICAN_ONLY);
  });
});
