import { describe, expect, it } from 'vitest';
import { PROFILES } from './industries';
import { KINDS } from './kinds';
import { bankFor } from './language/banks';
import { personalLines } from './language/personal';
import { anonymise, expandChoices, fill, pickTemplate } from './text';

/** Every string of a bank, however deep. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

describe('a template may offer a choice of wordings', () => {
  it('spells out every wording, values and [parts] kept', () => {
    expect(expandChoices('How do I book{ at {name}| in {location}|}?')).toEqual([
      'How do I book at {name}?',
      'How do I book in {location}?',
      'How do I book?',
    ]);
    expect(expandChoices('Baked[ in {location}]')).toEqual(['Baked[ in {location}]']);
  });

  it('offers each distinct wording once, so a short option is no likelier than a nested one', () => {
    expect([...expandChoices('{{A|B} c|E}')].sort()).toEqual(['A c', 'B c', 'E']);
    // A group left with one option once its inner choices are made is just its words.
    expect(expandChoices('{Do I need to {be|get} fit}?')).toEqual([
      'Do I need to be fit?',
      'Do I need to get fit?',
    ]);
  });

  it('writes every wording of every bank, in all four languages, as a clean sentence', () => {
    const vars = {
      name: 'Acme',
      location: 'Leeds',
      kind: 'a bakery',
      noun: 'bakery',
      services: 'bread and cakes',
      service: 'bread',
      year: '1990',
      audience: 'families',
    };
    const banks: Array<[string, unknown]> = [
      [
        'en',
        [
          PROFILES,
          KINDS.map((k) => [k.copy, k.services.map((i) => [i.name, i.description])]),
          personalLines('en'),
        ],
      ],
      ...(['es', 'fr', 'de'] as const).map((l): [string, unknown] => [l, [bankFor(l), personalLines(l)]]),
    ];
    const slips: string[] = [];
    for (const [lang, bank] of banks) {
      for (const template of new Set(stringsIn(bank))) {
        for (const wording of expandChoices(template)) {
          const line = fill(wording, { ...vars, lang });
          if (
            /[{}[\]|]|\s{2}/.test(line) ||
            /\b(in|for|to|at|an|the|de|en|à|zu)\s+\1\b/i.test(line) ||
            /[.!?]\s+\p{Ll}/u.test(line)
          )
            slips.push(`${lang}: ${line}`);
        }
      }
    }
    expect(slips.slice(0, 20)).toEqual([]);
  });

  it('mixes the owner’s facts across a page instead of repeating the name', () => {
    const vars = { name: 'Crumb', location: 'Leeds' };
    const tally = new Map<string, number>();
    const lines = Array.from({ length: 8 }, (_, i) =>
      pickTemplate([`Line ${i}{ at {name}| in {location}|}.`], vars, () => 0, true, new Set(), tally),
    );
    expect(lines.filter((l) => l.includes('Crumb')).length).toBeLessThan(8);
    expect(lines.some((l) => l.includes('Leeds'))).toBe(true);
  });

  it('fills the first wording its values allow when no one chooses', () => {
    expect(fill('Ask{ {name}| us}', {})).toBe('Ask us');
  });

  it('drops the name’s options for a business with no known name, so no question says “our”', () => {
    expect(anonymise('Can I reserve an item{ at {name}|}?')).toBe('Can I reserve an item?');
    expect(anonymise('Tell {us|{name}} what you need.')).toBe('Tell us what you need.');
  });

  it('writes a value as {name} inside a choice, never as a bare word (“Can {name|you}” says “Can name”)', () => {
    const banks = [PROFILES, KINDS.map((k) => [k.copy, k.services]), personalLines('en')];
    const bare = /[{|](?:name|location|services|service|kind|noun|audience|year)[|}]/;
    const slips = stringsIn(banks).filter((t) => bare.test(t.replace(/\{\w+\}/g, '')));
    expect(slips).toEqual([]);
  });
});
