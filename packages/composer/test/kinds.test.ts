import { describe, expect, it } from 'vitest';
import { detectKind } from '../src/extract/facts';
import { composeBuiltin, PLACEHOLDER_TEXT } from '../src/index';
import {
  collectStrings,
  looksLikeAddress,
  looksLikeEmail,
  looksLikePhone,
  looksLikePrice,
} from './content-strings';
import { KIND_CASES as CASES } from './kind-cases';

/** The strings a visitor reads as copy: not ids, theme names or the industry key. */
function copyStrings(content: ReturnType<typeof composeBuiltin>['content']): string[] {
  const parts = {
    hero: content.hero,
    about: content.about,
    servicesHeader: content.servicesHeader,
    services: content.services,
    sections: content.sections.map((s) => s.content),
    footer: content.footer.summary,
    description: content.meta.description,
  };
  return collectStrings(parts).map((s) => s.text);
}

const digits = (s: string) => s.replace(/\D/g, '');

describe('kinds of business, from the way owners describe them', () => {
  it('has at least 30 realistic descriptions', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
  });

  describe.each(CASES.map((c) => [c.prompt.slice(0, 60), c] as const))('%s', (_, c) => {
    const { content } = composeBuiltin({ prompt: c.prompt }, { now: new Date('2026-05-01') });
    const copy = copyStrings(content);

    it('detects the kind and its industry', () => {
      expect(detectKind(c.prompt)?.noun).toBe(c.noun);
      expect(content.meta.industry).toBe(c.industry);
    });

    it('keeps the listed offerings, by name, and adds none the owner did not name', () => {
      const names = content.services.map((s) => s.name.toLowerCase());
      expect(names).toEqual(c.services);
      // A card says nothing but a price the owner gave for it.
      for (const s of content.services) if (s.description) expect(c.prompt).toContain(s.description);
    });

    it('keeps hours and phone verbatim, and never turns them into services', () => {
      // Word for word, the line starting with a capital as every hours line does ("wed-sun 8-2" → "Wed-sun 8-2").
      if (c.hours)
        expect(content.contact.hours).toBe(c.hours.charAt(0).toLocaleUpperCase() + c.hours.slice(1));
      else expect(content.contact.hours).toBe(PLACEHOLDER_TEXT.hours);
      if (c.phone) expect(content.contact.phone).toBe(c.phone);
      for (const s of content.services) {
        expect(s.name).not.toMatch(/\d{3,}|\bopen\b|\bcall\b|\bwelcome\b/i);
        if (c.hours) expect(s.name.toLowerCase()).not.toContain(c.hours.toLowerCase());
      }
    });

    it('invents no phone, email, address or price', () => {
      for (const text of copy) {
        for (const phone of looksLikePhone(text)) expect(digits(c.prompt)).toContain(digits(phone));
        for (const email of looksLikeEmail(text)) expect(c.prompt).toContain(email);
        for (const price of looksLikePrice(text)) expect(c.prompt).toContain(price);
        for (const address of looksLikeAddress(text)) expect(c.prompt).toContain(address);
        // Years, counts and awards are facts too.
        expect(text).not.toMatch(/\b(?:19|20)\d{2}\b|\b\d+\+?\s+(?:years|clients|customers)\b|award/i);
      }
    });

    it('speaks about this kind of business, and no other', () => {
      const kind = detectKind(c.prompt);
      const joined = copy.join(' ').toLowerCase();
      const phrase = (kind?.phrase ?? c.noun).replace(/^(?:an?|the)\s+/i, '');
      const named = [c.noun, phrase, c.noun.replace(/ business$/, '')].map((n) => n.toLowerCase());
      expect(named.some((n) => joined.includes(n))).toBe(true);
      if (c.not) for (const text of copy) expect(text).not.toMatch(c.not);
    });

    it('reads naturally without a name', () => {
      // The noun is never a stand-in subject ("Our bakery has been…", "Our kitchen serves…").
      const standIn = new RegExp(`(?:^|[.!?]\\s+)Our ${c.noun} (?:is|has|serves|makes|helps|was) `, 'i');
      for (const text of copy) {
        expect(text).not.toContain(PLACEHOLDER_TEXT.siteName);
        expect(text).not.toMatch(standIn);
        expect(text).not.toMatch(/\s{2}|\s[,.]|\.\.|\bour our\b|\bwe is\b|\bwe has\b/i);
      }
    });
  });
});

describe('the flagship example', () => {
  const prompt = 'Family bakery in Leeds, sourdough and custom cakes, open Tue–Sun 7–3';
  const { content } = composeBuiltin({ prompt });

  it('introduces the business by what it is, in the owner’s words, and asks for the name', () => {
    // What it is and where: the facts form asks for the name.
    expect(content.siteName).toBe('Family bakery · Leeds');
    expect(content.meta.facts?.missing).toContain('name');
    // The line under the heading goes on from it, without saying "Family bakery in Leeds" again.
    expect(content.hero.subtitle).toMatch(/^Sourdough and custom cakes/);
    expect(JSON.stringify(content)).not.toContain(PLACEHOLDER_TEXT.siteName);
  });

  it('names the services as listed and no others, and keeps the hours as typed', () => {
    expect(content.services.map((s) => s.name)).toEqual(['Sourdough', 'Custom cakes']);
    expect(content.contact.hours).toBe('Tue–Sun 7–3');
  });

  it('does not call it a bakery when it is something else', () => {
    expect(detectKind('Kids Kingdom Soft Play is an indoor play centre for under 8s with a cafe.')).toBe(
      undefined,
    );
    expect(detectKind('a small bakery that sells bread and cakes')?.noun).toBe('bakery');
  });
});

describe('a kind the table does not know', () => {
  it('still takes the offerings listed after it, and the owner’s words for it', () => {
    // (A pottery studio was the example here until it became a kind of its own.)
    const { content } = composeBuiltin({ prompt: 'glassblowing studio in leeds, vases, bowls and baubles' });
    expect(content.services.map((s) => s.name)).toEqual(['Vases', 'Bowls', 'Baubles']);
    expect(content.hero.headline).toMatch(/^Glassblowing studio · Leeds$/i);
    expect(content.hero.subtitle).not.toMatch(/glassblowing studio in Leeds/i);
    expect(detectKind('glassblowing studio in leeds, vases, bowls and baubles')).toBeUndefined();
    expect(detectKind('pottery studio in leeds, mugs, bowls and vases')?.id).toBe('pottery-studio');
  });

  it('does not mistake a list or a request for a kind', () => {
    const list = composeBuiltin({ prompt: 'sourdough and custom cakes in leeds' }).content;
    expect(list.hero.subtitle).not.toMatch(/a sourdough/i);
    const request = composeBuiltin({ prompt: 'looking for a site for my shop' }).content;
    expect(request.hero.subtitle).not.toMatch(/a looking/i);
  });
});
