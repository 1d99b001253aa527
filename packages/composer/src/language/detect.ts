import { LANGUAGES, SITE_LANGUAGES, type SiteLanguage, siteLanguage } from '@mainstreet/site/model';
import { CATALOGS } from '../catalog/load';
import { wordsOf as catalogWords } from '../catalog/words';
import { franc } from '../heavy-modules';
import { onFirstUse } from '../on-first-use';

/**
 * The languages the composer writes sites in, English the default: the one list packages/site
 * keeps, which the app's screens and mails read too.
 */
export { SITE_LANGUAGES, type SiteLanguage, siteLanguage };

const FROM_ISO3: Record<string, SiteLanguage> = Object.fromEntries(
  LANGUAGES.flatMap((l) => (l.iso3 ? [[l.iso3, l.code]] : [])),
);

// Each language's words for telling it apart (copy/<lang>/generic.json): `markers`, function words
// and the names of common businesses, that settle it even in a few words ("panadería en Madrid");
// `wordEndings` for the many words no list holds ("Zahnarztpraxis", "carnicería"); and `letters`
// only it uses among ours.
const GENERIC = Object.fromEntries(
  SITE_LANGUAGES.map((lang) => [lang, lang === 'en' ? CATALOGS.en.generic : CATALOGS.local[lang].generic]),
) as Record<SiteLanguage, typeof CATALOGS.en.generic>;
const MARKER_SETS = Object.fromEntries(
  SITE_LANGUAGES.map((lang) => [lang, new Set(GENERIC[lang].markers)]),
) as Record<SiteLanguage, Set<string>>;
// Endings are tried with English's last: a word of English ending in "-ung" is rare, one of German is not.
const ENDINGS: Array<[SiteLanguage, RegExp]> = [
  ...SITE_LANGUAGES.filter((l) => l !== 'en'),
  'en' as const,
].map((lang) => [lang, new RegExp(GENERIC[lang].wordEndings, 'u')]);
const LETTERS: Array<[SiteLanguage, RegExp]> = SITE_LANGUAGES.flatMap((lang) => {
  const letters = GENERIC[lang].letters;
  return letters ? [[lang, new RegExp(letters, 'giu')] as [SiteLanguage, RegExp]] : [];
});

/** Below this many letters the trigram model guesses; the marker words decide instead. */
const MIN_LETTERS_FOR_TRIGRAMS = 40;

const FOUNDED_SHORTHAND = new RegExp(
  String.raw`\b(?:${catalogWords('language', 'foundedShorthands').join('|')})\.?\s*(?=(?:19|20)\d\d)`,
  'gi',
);

/** What a description says without the things that are the same in every language. */
function wordsOf(text: string): string {
  return (
    text
      .replace(/[\w.+-]+@[\w-]+\.[\w.-]+/g, ' ')
      .replace(/https?:\/\/\S+|www\.\S+/g, ' ')
      .replace(/@\w+/g, ' ')
      // "est. 1987" is English shorthand, not the French "est".
      .replace(FOUNDED_SHORTHAND, ' ')
      .replace(/[\d+()/.:,;–—-]+/g, (m) => (/\d/.test(m) ? ' ' : m))
  );
}

/** A catalog word that is not a marker: half a marker's weight. */
const OTHER_WORD = 0.5;
/** Scores this close to the lead's are a close call, which the trigrams decide. */
const CLOSE_CALL = 0.25;

