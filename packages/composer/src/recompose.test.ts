import { contentSchema } from '@mainstreet/site';
import { describe, expect, it } from 'vitest';
import { composeBuiltin } from './compose-builtin';
import { readDescription } from './read';
import { recomposeWithFacts, siteFactsOf } from './recompose';
import { withComposedFingerprint } from './text-fingerprint';

const prompt = "Rossi's Bakery in Leeds. Sourdough loaves £4 each. Email hello@rossis.co.uk";

function generated() {
  return withComposedFingerprint(composeBuiltin({ prompt }).content);
}

describe('the facts form of a site', () => {
  it('shows what the composer read: name, kind, town, services with prices, contact', () => {
    const facts = siteFactsOf({ prompt }, generated());
    expect(facts).toMatchObject({
      name: "Rossi's Bakery",
      kind: 'bakery',
      area: 'Leeds',
      services: [{ name: 'Sourdough loaves', price: '£4' }],
      email: 'hello@rossis.co.uk',
      phone: '',
      language: 'en',
    });
  });

  it('asks for a name rather than inventing one when the description gives none', () => {
    const anonymous = 'sourdough and cakes in Leeds, call 0113 496 0123';
    const facts = siteFactsOf({ prompt: anonymous }, composeBuiltin({ prompt: anonymous }).content);
    expect(facts.name).toBe('');
  });

  it('still asks for a name after the composer’s words for a nameless heading change, and shows one the owner typed', () => {
    const anonymous = 'sourdough and cakes in Leeds, call 0113 496 0123';
    const stored = withComposedFingerprint(composeBuiltin({ prompt: anonymous }).content);
    // Made by an older release: its heading is not what the composer writes today.
    stored.siteName = 'Sourdough and cakes, Leeds';
    stored.meta.composed = { ...stored.meta.composed, ...withComposedFingerprint(stored).meta.composed };
    expect(siteFactsOf({ prompt: anonymous }, stored).name).toBe('');
    // Typed by the owner in the editor since: theirs, shown as the name.
    stored.siteName = 'Crumb & Co';
    expect(siteFactsOf({ prompt: anonymous }, stored).name).toBe('Crumb & Co');
  });
});

