import { describe, expect, it } from 'vitest';
import { chooseDesign } from './choose-design';

const NO_FACTS = { services: [], prices: [], visiting: {} };

describe('chooseDesign', () => {
  it('gives sites of one kind several type pairings, each the same for the same name', () => {
    const names = [
      'Rise',
      'Crumb Club',
      'Oven Door',
      'Flour Power',
      'Sweet Spot',
      'Loaf Life',
      'Daily Bread',
    ];
    const design = (name: string) =>
      chooseDesign({
        kindId: 'bakery',
        industry: 'restaurant',
        name,
        facts: NO_FACTS,
        serviceCount: 3,
      });
    // Seven bakeries set in at least four different type pairings: not one face per industry.
    expect(new Set(names.map((n) => design(n).fonts)).size).toBeGreaterThanOrEqual(4);
    expect(design('Rise')).toEqual(design('Rise'));
  });

  it('never sets the words over a picture', () => {
    const heroes = new Set(
      ['Rise', 'Velvet Room', 'Harbour Homes', 'Studio Marlow', 'Taco Loco', 'Sea View'].flatMap((name) =>
        (['restaurant', 'creative', 'entertainment', 'travel', 'real-estate'] as const).map(
          (industry) => chooseDesign({ industry, name, facts: NO_FACTS, serviceCount: 3 }).layout.hero,
        ),
      ),
    );
    expect(heroes.has('overlay')).toBe(false);
  });

  it('gives warm trades of no known kind warm colours, never a cold navy, and spreads one kind over tones', () => {
    const cold = ['navy', 'ocean', 'harbor', 'graphite', 'midnight'];
    const names = ['Au Bon Comté', 'Chez Lili', 'La Cave', 'Le Plateau', 'Maison Roux', 'Fromagerie 47'];
    const cheese = names.map(
      (name) =>
        chooseDesign({
          industry: 'other',
          name,
          prompt: `${name} : fromagerie à Lyon, fromages affinés et plateaux pour vos fêtes.`,
          facts: NO_FACTS,
          serviceCount: 3,
        }).tone,
    );
    expect(cheese.filter((t) => cold.includes(t))).toEqual([]);
    const bakeries = new Set(
      names.map(
        (name) =>
          chooseDesign({ kindId: 'bakery', industry: 'restaurant', name, facts: NO_FACTS, serviceCount: 3 })
            .tone,
      ),
    );
    expect(bakeries.size).toBeGreaterThanOrEqual(2);
    expect([...bakeries].filter((t) => cold.includes(t))).toEqual([]);
  });
});