const WORD = /\p{L}+(?:['’]\p{L}+)?/gu;

/** Every string a catalog holds (its copy, with the values a template fills in left out). */
function* stringsOf(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value.replace(/\{\w+\}/g, ' ');
  else if (value instanceof Map) for (const v of value.values()) yield* stringsOf(v);
  else if (Array.isArray(value)) for (const v of value) yield* stringsOf(v);
  else if (value && typeof value === 'object' && !(value instanceof RegExp))
    for (const v of Object.values(value)) yield* stringsOf(v);
}

/**
 * How much each word tells of each language: its share of the uses the languages' own copy (the
 * generic, industry and kind catalogs: what the composer writes in each) makes of it, per word
 * written. "de" and "en" are as much French as Spanish, "in" English as German, so each language
 * gets its share of them; "et", "los" or "und" belong to one. A marker word (generic.json's
 * `markers`) weighs a whole word, any other word of the catalogs half of one ("entretien",
 * "walks"): regional speech ("pis", "char") then still reads as the language its other words are.
 * Counted on first use (a few milliseconds), not at import.
 */
const MARKER_WEIGHTS = onFirstUse(() => {
  const markers = new Set(SITE_LANGUAGES.flatMap((lang) => [...MARKER_SETS[lang]]));
  const vocabulary = new Set<string>(markers);
  const rate = Object.fromEntries(
    SITE_LANGUAGES.map((lang) => {
      const copy = lang === 'en' ? CATALOGS.en : CATALOGS.local[lang];
      const counts = new Map<string, number>();
      let total = 0;
      for (const text of stringsOf([copy.generic, copy.industries, copy.kinds]))
        for (const word of text.toLowerCase().match(WORD) ?? []) {
          total += 1;
          const key = word.replace('’', "'");
          vocabulary.add(key);
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
      return [lang, (word: string) => (counts.get(word) ?? 0) / Math.max(total, 1)];
    }),
  ) as Record<SiteLanguage, (word: string) => number>;
  // A marker's own language gets a floor of one use in ten thousand, so a marker the catalogs never
  // write ("panadería") still counts, and a rare use elsewhere ("les" once in Spanish copy) barely.
  const FLOOR = 1e-4;
  const weights = new Map<string, Array<[SiteLanguage, number]>>();
  for (const word of vocabulary) {
    const marker = markers.has(word);
    if (!marker && word.length < 3) continue;
    const raw = SITE_LANGUAGES.map(
      (lang) =>
        [lang, rate[lang](word) + (MARKER_SETS[lang].has(word) ? FLOOR : 0)] as [SiteLanguage, number],
    );
    const sum = raw.reduce((total, [, r]) => total + r, 0);
    const scale = marker ? 1 : OTHER_WORD;
    weights.set(
      word,
      raw.filter(([, r]) => r > 0).map(([lang, r]) => [lang, (scale * r) / sum]),
    );
  }
  return weights;
});

function markerScores(text: string): Record<SiteLanguage, number> {
  const scores = Object.fromEntries(SITE_LANGUAGES.map((lang) => [lang, 0])) as Record<SiteLanguage, number>;
  const words = text.toLowerCase().match(WORD) ?? [];
  const weights = MARKER_WEIGHTS();
  for (const word of words) {
    const shares = weights.get(word.replace('’', "'"));
    if (shares) {
      for (const [lang, share] of shares) scores[lang] += share;
      continue;
    }
    const ending = ENDINGS.find(([, re]) => re.test(word));
    if (ending) scores[ending[0]] += 0.5;
  }
  for (const [lang, letters] of LETTERS) scores[lang] += 0.5 * (text.match(letters)?.length ?? 0);
  return scores;
}

/**
 * The language a description is written in, among the registry's (packages/site languages.ts).
 * Long texts go to franc's trigram model; short ones ("panadería en Madrid") and close calls are
 * decided by words and letters only one language uses. English when nothing tells.
 */
export function detectLanguage(description: string): SiteLanguage {
  const text = wordsOf(description);
  const markers = markerScores(text);
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  const ranked = (Object.entries(markers) as Array<[SiteLanguage, number]>).sort((x, y) => y[1] - x[1]);
  const [lead, next] = ranked;
  // Words only one language uses, a word's worth more of them than of any other: that settles it,
  // long text or short.
  if (lead[1] >= 2 && lead[1] - next[1] >= 1) return lead[0];
  // Otherwise the trigrams choose among the languages near the top (all four when none has a word):
  // a shared word's shares ("in", "de") leave a close call, never a decision.
  const tied = ranked.filter(([, score]) => score > 0 && score >= lead[1] - CLOSE_CALL).map(([lang]) => lang);
  if (tied.length === 0) tied.push(...SITE_LANGUAGES);
  // A close call among the markers in a short text goes to English, the default.
  const byMarkers = (): SiteLanguage => (tied.length === 1 || !tied.includes('en') ? lead[0] : 'en');
  if (letters < MIN_LETTERS_FOR_TRIGRAMS) return byMarkers();
  const only = Object.entries(FROM_ISO3)
    .filter(([, lang]) => tied.includes(lang))
    .map(([iso]) => iso);
  const top = franc().francAll(text, { only, minLength: 1 })[0];
  if (!top || top[0] === 'und') return byMarkers();
  return FROM_ISO3[top[0]] ?? 'en';
}
