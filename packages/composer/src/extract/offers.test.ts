import { describe, expect, it } from 'vitest';
import { composeBuiltin } from '../compose-builtin';
import { readDescription } from '../read';
import { extractFacts } from './facts';
import { findOffers } from './offers';

describe('the owner’s offers and house rules', () => {
  it('keeps each one verbatim, in any of the four languages', () => {
    const cases: Array<[string, string[]]> = [
      [
        'Luna Yoga Studio offers vinyasa and yin in Vancouver. First class free for new students.',
        ['First class free for new students'],
      ],
      ['two-chair barbershop in Austin, walk-ins welcome, fades and shaves', ['walk-ins welcome']],
      ['roofer in leicester. flat roofs, tiles. free quotes!! 0116 496 0333', ['free quotes']],
      ['Bean There is a coffee shop with espresso, pastries and free wifi.', ['free wifi']],
      ['mobile vet 🐾 home visits for cats and dogs, vaccinations', ['home visits for cats and dogs']],
      ['Peluquería Sol en Cádiz, sin cita previa, cortes y color.', ['sin cita previa']],
      [
        'Ostéopathe à Lyon, consultations sur rendez-vous uniquement.',
        ['consultations sur rendez-vous uniquement'],
      ],
      [
        'Pizzeria Roma in Köln – Lieferservice im ganzen Viertel, Pizza und Pasta.',
        ['Lieferservice im ganzen Viertel'],
      ],
    ];
    for (const [text, offers] of cases) expect(findOffers(text), text).toEqual(offers);
  });

  it('takes no greeting, equipment or introduction for an offer', () => {
    expect(findOffers('Welcome to Rosie’s, a bakery in Cardiff.')).toEqual([]);
    expect(findOffers('PowerHouse Gym has free weights, classes and a sauna.')).toEqual([]);
    expect(findOffers('gym in leicester open 24/7', ['leicester'])).toEqual([]);
    // The name with the street after it is the introduction: no hero line 'Takeaway, 23 Queen Street.'
    const takeaway =
      'Golden Dragon Chinese Takeaway, 23 Queen Street, Cardiff CF10 2BU. Open 5pm-11pm daily.';
    expect(findOffers(takeaway, ['Golden Dragon Chinese Takeaway'])).toEqual([]);
    expect(composeBuiltin({ prompt: takeaway }).content.hero.subtitle).not.toMatch(/Queen Street/);
  });

  it('puts them on the page, each once, as a sentence of its own', () => {
    const prompt =
      'Luna Yoga Studio offers vinyasa, yin and prenatal yoga in Vancouver. First class free for new students.';
    const { content } = composeBuiltin({ prompt });
    // What a visitor reads (the search description aside).
    const text = JSON.stringify({ ...content, meta: {} });
    expect(text.match(/First class free for new students\./g)).toHaveLength(1);
    const barber = composeBuiltin({
      prompt: 'Sharp Lines is a barbershop in Austin, walk-ins welcome, fades and shaves.',
    });
    expect(JSON.stringify(barber.content)).toMatch(/walk-ins welcome/i);
  });
});

describe('a kind only the name says', () => {
  it('is the site’s kind when the words around the name say none', () => {
    expect(
      readDescription({ prompt: 'Luna Yoga Studio offers vinyasa, yin and prenatal yoga in Vancouver.' }).kind
        ?.id,
    ).toBe('yoga');
    expect(
      readDescription({
        prompt: 'Fahrradwerkstatt Speiche in Leipzig – Reparaturen, Inspektionen und gebrauchte Räder.',
      }).kind?.id,
    ).toBe('bike-shop');
  });

  it('leaves "im" (I\'m in a hurry) to English: a dog groomer in hull is a dog groomer', () => {
    expect(
      readDescription({ prompt: 'hi im a dog groomer in hull 🐶 full grooms, nail clips and baths' }).kind
        ?.id,
    ).toBe('dog-groomer');
  });

  it('gives way to the industry the words say', () => {
    const reading = readDescription({
      prompt: "Rossi's Deli serves Italian sandwiches, cured meats and cheeses in South Philly.",
    });
    expect(reading.industry).toBe('restaurant');
  });
});

describe('lists in Spanish, French and German', () => {
  it('are split at their "and" as English ones are', () => {
    expect(
      extractFacts('Taller Ruiz en Valencia: cambio de aceite, frenos y neumáticos.', 'es').services,
    ).toEqual(['cambio de aceite', 'frenos', 'neumáticos']);
    expect(
      extractFacts('Fleurs de Lys est un fleuriste à Tours : bouquets, mariages et deuil.', 'fr').services,
    ).toEqual(['bouquets', 'mariages', 'deuil']);
  });
});
