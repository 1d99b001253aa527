import { describe, expect, it } from 'vitest';
import { findOwnerSentences } from './owner-sentences';

describe('the owner’s sentences on visiting', () => {
  it('gives each topic its own clause, verbatim', () => {
    expect(findOwnerSentences('Harbour Physio. Appointments only, free parking on site.')).toEqual({
      booking: 'Appointments only',
      parking: 'free parking on site',
    });
    expect(findOwnerSentences('Clases de guitarra. Hablamos español e inglés.').languages).toBe(
      'Hablamos español e inglés',
    );
    expect(findOwnerSentences('Kiné à Bordeaux, sur rendez-vous uniquement.').booking).toBe(
      'sur rendez-vous uniquement',
    );
  });

  it('reads an area only where a place is named, and keeps its list whole', () => {
    expect(
      findOwnerSentences('Green Thumb serves lawns. Serving Austin, Round Rock and Cedar Park.').area,
    ).toBe('Serving Austin, Round Rock and Cedar Park');
    expect(
      findOwnerSentences('Mama Rosa’s in Toronto, serving fresh pasta since 1972.').area,
    ).toBeUndefined();
  });

  it('finds nothing in a description without such facts', () => {
    expect(findOwnerSentences('A small bakery in Leeds with sourdough and cakes.')).toEqual({});
  });
});
