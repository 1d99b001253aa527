import { describe, expect, it } from 'vitest';
import { chooseDesign } from './choose-design';

describe('chooseDesign', () => {
  it('gives sites of one kind more than one type pairing, each the same for the same name', () => {
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
        facts: { services: [] },
        serviceCount: 3,
      });
    expect(new Set(names.map((n) => design(n).fonts)).size).toBeGreaterThanOrEqual(2);
    expect(design('Rise')).toEqual(design('Rise'));
  });

  it('never sets the words over a picture', () => {
    const heroes = new Set(
      ['Rise', 'Velvet Room', 'Harbour Homes', 'Studio Marlow', 'Taco Loco', 'Sea View'].flatMap((name) =>
        (['restaurant', 'creative', 'entertainment', 'travel', 'real-estate'] as const).map(
          (industry) =>
            chooseDesign({ industry, name, facts: { services: [] }, serviceCount: 3 }).layout.hero,
        ),
      ),
    );
    expect(heroes.has('overlay')).toBe(false);
  });
});
