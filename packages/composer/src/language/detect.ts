import { LANGUAGES, SITE_LANGUAGES, type SiteLanguage, siteLanguage } from '@mainstreet/site/model';
import { CATALOGS } from '../catalog/load';
import { wordsOf as catalogWords } from '../catalog/words';
import { franc } from '../heavy-modules';

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

function markerScores(text: string): Record<SiteLanguage, number> {
  const scores = Object.fromEntries(SITE_LANGUAGES.map((lang) => [lang, 0])) as Record<SiteLanguage, number>;
  const words = text.toLowerCase().match(/\p{L}+(?:['’]\p{L}+)?/gu) ?? [];
  for (const word of words) {
    let known = false;
    for (const lang of SITE_LANGUAGES)
      if (MARKER_SETS[lang].has(word.replace('’', "'"))) {
        scores[lang] += 1;
        known = true;
      }
    if (known) continue;
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
  // Words only one language uses, more of them than of any other: that settles it, long text or short.
  if (lead[1] >= 2 && lead[1] > next[1]) return lead[0];
  // Otherwise the trigrams choose among the languages tied at the top (all four when none has a word).
  const tied = ranked.filter(([, score]) => score === lead[1]).map(([lang]) => lang);
  // A tie among the markers in a short text goes to English, the default.
  const byMarkers = (): SiteLanguage => (tied.length === 1 || !tied.includes('en') ? lead[0] : 'en');
  if (letters < MIN_LETTERS_FOR_TRIGRAMS) return byMarkers();
  const only = Object.entries(FROM_ISO3)
    .filter(([, lang]) => tied.includes(lang))
    .map(([iso]) => iso);
  const top = franc().francAll(text, { only, minLength: 1 })[0];
  if (!top || top[0] === 'und') return byMarkers();
  return FROM_ISO3[top[0]] ?? 'en';
}
