/**
 * Prints how often the composer's reader gets the business name and the place right, on round 1's
 * labelled descriptions and on the corpus (names only: the corpus labels no places).
 * Run: npx tsx --tsconfig packages/site/tsconfig.json packages/composer/test/names/measure.ts [--list]
 */
import { extractFacts } from '../../src/extract/facts';
import { CORPUS } from '../corpus';
import { FIXTURES } from '../fixtures';
import { roundOne } from './round-1';
import { roundTwo } from './round-2';

type NameOutcome = 'right' | 'none' | 'missed' | 'wrong';
type PlaceOutcome = 'right' | 'none' | 'wrong';

const bare = (s: string) => s.toLowerCase().replace(/[.!]$/, '');
const same = (a: string, b: string) => bare(a) === bare(b);

/** right: the expected name; none: no name where none is given; missed: none where one is; wrong: any other. */
export function nameOutcome(found: string | undefined, expected: string | null): NameOutcome {
  if (!found) return expected ? 'missed' : 'none';
  // As the corpus test has it: the page's name holds the expected one ("Mama Rosa's kitchen").
  return expected && bare(found).includes(bare(expected)) ? 'right' : 'wrong';
}

/** right: one of the labelled places; none: no place said; wrong: a place that is not one of them. */
export function placeOutcome(found: string | undefined, expected: string[]): PlaceOutcome {
  if (!found) return 'none';
  return expected.some((p) => same(p, found)) ? 'right' : 'wrong';
}

function count<T extends string>(outcomes: T[]): Record<T, number> {
  const counts = {} as Record<T, number>;
  for (const o of outcomes) counts[o] = (counts[o] ?? 0) + 1;
  return counts;
}

const list = process.argv.includes('--list');
const measureRound = (set: ReturnType<typeof roundOne>) =>
  set.map((d) => {
    const facts = extractFacts(d.description, d.language);
    const name = nameOutcome(facts.name, d.name);
    const place = placeOutcome(facts.location, d.places);
    if (list && (name === 'wrong' || name === 'missed' || place !== 'right'))
      console.log(`${d.id}: name ${name} "${facts.name}" · place ${place} "${facts.location}"`);
    return { name, place };
  });
const round = measureRound(roundOne());
const round2 = measureRound(roundTwo());

const labelled = [...CORPUS, ...FIXTURES.map((f) => ({ ...f, language: undefined }))];
const corpus = labelled.map((d) => {
  const facts = extractFacts(d.prompt, d.language);
  const outcome = nameOutcome(facts.name, d.name);
  if (list && (outcome === 'wrong' || outcome === 'missed'))
    console.log(`corpus: name ${outcome} "${facts.name}" (expected "${d.name}") · ${d.prompt.slice(0, 70)}`);
  return outcome;
});
console.log(
  'set        | n   | right name | no name (right) | missed | wrong name | right place | no place | wrong place',
);
for (const [label, set] of [
  ['round 1', round],
  ['round 2', round2],
] as const) {
  const r = count(set.map((o) => o.name));
  const p = count(set.map((o) => o.place));
  console.log(
    `${label}    | ${set.length}  | ${r.right ?? 0} | ${r.none ?? 0} | ${r.missed ?? 0} | ${r.wrong ?? 0} | ${p.right ?? 0} | ${p.none ?? 0} | ${p.wrong ?? 0}`,
  );
}
const c = count(corpus);
console.log(
  `corpus     | ${corpus.length} | ${c.right ?? 0} | ${c.none ?? 0} | ${c.missed ?? 0} | ${c.wrong ?? 0} | – | – | –`,
);
