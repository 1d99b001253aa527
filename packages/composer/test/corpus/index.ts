import { ADDRESSES } from './addresses';
import { ENGLISH } from './english';
import { FRENCH } from './french';
import { GERMAN } from './german';
import { MESSY } from './messy';
import NEW_KINDS from './new-kinds.json' with { type: 'json' };
import { SPANISH } from './spanish';
import type { CorpusEntry } from './types';

export type { CorpusEntry } from './types';

/**
 * Every description of the corpus (issue 15): English, messy, addressed, Spanish, French and German,
 * and one for each kind `npm run new-kind` added (new-kinds.json).
 */
export const CORPUS: CorpusEntry[] = [
  ...ENGLISH,
  ...ADDRESSES,
  ...MESSY,
  ...SPANISH,
  ...FRENCH,
  ...GERMAN,
  ...(NEW_KINDS as CorpusEntry[]),
];
