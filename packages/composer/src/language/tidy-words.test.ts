import { describe, expect, it } from 'vitest';
import { type Tidied, tidyOwnerText } from './tidy-words';

// The first use of each language reads its dictionary (up to 1.5 s, slower with other tests beside it).
describe('the owner’s words, tidied', { timeout: 30_000 }, () => {
  it('gives Spanish and French words back their accents', () => {
    expect(tidyOwnerText('Fletes economicos, tambien a Queretaro. Cotizacion gratis.', 'es')).toBe(
      'Fletes económicos, también a Querétaro. Cotización gratis.',
    );
    expect(tidyOwnerText('Gouttieres et deneigement residentiel pour une entree simple', 'fr')).toBe(
      'Gouttières et déneigement résidentiel pour une entrée simple',
    );
  });

  it('leaves French verbs that only look unaccented, and "a" where it may be "has"', () => {
    const text = 'Travaux faites et remis a neuf, il a Liège au cœur';
    expect(tidyOwnerText(text, 'fr', ['il a Liège'])).toBe(text);
    expect(tidyOwnerText('Travaux faites et remis a neuf', 'fr')).toBe('Travaux faites et remis a neuf');
  });

  it('writes "à" where French can only mean it: before a town, "à partir de"', () => {
    expect(tidyOwnerText('Couvreur a Liège, a partir de 475$', 'fr')).toBe(
      'Couvreur à Liège, à partir de 475$',
    );
  });

  it('capitalises German nouns typed in lower case, not verbs', () => {
    expect(tidyOwnerText('gesichtsbehandlungen, termine auch samstags', 'de')).toBe(
      'Gesichtsbehandlungen, Termine auch samstags',
    );
    expect(tidyOwnerText('Fahre auch zu einzelpferden', 'de')).toBe('Fahre auch zu Einzelpferden');
    const verbs = 'Wir binden, restaurieren und zählen auf Sie. Ich arbeite allein, max. 5 Hunde.';
    expect(tidyOwnerText(verbs, 'de')).toBe(verbs);
  });

  it('fixes plain English slips and missing apostrophes', () => {
    expect(tidyOwnerText('hegde trimming, usualy same day. dont worry, im local', 'en')).toBe(
      'hedge trimming, usually same day. don’t worry, I’m local'.replaceAll('’', "'"),
    );
  });

  it('writes towns and days with their capitals', () => {
    expect(tidyOwnerText('cleaning in tucson and oro valley, open saturdays', 'en')).toBe(
      'cleaning in Tucson and Oro Valley, open Saturdays',
    );
    expect(tidyOwnerText('rive-sud de montreal (longueuil, brossard)', 'fr')).toBe(
      'rive-sud de Montréal (Longueuil, Brossard)',
    );
  });

  it('leaves names, brands, British spellings and technical words as typed', () => {
    const text =
      'Ask for Tom Hegde at Brewdog. Colour matching, eco products, hatha yoga, Xero and HVAC, dont-miss';
    expect(tidyOwnerText(text, 'en')).toBe(text.replace('dont-miss', "don't-miss"));
    const kept = 'Barberia Don Pepe: cortes economicos';
    expect(tidyOwnerText(kept, 'es', ['Barberia Don Pepe'])).toBe('Barberia Don Pepe: cortes económicos');
  });

  it('keeps prices, phones, emails, links and handles byte for byte', () => {
    const text =
      'cotizacion: 1.500$ · 55 1234 5678 · info@mudanzas-queretaro.mx · www.economicos.mx · @tambien_mx';
    const changes: Tidied[] = [];
    expect(tidyOwnerText(text, 'es', [], changes)).toBe(text.replace('cotizacion', 'cotización'));
    expect(changes).toEqual([{ from: 'cotizacion', to: 'cotización' }]);
  });
});
