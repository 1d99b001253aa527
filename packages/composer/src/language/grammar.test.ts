import { describe, expect, it } from 'vitest';
import { PROFILES } from '../industries';
import { KINDS } from '../kinds';
import { expandChoices, fill } from '../text';
import { bankFor } from './banks';
import { type CheckedValues, checkGrammar } from './grammar-check';
import { personalLines } from './personal';

/** Every string of a bank, however deep. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;

function bankOf(lang: (typeof LANGUAGES)[number]): unknown {
  if (lang !== 'en') return [bankFor(lang), personalLines(lang)];
  return [
    PROFILES,
    KINDS.map((k) => [k.copy, k.services.map((i) => [i.name, i.description])]),
    personalLines('en'),
  ];
}

// A person's business, a name starting with a trade noun, a plain brand; places with and without a region.
const SAMPLES: Record<(typeof LANGUAGES)[number], Array<Record<string, string>>> = {
  en: [
    { name: 'Tom Reyes', location: 'San Jose', audience: 'kids in San Jose and adults' },
    { name: 'Rose Bakery', location: 'Austin, Texas' },
    { name: 'Acme', location: 'Leeds', audience: 'families in Leeds' },
    { name: 'Dr. Amy Cole', location: 'Bristol', audience: 'adults' },
  ],
  es: [
    { name: 'Panadería Sol', location: 'Sevilla' },
    { name: 'Taller Pérez', location: 'Valencia, España' },
    { name: 'Tom Reyes', location: 'Madrid' },
    { name: 'El Rincón de Ana', location: 'Cádiz' },
  ],
  fr: [
    { name: 'Cabinet Martin Avocats', location: 'Lyon' },
    { name: 'Boulangerie Dupont', location: 'Nantes, Loire-Atlantique' },
    { name: 'Atelier Rouge', location: 'Paris' },
    { name: 'Marie Lefèvre', location: 'Lille' },
    { name: 'Le Petit Café', location: 'Lyon' },
    { name: 'Les Délices', location: 'Paris' },
  ],
  de: [
    { name: 'Bäckerei Sonnenkorn', location: 'München' },
    { name: 'Fotostudio Licht', location: 'Köln, NRW' },
    { name: 'Salon Haarscharf', location: 'Berlin' },
    { name: 'Tom Reyes', location: 'Hamburg' },
  ],
};

const OTHER = {
  kind: 'a bakery',
  noun: 'bakery',
  services: 'bread and cakes',
  service: 'bread',
  year: '1990',
};

/** Every rule's errors over every wording of every bank in every language, filled with each sample. */
function errorsOverBanks(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const lang of LANGUAGES) {
    const wordings = [...new Set(stringsIn(bankOf(lang)))].flatMap(expandChoices);
    for (const sample of SAMPLES[lang]) {
      const checked = new Set<string>();
      for (const wording of wordings) {
        const values: CheckedValues = { ...sample, lang };
        const line = fill(wording, { ...OTHER, ...sample, lang });
        if (checked.has(line)) continue;
        checked.add(line);
        for (const error of checkGrammar(line, values)) {
          const key = `${lang} ${error.rule}`;
          found[key] = [...(found[key] ?? []), error.text];
        }
      }
    }
  }
  return found;
}

describe('the grammar check over every wording of every bank', () => {
  it('finds no agreement, article, doubled-place, repeated-name or person-as-place error', () => {
    const found = errorsOverBanks();
    const summary = Object.fromEntries(
      Object.entries(found).map(([k, v]) => [k, [v.length, ...v.slice(0, 3)]]),
    );
    expect(summary).toEqual({});
  }, 300_000);

  it('catches the errors it is there for when they are planted', () => {
    const rules = (text: string, values: CheckedValues) => checkGrammar(text, values).map((e) => e.rule);
    expect(rules('Bei Bäckerei Sonnenkorn backen wir.', { name: 'Bäckerei Sonnenkorn', lang: 'de' })).toEqual(
      ['DE_AGREEMENT'],
    );
    expect(rules('Bei die Bäckerei Sonnenkorn.', { name: 'Bäckerei Sonnenkorn', lang: 'de' })).toEqual([
      'DE_AGREEMENT',
    ]);
    expect(rules('Chez Cabinet Martin Avocats.', { name: 'Cabinet Martin Avocats', lang: 'fr' })).toEqual([
      'ARTICLE_MISSING',
    ]);
    expect(rules('L’équipe de le Cabinet Martin.', { name: 'Cabinet Martin', lang: 'fr' })).toEqual([
      'FR_A_LE',
    ]);
    expect(rules('Bienvenidos a el Taller Pérez.', { name: 'Taller Pérez', lang: 'es' })).toEqual([
      'ES_A_EL',
    ]);
    expect(rules('Entrez à Le Petit Café.', { name: 'Le Petit Café', lang: 'fr' })).toEqual(['FR_A_LE']);
    expect(rules('Ven a El Rincón de Ana.', { name: 'El Rincón de Ana', lang: 'es' })).toEqual(['ES_A_EL']);
    expect(rules('Ready to train at Tom Reyes?', { name: 'Tom Reyes', lang: 'en' })).toEqual([
      'PERSON_AS_PLACE',
    ]);
    expect(rules('At Dr. Amy Cole, care starts with a chat.', { name: 'Dr. Amy Cole', lang: 'en' })).toEqual([
      'PERSON_AS_PLACE',
    ]);
    expect(
      rules('Lena Park is a freelance wedding photographer named Lena Park.', {
        name: 'Lena Park',
        lang: 'en',
      }),
    ).toEqual(['NAME_REPEATED']);
    expect(
      rules('For kids in San Jose and adults in San Jose in San Jose.', { location: 'San Jose', lang: 'en' }),
    ).toEqual(['DOUBLED_PLACE']);
    expect(rules('We bake a apple pie for for you.', { lang: 'en' }).sort()).toEqual([
      'ENGLISH_WORD_REPEAT_RULE',
      'EN_A_VS_AN',
    ]);
    // Right as written: no error.
    expect(
      rules('Sagen Sie der Bäckerei Sonnenkorn Bescheid.', { name: 'Bäckerei Sonnenkorn', lang: 'de' }),
    ).toEqual([]);
    expect(rules('L’équipe du Cabinet Martin.', { name: 'Cabinet Martin', lang: 'fr' })).toEqual([]);
  });
});
