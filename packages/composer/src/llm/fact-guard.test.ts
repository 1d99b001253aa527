import { describe, expect, it } from 'vitest';
import type { ModelCopy } from './copy-schema';
import { guardCopy } from './fact-guard';

function copy(overrides: Partial<ModelCopy>): ModelCopy {
  return {
    headline: 'Good bread, close to home',
    subtitle: 'A bakery in the neighbourhood.',
    button: 'Visit us',
    about: 'Come in and say hello.',
    servicesTitle: 'What we bake',
    servicesSubtitle: 'A few favourites.',
    services: [{ name: 'Bread', description: 'Loaves to take home.' }],
    features: [
      { name: 'Friendly', description: 'A warm welcome.' },
      { name: 'Local', description: 'Part of the street.' },
    ],
    faq: [
      { question: 'Can I order a cake?', answer: 'Get in touch and tell us what you have in mind.' },
      { question: 'How do I reach you?', answer: 'Use the contact details on this page.' },
    ],
    aboutMore: 'Ask us anything about what we bake.',
    ctaTitle: 'Pop in',
    ctaSubtitle: 'We would love to see you.',
    ctaButton: 'Find us',
    footer: 'Bread and cakes.',
    seo: 'A bakery.',
    ...overrides,
  };
}

describe('guardCopy applies the claims checker to the model’s copy', { timeout: 30_000 }, () => {
  it('drops the sentences with claims the description lacks and keeps the rest', () => {
    const { copy: guarded, report } = guardCopy(
      copy({
        about: 'Come in and say hello. Every loaf is made in house. We are the best bakery in town.',
        subtitle: 'A family-run bakery with free delivery.',
      }),
      'Crumbs is a bakery in York selling bread and cakes.',
    );
    expect(guarded.about).toBe('Come in and say hello.');
    expect(guarded.subtitle).toBe('');
    expect(report.removed.map((r) => r.reason)).toEqual(['claim', 'claim', 'claim']);
  });

  it('keeps a claim the owner made', () => {
    const { copy: guarded } = guardCopy(
      copy({ subtitle: 'A family-run bakery in York.', about: 'Baking here since 1971.' }),
      'Family bakery in York since 1971.',
    );
    expect(guarded.subtitle).toBe('A family-run bakery in York.');
    expect(guarded.about).toBe('Baking here since 1971.');
  });

  it('checks Spanish, French and German copy too', () => {
    const es = guardCopy(
      copy({ about: 'Ven a vernos. Presupuesto sin compromiso.' }),
      'Fontanero en Bilbao, reparaciones y calderas.',
    );
    expect(es.copy.about).toBe('Ven a vernos.');
    const fr = guardCopy(copy({ about: 'Passez nous voir. Tout est fait maison.' }), 'Boulangerie à Lyon.');
    expect(fr.copy.about).toBe('Passez nous voir.');
    const de = guardCopy(
      copy({ about: 'Kommen Sie vorbei. Ein Familienbetrieb mit Tradition.' }),
      'Bäckerei in Berlin.',
    );
    expect(de.copy.about).toBe('Kommen Sie vorbei.');
  });
});
