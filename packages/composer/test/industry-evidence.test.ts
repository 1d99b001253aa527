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
});
