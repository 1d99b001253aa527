import type { Industry } from '@mainstreet/site';
import { readDescription } from '../src/index';
import { KIND_BY_ID } from '../src/kinds';
import type { KindCase } from './held-out/kinds';

export type Outcome = 'right' | 'neutral' | 'wrong';

/**
 * How the composer read a description's trade: `right` is the expected kind (or, where none fits,
 * no kind and an industry whose copy reads right), `neutral` no kind and neutral copy, `wrong` another
 * trade's copy.
 */
export function kindOutcome(c: KindCase): { outcome: Outcome; kind?: string; industry: Industry } {
  const reading = readDescription({ prompt: c.prompt });
  const kind = reading.kind?.id;
  const expected = c.kind === null ? [] : [c.kind].flat();
  const fitting = new Set<Industry>([
    'other',
    ...c.industries,
    ...expected.map((id) => KIND_BY_ID.get(id)?.industry ?? 'other'),
  ]);
  const neutral = !kind && fitting.has(reading.industry);
  let outcome: Outcome = 'wrong';
  if (kind && expected.includes(kind)) outcome = 'right';
  else if (neutral) outcome = c.kind === null ? 'right' : 'neutral';
  return { outcome, kind, industry: reading.industry };
}
