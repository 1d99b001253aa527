import type { Industry } from '@mainstreet/site/model';
import type { IndustryProfile, Item } from '../industries';

/** Copy a kind of business may set over its industry's phrase bank. */
export type KindCopy = Partial<Omit<IndustryProfile, 'noun' | 'services'>>;

/**
 * One kind of small business: the words owners use for it, its industry, what the copy calls it
 * ("our bakery"), the offerings it usually has, and the copy that differs from its industry's.
 */
export type Kind = {
  id: string;
  /** Lower-case words and phrases; "word=label" names the business when the word is an activity ("hairdressing=hairdresser"). */
  words: string[];
  industry: Industry;
  noun: string;
  /** Usual offerings: `when` lends a description to a listed one; the rest fill a row. Empty: the industry's. */
  services: Array<Item & { when?: RegExp }>;
  copy?: KindCopy;
  /** The most specific schema.org type ("Bakery"); the industry's when absent. */
  schemaType?: string;
  /** Matched before kinds of a lower priority when both name the business (default 0). */
  priority?: number;
};
