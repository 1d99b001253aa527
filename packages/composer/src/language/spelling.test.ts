import { describe, expect, it } from 'vitest';
import { collectStrings } from '../../test/content-strings';
import { CORPUS } from '../../test/corpus';
import { extractFacts } from '../extract/facts';
import { composeBuiltin } from '../index';
import { AMERICAN, americanise, spellingFor } from './spelling';

const copyOf = (prompt: string) =>
  collectStrings(composeBuiltin({ prompt }).content)
    .map((s) => s.text)
    .join('\n');
const BRITISH = new RegExp(`\\b(?:${Object.keys(AMERICAN).join('|')})\\b`, 'i');
const spellingOf = (prompt: string) => spellingFor(extractFacts(prompt), prompt);

describe('US or British spelling by the business’s country', () => {
  it('reads the country from the address, the phone, a US state or the currency', () => {
    expect(spellingOf('Corner Cafe, 500 Congress Ave, Austin, TX 78701')).toBe('us');
    expect(spellingOf('Rye & Roll bakery, 21 Stonegate, York YO1 8AW')).toBe('gb');
    expect(spellingOf('Joe’s Garage, call (918) 555-0142')).toBe('us');
    expect(spellingOf('Joe’s Garage, call +44 113 496 0123')).toBe('gb');
    expect(spellingOf('Joe’s Garage in Portland, Oregon, since 1987')).toBe('us');
    expect(spellingOf('Joe’s Garage, oil changes from $39')).toBe('us');
    // Nothing to go by: British, as the phrase banks are written.
    expect(spellingOf('Joe’s Garage, friendly mechanics')).toBe('gb');
  });

  it('keeps capitals and leaves other words alone', () => {
    expect(americanise('Colour and flavour, our favourites. Centre of the neighbourhood.')).toBe(
      'Color and flavor, our favorites. Center of the neighborhood.',
    );
    expect(americanise('A tour of our course, four hours')).toBe('A tour of our course, four hours');
  });

  it('keeps the owner’s own words as written', () => {
    const copy = copyOf(
      'Bright Smiles is a paediatric dentist in Tulsa, OK, offering check-ups, colour-matched fillings and hygiene.',
    );
    expect(copy).toMatch(/paediatric dentist/i);
    expect(copy).toMatch(/colour-matched fillings/i);
  });

  it('leaves no British bank spelling on any US site of the corpus', () => {
    const us = CORPUS.filter((e) => e.language === 'en' && spellingOf(e.prompt) === 'us');
    expect(us.length).toBeGreaterThanOrEqual(10);
    const slips = us.flatMap((e) => {
      const owner = new Set(
        (e.prompt.match(new RegExp(BRITISH.source, 'gi')) ?? []).map((w) => w.toLowerCase()),
      );
      return (copyOf(e.prompt).match(new RegExp(BRITISH.source, 'gi')) ?? [])
        .filter((w) => !owner.has(w.toLowerCase()))
        .map((w) => `${e.prompt.slice(0, 40)}: ${w}`);
    });
    expect(slips).toEqual([]);
  });
});
