import { CATALOGS } from '../catalog/load';
import { placePopulation } from '../extract/gazetteer';
import { onFirstUse } from '../on-first-use';
import type { SiteLanguage } from './detect';
import { wordsOf } from './dictionaries';

// "dont" → "don't", "im" → "I'm": copy/detect/spelling.json.
const CONTRACTIONS = new Map(
  CATALOGS.detect.spelling.contractions.map((pair) => pair.split(' ') as [string, string]),
);
// Letters an owner types without their accent, and the accented letters they stand for.
const ACCENTS: Record<string, string> = {
  a: 'àâá',
  e: 'éèêë',
  i: 'íîï',
  o: 'óôö',
  u: 'úùûü',
  n: 'ñ',
  c: 'ç',
};
const ACCENTED_LANGUAGES: ReadonlySet<SiteLanguage> = new Set(['es', 'fr']);
// A town the page writes with its capital: one of 20,000 people or more, typed in lower case.
const TOWN_POPULATION = 20_000;
// A whitespace-separated piece that is no word to fix: numbers, prices, emails, links, handles.
const NOT_WORDS = /[\d@#/\\_]|www\.|\.(?:com|net|org)\b/iu;
const WORD = /\p{L}+(?:['’]\p{L}+)*/gu;

/** A change the tidy made, for the record. */
export type Tidied = { from: string; to: string };

const isTown = (name: string) => (placePopulation(name) ?? 0) >= TOWN_POPULATION;
const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
const isLower = (w: string) => w === w.toLowerCase();
const isCapitalised = (w: string) => w.length > 1 && w === capital(w.slice(0, 1) + w.slice(1).toLowerCase());

/** The word with one or two letters given their accent, each a dictionary word. */
function accentVariants(word: string, known: (w: string) => boolean): string[] {
  const at = [...word].flatMap((ch, i) => (ACCENTS[ch.toLowerCase()] ? [i] : []));
  const letters = [...word];
  const found = new Set<string>();
  const put = (i: number, ch: string, base: string[]) => {
    const next = [...base];
    next[i] = letters[i] === letters[i].toUpperCase() ? ch.toUpperCase() : ch;
    return next;
  };
  for (const i of at) {
    for (const a of ACCENTS[letters[i].toLowerCase()]) {
      const one = put(i, a, letters);
      if (known(one.join(''))) found.add(one.join(''));
      for (const j of at.filter((k) => k > i)) {
        for (const b of ACCENTS[letters[j].toLowerCase()]) {
          const two = put(j, b, one).join('');
          if (known(two)) found.add(two);
        }
      }
    }
  }
  return [...found];
}

/** Dictionary words one slip away ("hegde" → "hedge"), and those a typing slip makes likeliest: two letters swapped, a double letter typed once. */
function oneSlipAway(word: string, known: (w: string) => boolean): { all: string[]; preferred: string[] } {
  const all = new Set<string>();
  const preferred = new Set<string>();
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const add = (w: string, likely = false) => {
    if (w !== word && known(w)) {
      all.add(w);
      if (likely) preferred.add(w);
    }
  };
  for (let i = 0; i <= word.length; i++) {
    const [head, tail] = [word.slice(0, i), word.slice(i)];
    if (tail) add(head + tail.slice(1));
    if (tail.length > 1) add(head + tail[1] + tail[0] + tail.slice(2), true);
    for (const l of letters) {
      if (tail) add(head + l + tail.slice(1));
      // A letter typed once where the word doubles it ("usualy" → "usually") is the likelier slip.
      add(head + l + tail, l === head.at(-1) || l === tail[0]);
    }
  }
  return { all: [...all], preferred: [...preferred] };
}

// English days and months in lower case, from the platform's own calendar names: read on first use,
// as the first date formatting loads the platform's calendar data.
const calendar = onFirstUse(
  () =>
    new Set(
      Array.from({ length: 12 }, (_, i) => [
        new Date(Date.UTC(2024, 0, i + 1)).toLocaleDateString('en', { weekday: 'long', timeZone: 'UTC' }),
        new Date(Date.UTC(2024, i, 1)).toLocaleDateString('en', { month: 'long', timeZone: 'UTC' }),
      ]).flatMap((names) => names.map((n) => n.toLowerCase())),
    ),
);

/**
 * A German compound ending in a noun ("gesichts|behandlungen", "wimpern|lifting"): a known first
 * part (with its linking "s"), then a last part the dictionary knows only with its capital.
 */
function isGermanCompound(word: string, known: (w: string) => boolean): boolean {
  for (let at = 3; at <= word.length - 4; at++) {
    const [head, tail] = [word.slice(0, at), word.slice(at)];
    const joins = known(capital(head)) || (head.endsWith('s') && known(capital(head.slice(0, -1))));
    if (joins && !known(tail) && known(capital(tail))) return true;
  }
  return false;
}

/** The word as the page writes it, or the word itself when no rule is sure. */
function tidyWord(word: string, language: SiteLanguage, known: (w: string) => boolean): string {
  // "l'entree" → "l'entrée": the word after an elided article.
  const elided = language === 'en' ? -1 : Math.max(word.lastIndexOf("'"), word.lastIndexOf('’'));
  if (elided > 0) return word.slice(0, elided + 1) + tidyWord(word.slice(elided + 1), language, known);
  if (word.length < 3 && !CONTRACTIONS.has(word.toLowerCase())) return word;
  const lower = word.toLowerCase();
  if (language === 'en' && CONTRACTIONS.has(lower) && (isLower(word) || isCapitalised(word))) {
    const to = CONTRACTIONS.get(lower) as string;
    return isLower(word) ? to : capital(to);
  }
  if (known(word)) return word;
  if (!isLower(word) && !isCapitalised(word)) return word;
  if (ACCENTED_LANGUAGES.has(language)) {
    const accented = accentVariants(word, known);
    if (accented.length === 1) return accented[0];
    if (accented.length > 1) return word;
    // "queretaro" → "Querétaro", a place's name.
    // A capital the owner typed says it is a name: any town of the gazetteer's will do ("Querétaro").
    const town = (w: string) =>
      (placePopulation(w.toLowerCase()) ?? 0) >= (isLower(word) ? TOWN_POPULATION : 1);
    const named = accentVariants(capital(word), (w) => known(w) || town(w));
    if (named.length === 1) return named[0];
  }
  if (!isLower(word)) return word;
  // German nouns: "gesichtsbehandlungen" → "Gesichtsbehandlungen" (elsewhere a capital known to
  // the dictionary is as often a surname as a place: "eco" is no "Eco").
  if (language === 'de' && word.length >= 4 && (known(capital(word)) || isGermanCompound(word, known))) {
    return capital(word);
  }
  // "saturdays" → "Saturdays": English writes its days and months with capitals.
  if (language === 'en' && calendar().has(word.replace(/s$/, ''))) return capital(word);
  // "tucson" → "Tucson": a town the gazetteer knows.
  if (isTown(word)) return capital(word);
  if (language !== 'en' || word.length < 4 || /['’]/.test(word)) return word;
  // Only the slips fingers make ("hegde", "usualy"): a dropped or added letter in general is as
  // often a word the dictionary lacks ("hatha" is no "hath").
  const { all, preferred } = oneSlipAway(word, known);
  return preferred.length === 1 && all.length <= 2 ? preferred[0] : word;
}

/** Lower-case words in a row that name a town ("oro valley" → "Oro Valley"); the text keeps its length. */
function townsIn(
  text: string,
  known: (w: string) => boolean,
  kept: (at: number, end: number) => boolean,
): string {
  const words = [...text.matchAll(/(?<![\p{L}\d@.])\p{Ll}+(?![\p{L}\d@])/gu)].map((m) => ({
    word: m[0],
    at: m.index,
  }));
  const out = text.split('');
  for (let i = 0; i < words.length; i++) {
    for (const n of [3, 2]) {
      const part = words.slice(i, i + n);
      if (part.length < n) continue;
      const joined = part.every(
        (w, k) => k === 0 || /^[ -]$/.test(text.slice(part[k - 1].at + part[k - 1].word.length, w.at)),
      );
      const end = part[n - 1].at + part[n - 1].word.length;
      const name = part.map((w) => w.word).join(' ');
      if (!joined || kept(part[0].at, end) || !part.some((w) => !known(w.word)) || !isTown(name)) continue;
      for (const w of part) out[w.at] = w.word.charAt(0).toUpperCase();
      i += n - 1;
      break;
    }
  }
  return out.join('');
}

// "a partir de", "a domicile": set phrases where "a" can only be "à" (copy/detect/spelling.json).
const A_BEFORE = CATALOGS.detect.spelling.frenchA;

/**
 * French "a" that can only be "à": before a set phrase, or before a town ("Couvreur a Liège"),
 * which "a" (has) never takes without an article.
 */
function frenchA(
  text: string,
  known: (w: string) => boolean,
  kept: (at: number) => boolean,
  changes?: Tidied[],
): string {
  return text.replace(/(?<![\p{L}'’])([aA]) (\p{L}+)/gu, (all, a: string, next: string, at: number) => {
    if (kept(at)) return all;
    const town = next === capital(next) && isTown(next.toLowerCase()) && known(next);
    if (!town && !A_BEFORE.includes(next.toLowerCase())) return all;
    const to = `${a === 'A' ? 'À' : 'à'} ${next}`;
    changes?.push({ from: all, to });
    return to;
  });
}

/**
 * The owner's words as the page writes them: accents restored ("tambien" → "también"), German nouns
 * capitalised, towns given their capitals, plain English slips fixed ("hegde" → "hedge", "dont" →
 * "don't"). A word changes only when the language's dictionary is sure of one spelling; numbers,
 * prices, phones, emails, links, handles and the `keep` phrases (the business's name) stay as typed.
 */
export function tidyOwnerText(
  text: string,
  language: SiteLanguage,
  keep: string[] = [],
  changes?: Tidied[],
): string {
  if (!/\p{L}/u.test(text)) return text;
  const known = wordsOf(language);
  if (!known) return text;
  const kept: Array<[number, number]> = [];
  for (const phrase of keep.filter(Boolean)) {
    for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
      kept.push([at, at + phrase.length]);
    }
  }
  const isKept = (at: number, end: number) => kept.some(([a, b]) => at < b && end > a);
  const placed = townsIn(text, known, isKept);
  const out = placed.replace(/\S+/gu, (piece, offset: number) => {
    if (NOT_WORDS.test(piece) || isKept(offset, offset + piece.length)) return piece;
    return piece.replace(WORD, (word) => {
      const to = tidyWord(word, language, known);
      if (to !== word) changes?.push({ from: word, to });
      return to;
    });
  });
  if (placed !== text) changes?.push({ from: text, to: placed });
  if (language === 'fr') return frenchA(out, known, (at) => isKept(at, at + 1), changes);
  return out;
}
