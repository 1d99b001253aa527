import type { z } from 'zod';
import type { LANGUAGE_DETECT_SCHEMAS } from './detect-schema';
import { CATALOG_LANGUAGES, CATALOGS } from './load';

type Concern = keyof typeof LANGUAGE_DETECT_SCHEMAS;
type ListOf<C extends Concern> = keyof z.output<(typeof LANGUAGE_DETECT_SCHEMAS)[C]>;

/**
 * One list of a concern's words in every language, English first (copy/<lang>/detect/<concern>.json):
 * the readers match a description in any language, as they did when the lists mixed languages.
 */
export function wordsOf<C extends Concern>(concern: C, list: ListOf<C>): string[] {
  const byLanguage = CATALOGS.words[concern] as Partial<Record<string, Record<ListOf<C>, string[]>>>;
  return CATALOG_LANGUAGES.flatMap((language) => byLanguage[language]?.[list] ?? []);
}

/** One list of a concern's words in one language (copy/<language>/detect/<concern>.json). */
export function wordsIn<C extends Concern>(concern: C, list: ListOf<C>, language: string): string[] {
  const byLanguage = CATALOGS.words[concern] as Partial<Record<string, Record<ListOf<C>, string[]>>>;
  return byLanguage[language]?.[list] ?? [];
}
