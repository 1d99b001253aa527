import { ADDRESSES } from './addresses';
import { ENGLISH } from './english';
import { FRENCH } from './french';
import { GERMAN } from './german';
import { MESSY } from './messy';
import { SPANISH } from './spanish';
import type { CorpusEntry } from './types';

export type { CorpusEntry } from './types';

/** Every description of the corpus (issue 15): English, messy, addressed, Spanish, French and German. */
export const CORPUS: CorpusEntry[] = [...ENGLISH, ...ADDRESSES, ...MESSY, ...SPANISH, ...FRENCH, ...GERMAN];
