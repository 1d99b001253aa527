import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../catalog/load';
import { composeBuiltin } from '../compose-builtin';
import { matchKind } from '../kinds';
import { planArtwork } from './plan-artwork';

const { kinds, industries, neutral } = CATALOGS.icons;

/** What a site of a kind may show: its own subjects, its industry's and a few any business may. */
const allowed = (id: string, industry: string) =>
  new Set([...kinds[id], ...industries[industry], ...neutral]);

// One description per kind and language, in the plain form owners write ("X is a bakery in Leeds").
const SAY: Record<string, (name: string, noun: string) => string> = {
  en: (name, noun) => `${name} is a ${noun} in Leeds, family-run since 2009.`,
  es: (name, noun) => `${name} es una ${noun} familiar en Sevilla.`,
  fr: (name, noun) => `${name} est une ${noun} familiale à Lyon.`,
  de: (name, noun) => `${name} ist ein ${noun} in München, seit 2009 in Familienhand.`,
};

const iconsOf = (prompt: string) => {
  const { content } = composeBuiltin({ prompt });
  return planArtwork(content).map((slot) => ({ path: slot.path, icon: slot.icon }));
};

describe('icons by subject', () => {
  // Per kind, an English and one other description in the words the composer reads as that kind.
  const cases = CATALOGS.registry.flatMap((kind) => {
    const name = 'Northgate';
    const local = Object.values(kind.localWords ?? {}).flat();
    const isKind = (prompt: string) => matchKind(prompt, name)?.kind.id === kind.id;
    const en = kind.words
      .filter((w) => !local.includes(w))
      .map((w) => SAY.en(name, w.split('=')[0]))
      .find(isKind);
    const other = (['es', 'fr', 'de'] as const)
      .flatMap((lang) => (kind.localWords?.[lang] ?? []).map((w) => SAY[lang](name, w)))
      .find(isKind);
    return [en, other].flatMap((prompt) =>
      prompt ? [{ id: kind.id, industry: kind.industry, prompt: prompt.slice(0, 90) }] : [],
    );
  });

  it('reads a description of every kind, in English and another language', () => {
    expect(new Set(cases.map((c) => c.id)).size).toBe(CATALOGS.registry.length);
    const local = CATALOGS.registry.filter((k) => k.localWords).length;
    expect(cases.length - CATALOGS.registry.length).toBeGreaterThanOrEqual(local * 0.85);
  });

  it('covers every kind of the registry with its own icons, drawn from the icon set', () => {
    expect(Object.keys(kinds).sort()).toEqual(CATALOGS.registry.map((k) => k.id).sort());
  });

  it.each(cases)(
    '$id: hero, cards and about show only its subjects ($prompt)',
    ({ id, industry, prompt }) => {
      const subjects = allowed(id, industry);
      const wrong = iconsOf(prompt).filter(({ icon }) => !subjects.has(icon));
      expect(wrong, prompt).toEqual([]);
    },
  );

  it('lets each service show what it names, and the hero keeps to the kind when the cards took those', () => {
    const slots = iconsOf('Rosa Bakery is a family bakery in Leeds. We bake sourdough and cakes.');
    const card = slots.find((s) => s.path === 'services.0.imageUrl');
    const hero = slots.find((s) => s.path === 'hero.imageUrl')?.icon ?? '';
    expect(card?.icon).toBe('wheat');
    expect(kinds.bakery).toContain(hero);
  });

  it.each([
    [
      'Hartley & Moss is a law firm in Boston. Family law, wills and lawsuits. Tailored advice.',
      'lawyer',
      'shirt',
    ],
    ['Umi is a sushi bar in Seattle. Nigiri, sashimi and hand rolls.', 'restaurant', 'martini'],
    [
      'Baan Thai is a family-run Thai restaurant in Portland. Curries, noodles and soups.',
      'restaurant',
      'bike',
    ],
    [
      'Clay Corner is a pottery studio in Asheville: wheel-throwing classes and courses.',
      'pottery-studio',
      'graduation-cap',
    ],
    [
      'Harmony Voices is a community choir in Leeds. Learn to sing, classes for beginners.',
      'choir',
      'graduation-cap',
    ],
  ])('a word with another meaning draws no other trade’s picture: %s', (prompt, kind, never) => {
    const icons = iconsOf(prompt).map((s) => s.icon);
    expect(icons).not.toContain(never);
    const industry = CATALOGS.registry.find((k) => k.id === kind)?.industry ?? '';
    expect(icons.filter((icon) => !allowed(kind, industry).has(icon))).toEqual([]);
  });
});
