import type { Industry } from '@mainstreet/site';

/**
 * A description written for issue 28's kind check, with the kind a careful reader takes from it:
 * a registry id (or several that would each read right), or null when no kind's copy fits and the
 * site must be written from the owner's words with neutral copy. `industries` are the industries
 * whose bank reads right for a neutral site besides `other`.
 */
export type KindCase = { prompt: string; kind: string | string[] | null; industries: Industry[] };

/** A description of a trade the registry knows. */
export const known = (kind: string | string[], prompt: string): KindCase => ({
  prompt,
  kind,
  industries: [],
});

/** A description no kind's copy fits: neutral copy, industry `other` or one of `industries`. */
export const unknown = (prompt: string, ...industries: Industry[]): KindCase => ({
  prompt,
  kind: null,
  industries,
});