describe('recomposeWithFacts', () => {
  it('writes the owner’s name, kind, phone and selling point everywhere the page states them', () => {
    const stored = generated();
    const facts = siteFactsOf({ prompt }, stored);
    const { content } = recomposeWithFacts({ prompt }, stored, {
      ...facts,
      name: 'Rosa Bakes',
      kind: 'cafe',
      phone: '0113 496 0123',
      sellingPoints: ['Fresh bread at 7am every day'],
    });
    expect(() => contentSchema.parse(content)).not.toThrow();
    expect(content.siteName).toBe('Rosa Bakes');
    expect(content.contact.phone).toBe('0113 496 0123');
    expect(content.meta.placeholders).not.toContain('contact.phone');
    expect(content.hero.subtitle).toContain('Fresh bread at 7am every day');
    expect(content.meta.facts).toMatchObject({ telephone: '+441134960123', kind: 'cafe' });
    expect(content.meta.description).toContain('Rosa Bakes');
    expect(JSON.stringify(content)).not.toContain('Rossi');
    // Marked as the owner's: only what differs from the description.
    expect(content.meta.ownerFacts).toEqual({
      name: 'Rosa Bakes',
      kind: 'cafe',
      phone: '0113 496 0123',
      sellingPoints: ['Fresh bread at 7am every day'],
    });
  });

  it('keeps the owner’s name in the page’s description through a later change of another fact', () => {
    const stored = generated();
    const named = recomposeWithFacts({ prompt }, stored, {
      ...siteFactsOf({ prompt }, stored),
      name: 'Rosa Bakes',
    });
    const { content } = recomposeWithFacts({ prompt }, named.content, {
      ...siteFactsOf({ prompt }, named.content),
      kind: 'cafe',
    });
    expect(content.meta.description).toContain('Rosa Bakes');
    expect(JSON.stringify(content)).not.toContain('Rossi');
  });

  it('keeps a text edited by hand, with a changed name replaced in it, and rewrites the others', () => {
    const stored = generated();
    stored.about.title = "The story of Rossi's Bakery, by hand";
    const facts = siteFactsOf({ prompt }, stored);
    const { content, kept } = recomposeWithFacts({ prompt }, stored, { ...facts, name: 'Rosa Bakes' });
    expect(kept).toEqual(['about.title']);
    expect(content.about.title).toBe('The story of Rosa Bakes, by hand');
    expect(content.hero.buttonText).not.toContain('Rossi');
    // Still the owner's next time: its fingerprint is the composer's text, not theirs.
    const again = recomposeWithFacts({ prompt }, content, {
      ...siteFactsOf({ prompt }, content),
      area: 'York',
    });
    expect(again.kept).toEqual(['about.title']);
    expect(again.content.meta.facts?.location).toBe('York');
    // A new name that holds the old one is not doubled where the page says it already.
    const longer = recomposeWithFacts({ prompt }, again.content, {
      ...siteFactsOf({ prompt }, again.content),
      name: 'Rosa Bakes Leeds',
    });
    expect(longer.content.about.title).toBe('The story of Rosa Bakes Leeds, by hand');
    expect(JSON.stringify(longer.content)).not.toContain('Leeds Leeds');
  });

  it('keeps a service’s description edited by hand when the owner renames the service in the form', () => {
    const twoServices =
      "Rossi's Bakery in Leeds. We bake sourdough loaves and custom cakes. Email hello@rossis.co.uk";
    const stored = withComposedFingerprint(composeBuiltin({ prompt: twoServices }).content);
    const facts = siteFactsOf({ prompt: twoServices }, stored);
    expect(facts.services.map((s) => s.name)).toEqual(['sourdough loaves', 'custom cakes']);
    stored.services[0].description = 'Proved for two days, baked at dawn';
    stored.services[1].description = 'Drawn with you, baked to order';
    const renamed = facts.services.map((s, i) => (i === 0 ? { ...s, name: 'sourdough bread' } : s));
    const { content, kept } = recomposeWithFacts({ prompt: twoServices }, stored, {
      ...facts,
      services: renamed,
    });
    expect(content.services.map((s) => [s.name, s.description])).toEqual([
      ['Sourdough bread', 'Proved for two days, baked at dawn'],
      ['Custom cakes', 'Drawn with you, baked to order'],
    ]);
    expect(kept).toEqual(['services.0.description', 'services.1.description']);
    // A service removed: the others keep theirs, in their new places.
    const removed = recomposeWithFacts({ prompt: twoServices }, content, {
      ...siteFactsOf({ prompt: twoServices }, content),
      services: [renamed[1]],
    });
    expect(removed.content.services.map((s) => s.description)).toEqual(['Drawn with you, baked to order']);
  });

  it('keeps the owner’s pictures and look, and a section they added', () => {
    const stored = generated();
    stored.hero.imageUrl = '/uploads/shop.jpg';
    stored.sections.push({
      id: 'mine',
      name: 'Mine',
      order: 9,
      type: 'faq',
      content: { title: 'Ask', questions: [] },
    });
    const { content } = recomposeWithFacts({ prompt }, stored, {
      ...siteFactsOf({ prompt }, stored),
      kind: 'cafe',
    });
    expect(content.hero.imageUrl).toBe('/uploads/shop.jpg');
    expect(content.theme).toEqual(stored.theme);
    expect(content.sections.find((s) => s.id === 'mine')?.content).toMatchObject({ title: 'Ask' });
  });

  it('adds WhatsApp, booking and social links, and drops them when cleared', () => {
    const stored = generated();
    const facts = siteFactsOf({ prompt }, stored);
    const { content } = recomposeWithFacts({ prompt }, stored, {
      ...facts,
      whatsapp: '+44 7700 900123',
      booking: 'https://cal.example.com/rosa',
      social: ['https://instagram.com/rosa'],
    });
    const reach = content.widgets.find((w) => w.id === 'reach');
    expect(reach?.data.links).toEqual([
      { name: 'WhatsApp', url: 'https://wa.me/447700900123', text: '+44 7700 900123', kind: 'whatsapp' },
      { name: 'Booking', url: 'https://cal.example.com/rosa', text: 'cal.example.com/rosa', kind: 'booking' },
      { name: 'Instagram', url: 'https://instagram.com/rosa', text: '@rosa', kind: 'social' },
    ]);
    const cleared = recomposeWithFacts({ prompt }, content, { ...facts, social: [] });
    expect(cleared.content.widgets.some((w) => w.id === 'reach')).toBe(false);
  });

  it('treats a site stored before fingerprints by what the composer writes for it', () => {
    const stored = composeBuiltin({ prompt }).content;
    stored.about.title = 'Written by me';
    const { kept, content } = recomposeWithFacts({ prompt }, stored, {
      ...siteFactsOf({ prompt }, stored),
      phone: '0113 496 0123',
    });
    expect(kept).toEqual(['about.title']);
    expect(content.contact.phone).toBe('0113 496 0123');
  });

  it('writes the page in the language the owner picks, menu included, and changes no other word', () => {
    const stored = generated();
    const { content } = recomposeWithFacts({ prompt }, stored, {
      ...siteFactsOf({ prompt }, stored),
      language: 'de',
    });
    expect(content.meta.language).toBe('de');
    expect(content.navigation.links.map((l) => l.name)).not.toContain('About');
    // Word for word what the composer writes for the description in German: no word touched.
    const german = composeBuiltin(
      { prompt },
      { reading: { ...readDescription({ prompt }), language: 'de' } },
    );
    expect(content.hero).toEqual(german.content.hero);
    expect(content.contact.title).toBe(german.content.contact.title);
  });
});
