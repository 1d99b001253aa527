import { z } from 'zod';

// The vocabularies the composer reads descriptions with (copy/detect/*.json): lists of words or of
// regular-expression alternatives, joined with "|" by the code that uses them. Each must compile.
const compiles = (source: string) => {
  try {
    new RegExp(source, 'u');
    return true;
  } catch {
    try {
      new RegExp(source);
      return true;
    } catch {
      return false;
    }
  }
};
export const pattern = z.string().min(1).refine(compiles, 'not a regular expression');
export const patterns = z.array(pattern).min(1);

/** A detection vocabulary: exactly the named lists, each one or more alternatives. */
export function vocabulary<const K extends string>(keys: readonly K[]) {
  return z.strictObject(Object.fromEntries(keys.map((k) => [k, patterns])) as Record<K, typeof patterns>);
}

/** A language's words of one concern (copy/<lang>/detect/): exactly the named lists, each maybe empty. */
export function languageVocabulary<const K extends string>(keys: readonly K[]) {
  const list = z.array(pattern);
  return z.strictObject(Object.fromEntries(keys.map((k) => [k, list])) as Record<K, typeof list>);
}
