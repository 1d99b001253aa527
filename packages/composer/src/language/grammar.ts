import type { z } from 'zod';
import { CATALOGS } from '../catalog/load';
import type { grammarSchema } from '../catalog/schema';
import { firstNames } from '../heavy-modules';
import { SITE_LANGUAGES, type SiteLanguage } from './detect';

export type Grammar = z.output<typeof grammarSchema>;
type Gender = 'm' | 'f' | 'n';

const NONE: Grammar = { placePrepositions: ['in'], namedWords: ['named'] };

// Each language's rules are its catalog's `grammar` (copy/<lang>/generic.json).
const GRAMMAR = Object.fromEntries(
  SITE_LANGUAGES.map((l) => [l, (l === 'en' ? CATALOGS.en : CATALOGS.local[l]).generic.grammar ?? NONE]),
) as Record<SiteLanguage, Grammar>;

export function grammarOf(language: string | undefined): Grammar {
  return GRAMMAR[(language ?? 'en') as SiteLanguage] ?? GRAMMAR.en;
}

// A word of a trade in any language ("bakery", "Bäckerei"): a name holding one is a business's, not a person's.
const TRADE_WORDS = new Set(
  [
    ...CATALOGS.registry.flatMap((k) => [...k.words, ...Object.values(k.noun)]),
    ...Object.values(GRAMMAR).flatMap((g) => Object.keys(g.nameNouns ?? {})),
  ]
    .filter((w) => !/\s/.test(w))
    .map((w) => w.toLowerCase()),
);

/** How a name sits in a sentence: a trade noun that takes an article, a person's name, or a name as it is. */
export type NameForm =
  | { kind: 'trade'; gender: Gender; elides: boolean }
  | { kind: 'person'; first: string }
  /** A name that opens with the language's article ("Le Petit Café", "El Rincón"): "au Petit Café". */
  | { kind: 'articled'; article: string; rest: string }
  | { kind: 'plain' };

const forms = new Map<string, NameForm>();

/** "Bäckerei Sonnenkorn" is a trade noun (feminine), "Tom Reyes" a person, "Acme" a plain name. */
export function nameForm(name: string, language: string | undefined): NameForm {
  const key = `${language}:${name}`;
  let form = forms.get(key);
  if (!form) {
    form = readNameForm(name, grammarOf(language));
    if (forms.size > 10_000) forms.clear();
    forms.set(key, form);
  }
  return form;
}

