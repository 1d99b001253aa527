import { retext } from 'retext';
import retextIndefiniteArticle from 'retext-indefinite-article';
import retextRepeatedWords from 'retext-repeated-words';
import { wordsOf } from '../catalog/words';
import { grammarOf, nameForm } from './grammar';

/**
 * A grammar check of the composer's sentences, after LanguageTool's rules: EN_A_VS_AN and
 * ENGLISH_WORD_REPEAT_RULE by retext's plugins of those checks, and rules of our own (named after
 * the LanguageTool rule they follow) on the values a sentence says: the article before a business
 * name in German (DE_AGREEMENT), French and Spanish (ARTICLE_MISSING, and the article joined to
 * its preposition: FR_A_LE, ES_A_EL), a place said twice in one sentence (DOUBLED_PLACE), a name
 * said twice with "named" (NAME_REPEATED) and a person's name after a place's preposition
 * (PERSON_AS_PLACE).
 */
export type GrammarError = { rule: string; text: string };

export type CheckedValues = { name?: string; location?: string; lang: string };

const english = retext().use(retextIndefiniteArticle).use(retextRepeatedWords);

const escapeText = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every error the rules find in one filled line. */
export function checkGrammar(text: string, values: CheckedValues): GrammarError[] {
  const rules = [
    values.lang === 'en' ? englishRules(text) : [],
    values.lang === 'en' ? [] : wordRepeat(text),
    values.name ? nameRules(text, values.name, values.lang) : [],
    values.location ? doubledPlace(text, values.location, values.lang) : [],
  ];
  return rules.flat().map((rule) => ({ rule, text }));
}

// Lines retext could find something in: "an", "a" before a vowel's letter, a digit or a capital, a word twice.
const MAYBE_SLIP = [
  /(?<!\p{L})(?:[Aa]n\s|[Aa]\s+(?:[aeiouhAEIOUH\d]|\p{Lu}{2}))/u,
  /(?<!\p{L})(\p{L}+)\s+\1(?!\p{L})/iu,
];

function englishRules(text: string): string[] {
  // retext reads a line in about a millisecond: the lines that cannot hold a slip are passed over.
  if (!MAYBE_SLIP.some((slip) => slip.test(text))) return [];
  return english
    .processSync(text)
    .messages.map((m) =>
      m.source === 'retext-indefinite-article' ? 'EN_A_VS_AN' : 'ENGLISH_WORD_REPEAT_RULE',
    );
}

// "nous nous", "vous vous": a pronoun and its reflexive, said twice on purpose.
const REPEATABLE = new RegExp(`^(?:${wordsOf('grammar', 'repeatableWords').join('|')})$`, 'i');

/** "die die", "en en": a word said twice in a row (LanguageTool's WORD_REPEAT_RULE). */
function wordRepeat(text: string): string[] {
  return [...text.matchAll(/(?<!\p{L})(\p{L}+)\s+\1(?!\p{L})/gu)]
    .filter((m) => !REPEATABLE.test(m[1]))
    .map(() => 'WORD_REPEAT_RULE');
}

function nameRules(text: string, name: string, lang: string): string[] {
  const grammar = grammarOf(lang);
  const form = nameForm(name, lang);
  const errors: string[] = [];
  const at = new RegExp(`((?:\\p{L}+[’']?\\s*){0,3})${escapeText(name)}`, 'gu');
  for (const m of text.matchAll(at)) {
    const before = m[1].trim().toLowerCase();
    const words = before.split(/\s+|(?<=’)/).filter(Boolean);
    if (form.kind === 'person') {
      const pair = words.slice(-2).join(' ');
      if (grammar.beforePerson?.[pair] || grammar.beforePerson?.[words.at(-1) ?? ''])
        errors.push('PERSON_AS_PLACE');
    }
    if (form.kind === 'trade') errors.push(...articleRules(words, form.gender, lang));
    // "à Le Petit Café": the name's own article joins its preposition ("au Petit Café").
    if (form.kind === 'articled' && grammar.contractions?.[`${words.at(-1)} ${form.article}`])
      errors.push(lang === 'fr' ? 'FR_A_LE' : 'ES_A_EL');
  }
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const named = grammar.namedWords.some((w) =>
      sentence.toLowerCase().includes(`${w} ${name}`.toLowerCase()),
    );
    if (named && sentence.split(name).length > 2) errors.push('NAME_REPEATED');
  }
  return errors;
}

/** The article before a trade name: there, of the gender, in the case its preposition calls for, joined where it must be. */
function articleRules(words: string[], gender: 'm' | 'f' | 'n', lang: string): string[] {
  const grammar = grammarOf(lang);
  const contractions = grammar.contractions ?? {};
  const opened = Object.fromEntries(Object.entries(contractions).map(([k, v]) => [v, k.split(' ')]));
  const last = words.at(-1) ?? '';
  const [prep, article] = opened[last] ?? [words.at(-2), last];
  const articles = grammar.articles ?? {};
  const allArticles = new Set([
    ...Object.values(articles).flatMap((byGender) => Object.values(byGender)),
    grammar.elided,
  ]);
  const isArticle = allArticles.has(article) || (grammar.elided && last === grammar.elided);
  if (!isArticle) return [lang === 'de' ? 'DE_AGREEMENT' : 'ARTICLE_MISSING'];
  if (!opened[last] && prep && contractions[`${prep} ${article}`])
    return [lang === 'fr' ? 'FR_A_LE' : lang === 'es' ? 'ES_A_EL' : 'DE_PREP_ARTICLE'];
  if (lang !== 'de' || last === grammar.elided) return [];
  const pair = opened[last] ? undefined : words.slice(-3, -1).join(' ');
  const grammaticalCase = (pair && grammar.cases?.[pair]) || (prep && grammar.cases?.[prep]) || 'nom';
  const expected = [articles[grammaticalCase]?.[gender]];
  // After a verb ("Was die …") the case is the verb's: any article of the noun's gender.
  if (!prep || !grammar.cases?.[prep]) expected.push(...Object.values(articles).map((a) => a[gender]));
  return expected.includes(article) ? [] : ['DE_AGREEMENT'];
}

/** "in San Jose … in San Jose" in one sentence. */
function doubledPlace(text: string, location: string, lang: string): string[] {
  const preps = grammarOf(lang).placePrepositions.map(escapeText).join('|');
  const place = new RegExp(`(?<!\\p{L})(?:${preps})\\s+${escapeText(location)}(?!\\p{L})`, 'giu');
  return text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => (sentence.match(place)?.length ?? 0) > 1)
    .map(() => 'DOUBLED_PLACE');
}
