import { CATALOGS } from './catalog/load';

// The little words of the four languages: copy/detect/owner-words.json.
const STOP_WORDS = new Set(CATALOGS.detect['owner-words'].stopWords);

// A sentence three quarters of whose words of meaning an earlier one holds says nothing new.
const CONTAINED = 0.75;

/** A sentence's words of meaning, in lower case, without accents, hyphens read as spaces ("call-out" → "call", "out"). */
function meaningOf(sentence: string): Set<string> {
  const plain = sentence.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return new Set((plain.match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !STOP_WORDS.has(w)));
}

/**
 * Whether the sentence says again what one of `shown` says: two words of meaning or more, and
 * (nearly) all of them in one sentence shown before it ("No call-out fee." after "No call out fee.",
 * "Coro gospel de unas 40 voces." after "Coro gospel de unas 40 personas en Santiago.").
 */
export function repeats(sentence: string, shown: string[]): boolean {
  const words = meaningOf(sentence);
  if (words.size < 2) return false;
  return shown.some((earlier) => {
    const before = meaningOf(earlier);
    const held = [...words].filter((w) => before.has(w)).length;
    return held >= CONTAINED * words.size;
  });
}

/**
 * The lines (each a sentence of the owner's, or a few) without one that says again what a line of
 * `shown`, or a line above it, said, nor one that a later line says again with more; the owner's
 * sentences are never cut apart.
 */
export function withoutRepeats(lines: string[], shown: string[] = []): string[] {
  const said = [...shown];
  const kept: string[] = [];
  for (const line of lines) {
    if (repeats(line, said)) continue;
    said.push(line);
    // A line that says all a kept one said and more ("…every job, fully insured." after "…every
    // job.") takes its place.
    const fuller = kept.findIndex((earlier) => repeats(earlier, [line]));
    if (fuller >= 0) kept[fuller] = line;
    else kept.push(line);
  }
  return kept;
}
