import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { nspell } from '../heavy-modules';
import type { SiteLanguage } from './detect';

/** Whether a word, as written, is one of the language's words. */
export type WordCheck = (word: string) => boolean;

const require = createRequire(import.meta.url);
// Where each language's dictionaries are: their packages' entry points, beside the .aff and .dic files.
// A language without one here is not spell-checked: its words are left as the writer gave them.
const PACKAGES: Partial<Record<SiteLanguage, () => string[]>> = {
  // American and British spellings are both right: "colour" is no slip for "color".
  en: () => [require.resolve('dictionary-en'), require.resolve('dictionary-en-gb')],
  es: () => [require.resolve('dictionary-es')],
  fr: () => [require.resolve('dictionary-fr')],
  de: () => [require.resolve('dictionary-de')],
};

// French through nspell takes 11 s and 460 MB to load (German 4 s, and it lets parts only compounds
// use stand alone: "pferden"), for it spells out every form first: here a word is looked up as
// hunspell does, through the affixes that could have made it from a stem (0.2 s; Spanish 1.4 s
// through nspell). American English needs hunspell's prefix-and-suffix forms ("repairs"): nspell.
const STEMS_ONLY: ReadonlySet<SiteLanguage> = new Set(['fr', 'de', 'es']);

const loaded = new Map<SiteLanguage, WordCheck>();

function filesOf(entry: string): { aff: Buffer; dic: Buffer } {
  const dir = path.dirname(entry);
  return { aff: readFileSync(path.join(dir, 'index.aff')), dic: readFileSync(path.join(dir, 'index.dic')) };
}

/** Each stem of the .dic file with the flags of each of its lines ("binden/DIVXW", "binden/SJozm"). */
function stemsOf(dic: Buffer): Map<string, string[]> {
  const stems = new Map<string, string[]>();
  for (const line of dic.toString('utf8').split('\n')) {
    const [stem, flags = ''] = line.trim().split(/\s/)[0].split('/');
    const key = stem.normalize('NFC');
    if (stem && !/^\d+$/.test(stem)) stems.set(key, [...(stems.get(key) ?? []), flags]);
  }
  return stems;
}

type Affix = { prefix: boolean; flag: string; strip: string; add: string; condition: RegExp };

/** The affix rules of the .aff file ("SFX S. 0 s/D'Q' [^sxz]": stem + "s" for stems flagged "S."). */
function affixesOf(aff: Buffer): Affix[] {
  const rules: Affix[] = [];
  for (const line of aff.toString('utf8').split('\n')) {
    const [kind, flag, strip, add, condition] = line.trim().split(/\s+/);
    if ((kind !== 'SFX' && kind !== 'PFX') || condition === undefined) continue;
    const affix = add.split('/')[0];
    const test = condition === '.' ? '' : condition;
    rules.push({
      prefix: kind === 'PFX',
      flag,
      strip: strip === '0' ? '' : strip,
      add: affix === '0' ? '' : affix,
      condition: new RegExp(kind === 'PFX' ? `^${test}` : `${test}$`, 'u'),
    });
  }
  return rules;
}

function hasFlag(flags: string, flag: string, width: number): boolean {
  for (let i = 0; i < flags.length; i += width) if (flags.slice(i, i + width) === flag) return true;
  return false;
}

/** A word of the dictionary: a stem, or a stem with one of its affixes; never a part only compounds use. */
function withSuffixes(files: { aff: Buffer; dic: Buffer }): WordCheck {
  const stems = stemsOf(files.dic);
  const rules = affixesOf(files.aff);
  const aff = files.aff.toString('utf8');
  const width = /^FLAG\s+long/m.test(aff) ? 2 : 1;
  const partOnly = /^ONLYINCOMPOUND\s+(\S+)/m.exec(aff)?.[1];
  // A stem's line that lets it stand alone, and (when asked) take the suffix of that flag.
  const alone = (stem: string, flag?: string) =>
    (stems.get(stem) ?? []).some(
      (flags) => !(partOnly && hasFlag(flags, partOnly, width)) && (!flag || hasFlag(flags, flag, width)),
    );
  return (word) =>
    alone(word) ||
    rules.some((r) => {
      if (r.prefix ? !word.startsWith(r.add) : !word.endsWith(r.add)) return false;
      const stem = r.prefix
        ? r.strip + word.slice(r.add.length)
        : word.slice(0, word.length - r.add.length) + r.strip;
      return r.condition.test(stem) && alone(stem, r.flag);
    });
}

/**
 * The language's spelling dictionary (wooorm's hunspell dictionaries: American English read with
 * nspell, the others through their affix rules), loaded on first use and kept: a page in
 * English never reads the German one.
 */
export function wordsOf(language: SiteLanguage): WordCheck | undefined {
  const done = loaded.get(language);
  if (done) return done;
  const dictionary = PACKAGES[language];
  if (!dictionary) return undefined;
  const files = dictionary().map(filesOf);
  // English: American through nspell, British ("colour") added through its affix rules.
  const checks = files.map((f, i) => {
    if (STEMS_ONLY.has(language) || i > 0) return withSuffixes(f);
    const speller = nspell()(f.aff, f.dic);
    return (word: string) => speller.correct(word);
  });
  const check: WordCheck = (word) => checks.some((c) => c(word));
  // "Gouttières" at a sentence's start is the word "gouttières".
  const known: WordCheck = (word) =>
    check(word) || (word !== word.toLowerCase() && check(word.toLowerCase()));
  loaded.set(language, known);
  return known;
}
