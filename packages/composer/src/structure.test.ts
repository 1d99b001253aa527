import { describe, expect, it } from 'vitest';
import { composeBuiltin } from './compose-builtin';

// Made-up owners. Cards come only from what the owner wrote as a list; every other sentence stays
// whole, in order, in the page's text.
const page = (prompt: string) => composeBuiltin({ prompt }, { now: new Date('2026-11-28') }).content;
const text = (prompt: string) => {
  const c = page(prompt);
  return [c.hero.headline, c.hero.subtitle, c.about.content, JSON.stringify(c.sections)].join(' ');
};

describe('service cards only where the owner wrote a list', () => {
  it('makes cards from bulleted lines, a list after "we offer" / "ofrecemos" / "nous proposons" / "wir bieten"', () => {
    expect(
      page('Pine Hollow Saddlery.\n- Saddle fitting\n- Bridle repairs\n- Leather cleaning').services.map(
        (s) => s.name,
      ),
    ).toEqual(['Saddle fitting', 'Bridle repairs', 'Leather cleaning']);
    expect(
      page(
        'Ravenshaw Glass, Halifax. We offer stained glass repairs, leaded lights and window restoration.',
      ).services.map((s) => s.name),
    ).toEqual(['Stained glass repairs', 'Leaded lights', 'Window restoration']);
    expect(
      page('Estudio Lumen en Valencia. Ofrecemos retratos, bodas y fotografía de producto.').services,
    ).toHaveLength(3);
    expect(
      page('Atelier Brume à Nantes. Nous proposons reliure, dorure et restauration de livres.').services,
    ).toHaveLength(3);
    expect(
      page(
        'Polsterei Kranich in Kassel. Wir bieten Neubezüge, Reparaturen und Schaumstoffzuschnitt an.',
      ).services.map((s) => s.name),
    ).toEqual(['Neubezüge', 'Reparaturen', 'Schaumstoffzuschnitt']);
  });

  it('makes no card from a sentence that only mentions things, and keeps that sentence whole', () => {
    const prompt =
      'Odd Jobs Otto in Tacoma. I mostly do fence repairs and gutter cleaning, plus some drywall patching when it is quiet.';
    const site = page(prompt);
    expect(site.services).toEqual([]);
    expect(text(prompt)).toContain(
      'I mostly do fence repairs and gutter cleaning, plus some drywall patching when it is quiet.',
    );
  });

  it('drops every card of a list when one item is a clause, a place or a loose end, and keeps the sentence', () => {
    const prompt = 'Fenwick Roofing. We offer slate repairs, lead work and all of Leeds city.';
    expect(page(prompt).services).toEqual([]);
    expect(text(prompt)).toContain('We offer slate repairs, lead work and all of Leeds city.');
    expect(page('Sala Nube. Ofrecemos clases de canto y siempre buscamos voces nuevas.').services).toEqual(
      [],
    );
  });

  it('makes no card from a list the sentence goes on past', () => {
    const prompt = 'Kettle Lane Bakery. We offer sourdough, rye and spelt loaves for cafés across Bristol.';
    expect(page(prompt).services).toEqual([]);
    expect(text(prompt)).toContain('We offer sourdough, rye and spelt loaves for cafés across Bristol.');
  });
});

describe('a price stays with what it prices', () => {
  it('lists "item price" pairs, and leaves a price in a sentence that says more in that sentence', () => {
    const listed = page('Clearwater Pools, Tampa. Weekly service $120, green-to-clean $350.');
    expect(listed.services.map((s) => [s.name, s.description])).toEqual([
      ['Weekly service', '$120'],
      ['Green-to-clean', '$350'],
    ]);
    const prompt =
      'Mira Okafor, piano teacher in Leeds. Lessons are £30, paid monthly, and the first one is on me.';
    expect(page(prompt).services).toEqual([]);
    expect(text(prompt)).toContain('Lessons are £30, paid monthly, and the first one is on me.');
  });

  it('never leaves a clause that ended on the hours it held ("Open is,")', () => {
    const prompt =
      'Riverside Chess Club. Club night is Tuesdays 7-10pm, all levels welcome, bring a board if you have one.';
    expect(text(prompt)).not.toMatch(/night is[,.]/);
    expect(text(prompt)).toMatch(/all levels welcome/i);
  });
});
