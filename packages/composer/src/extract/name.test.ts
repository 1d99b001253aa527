import { describe, expect, it } from 'vitest';
import { findLocation, findName } from './name';

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
    ['Salon de thé Les Délices, Paris 11e. Pâtisseries maison.', 'Salon de thé Les Délices', undefined, 'fr'],
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
