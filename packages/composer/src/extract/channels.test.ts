import { describe, expect, it } from 'vitest';
import { extractFacts } from './facts';
import { readPrices } from './prices';

const kinds = (text: string, language?: string) =>
  extractFacts(text, language).channels.map((c) => [c.kind, c.value]);

describe('the ways to reach the owner', () => {
  it('links a WhatsApp number in an English description priced in euros (Ireland)', () => {
    const facts = extractFacts(
      'I run a small cat sitting service in Douglas. Visits from €15. Message me on whatsapp 087 555 0123',
    );
    expect(facts.whatsapp).toBe('087 555 0123');
    expect(facts.whatsappE164).toBe('+353875550123');
  });

  it('reads "mandanos whats" as WhatsApp beside the call', () => {
    expect(kinds('Fletes Ramírez, CDMX. Llamanos o mandanos whats al 55 5555 0142', 'es')).toEqual([
      ['call', '55 5555 0142'],
      ['whatsapp', '55 5555 0142'],
    ]);
  });

  it('links a Facebook page given as a path after the network name', () => {
    const facts = extractFacts('Peluquería canina Lola, Temuco. Síguenos en Facebook: /peluquerialola', 'es');
    expect(facts.channels).toContainEqual(
      expect.objectContaining({ kind: 'facebook', value: 'peluquerialola' }),
    );
  });

  it('offers a web address given "for information and bookings" as the website, not a booking page', () => {
    expect(kinds('Taller de vidrio en Rosario. Info y turnos: vidrioarte.example.com', 'es')).toEqual([
      ['website', 'vidrioarte.example.com'],
    ]);
    expect(kinds('Taller de vidrio en Rosario. Turnos: vidrioarte.example.com', 'es')).toEqual([
      ['booking', 'vidrioarte.example.com'],
    ]);
  });
});

describe('prices named after the amount', () => {
  it('keeps each price with its own label ("38 $ adultes, 18 $ enfants")', () => {
    expect(readPrices('Brunch à volonté les dimanches. 32 $ adultes, 14 $ enfants 3-10 ans.')).toEqual([
      { label: 'adultes', price: '32 $' },
      { label: 'enfants 3-10 ans', price: '14 $' },
    ]);
  });

  it('still reads a label written before the price', () => {
    expect(readPrices('Sweeps from £65, clean and no mess.')).toEqual([
      { label: 'Sweeps', price: 'from £65' },
    ]);
  });
});
