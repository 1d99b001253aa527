import { describe, expect, it } from 'vitest';
import { findKind, findName } from './name';
import { findLocation } from './place';

describe('a name that opens with a trade noun and lower-case words', () => {
  it.each([
    [
      'Clínica dental Sonrisa en Valencia, odontología general, ortodoncia e implantes.',
      'Clínica dental Sonrisa',
      'Valencia',
      'es',
    ],
    [
      'École de danse Pas à Pas à Lyon : classique, jazz et hip-hop.',
      'École de danse Pas à Pas',
      'Lyon',
      'fr',
    ],
    // The gazetteer knows Paris; its arrondissement's number is no part of the town.
    ['Salon de thé Les Délices, Paris 11e. Pâtisseries maison.', 'Salon de thé Les Délices', 'Paris', 'fr'],
    [
      'Taller mecánico Hermanos Ruiz en Sevilla. Frenos, aceite y neumáticos.',
      'Taller mecánico Hermanos Ruiz',
      'Sevilla',
      'es',
    ],
  ])('%s', (text, name, place, language) => {
    expect(findName(text)).toBe(name);
    expect(findLocation(text, [name], language)).toBe(place);
  });

  it('takes no phrase of what a business does for its name', () => {
    expect(findName('Clínica dental en Valencia, implantes y ortodoncia.')).toBeUndefined();
    expect(findName('Studio yoga classes for Bristol families, book online.')).toBeUndefined();
  });
});

describe('a possessive town', () => {
  it('is the town without its "\'s" when nothing follows it in the place', () => {
    expect(findLocation("Sparky in Perth's northern suburbs, no job too small.", [], 'en')).toBe('Perth');
    expect(findLocation('Dog walking in Leeds’s parks, rain or shine.', [], 'en')).toBe('Leeds');
  });
});

describe('what the owner says the business is', () => {
  it('keeps a kind whose first word stands before a comma ("a free, volunteer-run seed library")', () => {
    const text =
      'The Elm County Seed Library is a free, volunteer-run seed library based at the town library.';
    expect(findKind(text, findName(text))).toBe('a free, volunteer-run seed library');
    expect(findKind('Crumbs is a bakery, open daily.', 'Crumbs')).toBe('a bakery');
  });
});
