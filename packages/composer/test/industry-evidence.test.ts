import { describe, expect, it } from 'vitest';
import { readDescription } from '../src/index';

const read = (prompt: string) => {
  const { industry, kind } = readDescription({ prompt });
  return { industry, kind: kind?.id };
};

describe('the industry the words say, weighed against the business and its customers', () => {
  it('reads a word naming what the business’s own noun is for as its trade', () => {
    // "holiday villas" are the business ("Olive Grove Villas"); "shop signs" are a sign writer's work.
    expect(read('Olive Grove Villas rents out holiday villas with pools near Lucca.').industry).toBe(
      'travel',
    );
    expect(read('Sign writer in Bath: hand painted shop signs, gilding and van lettering.').industry).toBe(
      'other',
    );
  });

  it('passes over every customer of a list after "helping" or "for"', () => {
    const reading = read(
      'Brightside Media is a small studio helping salons and restaurants grow with photos and short videos.',
    );
    expect(reading.kind).toBeUndefined();
    expect(reading.industry).not.toBe('restaurant');
    expect(read('Ledger Lane does bookkeeping for cafés and restaurants across Leeds.').industry).not.toBe(
      'restaurant',
    );
  });

  it('keeps the trade a name says over one service in a list', () => {
    expect(
      read('Elektriker Meisterbetrieb Wagner in Kassel, Hausinstallation, Smart Home und Photovoltaik.'),
    ).toEqual({ industry: 'construction', kind: 'electrician' });
  });

  it('passes over every customer of a list with commas or after "your"', () => {
    expect(
      read('Drone surveying for builders, farmers, miners and councils across Queensland. Roof inspections.')
        .industry,
    ).not.toBe('government');
    expect(
      read('Chimney sweep in Norfolk. Wood burners, open fires. Certificate issued for your insurance.')
        .industry,
    ).not.toBe('finance');
  });
});

describe('kinds round 2’s designers found misread', () => {
  it('takes no trade from a product a sign painter paints', () => {
    expect(
      read('Brush & Bone Sign Co. Hand-painted signs, murals, truck doors and chalkboard menus.').industry,
    ).not.toBe('restaurant');
  });

  it('reads a Spanish "taller" or a German "Werkstatt" as a workshop, not a garage', () => {
    expect(
      read('Taller Barro Cocido – clases de cerámica en Palermo, Buenos Aires. Torno y modelado.').kind,
    ).toBe('pottery-studio');
    expect(read('taller de guitarras flamencas en triana, hechas a mano una a una').kind).not.toBe(
      'mechanic',
    );
    expect(read('Orgelbau-Werkstatt in Thüringen: Neubau und Stimmung von Kirchenorgeln.').kind).not.toBe(
      'mechanic',
    );
  });

  it('takes the trade from the opening, not from a partner named later', () => {
    const farrier = read(
      'Hufschmied im Schwarzwald, ich komme zu Ihnen. Beschlag nach Absprache mit dem Tierarzt.',
    );
    expect(farrier.kind).toBeUndefined();
    expect(farrier.industry).not.toBe('healthcare');
  });

  it('reads no trade inside a hyphenated name', () => {
    expect(
      read('Le Tire-Bouchon, cave à vins et épicerie fine à Lyon. Vins nature et bio.').industry,
    ).not.toBe('restaurant');
  });

  it('knows plumbers after a name ending in "Co." and family dentistry', () => {
    expect(read('Brazos Plumbing Co. Licensed & insured plumbers serving Austin. Leaks, repipes.').kind).toBe(
      'plumber',
    );
    expect(
      read('Treasure Valley Family Dental – family dentistry in Boise, Idaho. Cleanings, crowns.').kind,
    ).toBe('dentist');
  });
});
