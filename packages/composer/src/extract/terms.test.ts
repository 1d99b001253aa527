import { describe, expect, it } from 'vitest';
import { extractFacts } from './facts';
import { findTerms, findTowns } from './terms';

describe('schedules, seasons, stays and towns the owner gives', () => {
  it('keeps each schedule, season, minimum stay, capacity and term as the clause it stands in', () => {
    expect(
      findTerms('Coastal Kayak Tours. Open May to September, tours daily at 9am and 1pm.', undefined),
    ).toEqual(['Open May to September', 'tours daily at 9am and 1pm']);
    expect(
      findTerms(
        'Coro en Sevilla: ensayamos los martes a las 20:30. Abierto de marzo a noviembre.',
        undefined,
      ),
    ).toEqual(['ensayamos los martes a las 20:30', 'Abierto de marzo a noviembre']);
    expect(
      findTerms('Gîte pour 2 à 6 personnes, ouvert d’avril à octobre. Séjour de 3 nuits minimum.', undefined),
    ).toEqual(['Gîte pour 2 à 6 personnes', 'ouvert d’avril à octobre', 'Séjour de 3 nuits minimum']);
    expect(findTerms('Ferienwohnung, Mindestaufenthalt 3 Nächte. 10-week terms.', undefined)).toEqual([
      'Mindestaufenthalt 3 Nächte',
      '10-week terms',
    ]);
  });

  it('leaves the hours to the hours unless the owner’s words surround them, and reads nothing else as a term', () => {
    const text = 'Wir proben jeden Mittwoch von 19:30 bis 21:30 Uhr im Gemeindehaus.';
    expect(findTerms(text, extractFacts(text).hours)).toEqual([
      'Wir proben jeden Mittwoch von 19:30 bis 21:30 Uhr im Gemeindehaus',
    ]);
    expect(findTerms('Tue-Sat 9-5', 'Tue-Sat 9-5')).toEqual([]);
    expect(
      findTerms('Bakery in Leeds, sourdough and cakes. Call 0113 496 0000. We may close early.', undefined),
    ).toEqual([]);
  });

  it('finds a list of towns served in the four languages, and no list of things', () => {
    expect(findTowns('24/7 plumber for Boulder, Longmont and Louisville, CO.')).toBe(
      'Boulder, Longmont and Louisville',
    );
    expect(findTowns('Jardinería en Valencia, Paterna y Burjassot.')).toBe('Valencia, Paterna y Burjassot');
    expect(findTowns('Soins sur Grenoble, Échirolles et Meylan.')).toBe('Grenoble, Échirolles et Meylan');
    expect(findTowns('Gartenpflege in Hannover, Garbsen und Laatzen.')).toBe('Hannover, Garbsen und Laatzen');
    expect(findTowns('Bakery in Leeds with sourdough and cakes.')).toBeUndefined();
  });
});