function readNameForm(name: string, grammar: Grammar): NameForm {
  const words = name.trim().split(/\s+/);
  // A title before a person's name: "Dr. Amy Cole" is spoken of as "Dr. Cole".
  if (words.length >= 3 && grammar.personTitles?.includes(words[0].replace(/\.$/, ''))) {
    const untitled = readNameForm(words.slice(1).join(' '), grammar);
    return untitled.kind === 'person'
      ? { kind: 'person', first: `${words[0]} ${words.at(-1)}` }
      : { kind: 'plain' };
  }
  const first = words[0].toLowerCase();
  const isArticle =
    Object.values(grammar.articles?.nom ?? {}).includes(first) || grammar.plurals?.includes(first);
  if (isArticle && grammar.contractions && words.length > 1 && /^\p{Lu}/u.test(words[1])) {
    return { kind: 'articled', article: first, rest: words.slice(1).join(' ') };
  }
  const gender =
    grammar.nameNouns?.[first] ??
    Object.entries(grammar.nameNounEndings ?? {}).find(([ending]) => first.endsWith(ending))?.[1];
  if (gender && grammar.articles && words.length > 1) {
    return { kind: 'trade', gender, elides: Boolean(grammar.elided) && /^[aeiouyâàéèêîôûh]/i.test(first) };
  }
  const isPerson =
    words.length >= 2 &&
    words.length <= 3 &&
    firstNames().has(words[0]) &&
    words.every((w) => /^\p{Lu}[\p{Ll}'’-]*\p{Ll}$/u.test(w) && !TRADE_WORDS.has(w.toLowerCase()));
  return isPerson ? { kind: 'person', first: words[0] } : { kind: 'plain' };
}

/** "Bei" → "Beim": the capital of the word it replaces. */
function likeCase(word: string, as: string): string {
  return /^\p{Lu}/u.test(as) ? word[0].toUpperCase() + word.slice(1) : word;
}

// The {name} of a wording with up to two words before it ("Sagen Sie {name}", "Schreiben Sie[ {name}]").
const BEFORE_NAME = /(?<!\p{L})((?:\p{L}+[\s[]+){0,2})\{name\}/gu;

/** A word before the name and what stands between it and the next. */
type Said = { word: string; gap: string };

/**
 * A wording with its {name} said as the language says it: with the article a trade noun takes
 * ("bei {name}" → "bei der {name}", "chez {name}" → "au {name}") and a person's first name after
 * the words a person takes ("at {name}" → "with Tom"). Other names and languages: the wording as it is.
 */
export function shapeName(wording: string, name: string, language: string | undefined): string {
  const form = nameForm(name, language);
  if (form.kind === 'plain' || !wording.includes('{name}')) return wording;
  const grammar = grammarOf(language);
  return wording.replace(BEFORE_NAME, (all, before: string) => {
    const said = [...before.matchAll(/(\p{L}+)([\s[]+)/gu)].map(([, word, gap]) => ({ word, gap }));
    if (form.kind === 'person') return personBefore(said, form.first, grammar) ?? all;
    if (form.kind === 'articled') return articledBefore(said, form, grammar) ?? all;
    return `${tradeBefore(said, form, grammar)}{name}`;
  });
}

const joinSaid = (said: Said[]) => said.map((s) => s.word + s.gap).join('');

/** "at" → "with Tom", "Welcome to" → "Meet Tom"; undefined where the words suit a person already. */
function personBefore(said: Said[], first: string, grammar: Grammar): string | undefined {
  for (const n of [2, 1]) {
    if (said.length < n) continue;
    const words = said.slice(-n);
    const instead = grammar.beforePerson?.[words.map((s) => s.word.toLowerCase()).join(' ')];
    if (instead)
      return `${joinSaid(said.slice(0, -n))}${likeCase(instead, words[0].word)}${words[n - 1].gap}${first}`;
  }
  return undefined;
}

/** The words before a trade name with its article: "bei" → "bei der ", "chez" → "au ", none → "die ". */
function tradeBefore(said: Said[], form: { gender: Gender; elides: boolean }, grammar: Grammar): string {
  const words = said.map((s) => s.word.toLowerCase());
  const last = said.at(-1);
  const pair = words.slice(-2).join(' ');
  const grammaticalCase =
    (words.length === 2 && grammar.cases?.[pair]) || grammar.cases?.[words.at(-1) ?? ''] || 'nom';
  const articles = grammar.articles?.[grammaticalCase] ?? grammar.articles?.nom;
  const elided = form.elides ? grammar.elided : undefined;
  const article = elided ?? articles?.[form.gender] ?? articles?.m ?? '';
  const space = elided ? '' : ' ';
  if (!last) return article + space;
  const lead = joinSaid(said.slice(0, -1));
  const prep = grammar.beforeArticle?.[last.word.toLowerCase()] ?? last.word.toLowerCase();
  // "bei[ {name}]" keeps "bei" whole: the bracket may drop the article with the name.
  const joined = elided || last.gap.includes('[') ? undefined : grammar.contractions?.[`${prep} ${article}`];
  if (joined) return `${lead}${likeCase(joined, last.word)}${last.gap}`;
  return `${lead}${likeCase(prep, last.word)}${last.gap}${article}${space}`;
}

/**
 * "à {name}" → "au Petit Café", "de {name}" → "des Délices", "chez {name}" → "à La Maison": the
 * name's own article joins its preposition. Undefined where nothing changes.
 */
function articledBefore(
  said: Said[],
  form: { article: string; rest: string },
  grammar: Grammar,
): string | undefined {
  const last = said.at(-1);
  // "bei[ {name}]" may drop the name with its bracket; a name holding a wording's marks stays whole.
  if (!last || last.gap.includes('[') || /[{}[\]|]/.test(form.rest)) return undefined;
  const lead = joinSaid(said.slice(0, -1));
  const prep = grammar.beforeArticle?.[last.word.toLowerCase()] ?? last.word.toLowerCase();
  const joined = grammar.contractions?.[`${prep} ${form.article}`];
  if (joined) return `${lead}${likeCase(joined, last.word)}${last.gap}${form.rest}`;
  if (prep !== last.word.toLowerCase()) return `${lead}${likeCase(prep, last.word)}${last.gap}{name}`;
  return undefined;
}

const escapeText = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const patterns = new Map<string, RegExp>();

/** A pattern made once per language and value: "in San Jose" said, or "named Lena Park". */
function saying(
  language: string | undefined,
  words: 'placePrepositions' | 'namedWords',
  value: string,
): RegExp {
  const key = `${language}:${words}:${value}`;
  let pattern = patterns.get(key);
  if (!pattern) {
    const lead = grammarOf(language)[words].map(escapeText).join('|');
    pattern = new RegExp(`,?\\s*(?<!\\p{L})(?:${lead})\\s+${escapeText(value)}(?!\\p{L})`, 'giu');
    if (patterns.size > 10_000) patterns.clear();
    patterns.set(key, pattern);
  }
  return pattern;
}

/**
 * One sentence says its place once and its name once: "for kids in San Jose and adults in San Jose
 * in San Jose" → "for kids and adults in San Jose"; "Lena Park is a photographer named Lena Park" →
 * "Lena Park is a photographer".
 */
export function sayOnce(text: string, vars: { name?: string; location?: string; lang?: string }): string {
  const { name, location } = vars;
  if (!(name && text.split(name).length > 2) && !(location && text.split(location).length > 2)) return text;
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => {
      let out = sentence;
      if (location) {
        const said = [...out.matchAll(saying(vars.lang, 'placePrepositions', location))];
        for (const m of said.slice(0, -1).reverse()) {
          out = out.slice(0, m.index) + out.slice(m.index + m[0].length);
        }
        if (said.length > 1) out = out.replace(/^\s*,\s*/, '');
      }
      if (name && out.split(name).length > 2) out = out.replace(saying(vars.lang, 'namedWords', name), '');
      return out;
    })
    .join(' ');
}
