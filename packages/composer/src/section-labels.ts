import type { z } from 'zod';
import { CATALOGS } from './catalog/load';
import type { sectionLabelsSchema } from './catalog/schema';
import type { SiteLanguage } from './language/detect';

/**
 * The few visible words the section logic adds (FAQ questions on the owner's facts, headings of
 * sections chosen by kind): `sections` in each language's copy/<lang>/generic.json.
 */
export type SectionLabels = Omit<z.output<typeof sectionLabelsSchema>, 'singular' | 'voice' | 'classWords'>;

/** Who speaks in the description: one person ("I'm a farrier", "soy tatuadora"), or a team ("we"). */
export type Voice = 'singular' | 'plural';

type Catalog = z.output<typeof sectionLabelsSchema>;

const CATALOG: Record<string, Catalog> = {
  en: CATALOGS.en.generic.sections,
  ...Object.fromEntries(
    Object.entries(CATALOGS.local).map(([language, l]) => [language, l.generic.sections]),
  ),
};

const catalogOf = (language: string): Catalog => CATALOG[language] ?? CATALOG.en;

export function sectionLabelsFor(language: SiteLanguage | string, voice?: Voice): SectionLabels {
  const { singular, voice: _words, classWords: _classes, ...labels } = catalogOf(language);
  if (voice !== 'singular' || !singular) return labels;
  const { actions, ...rest } = singular;
  return { ...labels, ...rest, actions: { ...labels.actions, ...actions } };
}

const escapeWord = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A word of the list standing alone: "my" in "my dog", not in "myself"; "j’" before its verb. */
const wordsPattern = (words: string[], flags: string) =>
  new RegExp(
    String.raw`(?<![\p{L}’'])(?:${words.map(escapeWord).join('|')})(?:(?<=['’])|(?![\p{L}’']))`,
    flags,
  );

const VOICE = new Map(
  Object.keys(CATALOG).map((language) => {
    const { singular, plural } = catalogOf(language).voice;
    return [language, { singular: wordsPattern(singular, 'giu'), plural: wordsPattern(plural, 'giu') }];
  }),
);

/** How many of the words the pattern finds; "US" is a country, not "us". */
const count = (pattern: RegExp, text: string) => (text.match(pattern) ?? []).filter((m) => m !== 'US').length;

/**
 * Whether the owner writes as one person or as a team: "I", "my", "soy", "llevo", "je", "ich",
 * "mein" with no "we", "our", "nosotros", "nous", "wir" beside them (one "us" among several "I"s
 * is a habit of speech, not a team). Undefined when the description says neither.
 */
export function ownerVoice(prompt: string, language: SiteLanguage | string): Voice | undefined {
  const known = VOICE.has(language) ? language : 'en';
  const patterns = VOICE.get(known);
  if (!patterns) return undefined;
  const singular = count(patterns.singular, prompt);
  const plural = count(patterns.plural, prompt);
  if (singular > 0 && (plural === 0 || (singular >= 3 && plural <= 1))) return 'singular';
  return plural > 0 ? 'plural' : undefined;
}

/**
 * Whether the owner's days and times are of classes they hold ("Clases martes y jueves"), which a
 * timetable heads; an escape room's or a choir's opening times are no "Horario de clases".
 */
export function holdsClasses(prompt: string, language: SiteLanguage | string): boolean {
  const words = catalogOf(language).classWords;
  // German joins its nouns: "Töpferkurse", "Nachhilfeunterricht".
  const lead = language === 'de' ? String.raw`\p{L}*` : '';
  return new RegExp(
    String.raw`(?<![\p{L}])${lead}(?:${words.map(escapeWord).join('|')})(?![\p{L}])`,
    'iu',
  ).test(prompt);
}
