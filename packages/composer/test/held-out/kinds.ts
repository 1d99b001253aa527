import type { KindCase } from './kind-case';
import { KINDS_CONFUSABLE } from './kinds-confusable';
import { KINDS_ENGLISH } from './kinds-english';
import { KINDS_EUROPE } from './kinds-europe';

export type { KindCase } from './kind-case';

/**
 * Descriptions written for issue 28's "know when you do not know the trade", never taken from the
 * issue's examples. Every third one of each file is the final check: it was run once before the
 * chooser changed and once at the end, never tuned against.
 */
export const KIND_CASES: KindCase[] = [...KINDS_ENGLISH, ...KINDS_EUROPE, ...KINDS_CONFUSABLE];

const third = (cases: KindCase[]) => cases.filter((_, i) => i % 3 === 2);

/** The final third: held back from tuning. */
export const FINAL_CASES = new Set([
  ...third(KINDS_ENGLISH),
  ...third(KINDS_EUROPE),
  ...third(KINDS_CONFUSABLE),
]);
