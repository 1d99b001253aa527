import { FONT_PAIRS, type FontPair, type Industry, TONES } from '@mainstreet/site/model';
import { CATALOGS } from '../catalog/load';

// The words that tell a warm trade (bread, cheese, flowers, wood, wine) from a cool one (tax, locks, snow).
const WORDS = CATALOGS.detect['choose-tone'];
const literal = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const words = (list: readonly string[]) =>
  new RegExp(`(?<![\\p{L}])(?:${list.map(literal).join('|')})`, 'giu');
const WARM_WORDS = words(WORDS.warmWords);
const COOL_WORDS = words(WORDS.coolWords);

export type Mood = 'warm' | 'cool' | 'even';

/** Whether the owner's words are of a warm trade (food, flowers, a craft) or a cool one (an office, a repair). */
export function moodOf(prompt: string): Mood {
  const warm = prompt.match(WARM_WORDS)?.length ?? 0;
  const cool = prompt.match(COOL_WORDS)?.length ?? 0;
  return warm > cool ? 'warm' : cool > warm ? 'cool' : 'even';
}

/** Tones by mood; the greens of nature suit either (copy/detect/choose-tone.json). */
const WARM = WORDS.warmTones;
const COOL = WORDS.coolTones;
const EITHER = WORDS.eitherTones;

/** Tones that suit the same businesses as each tone, of its mood: two sites of one kind need not share one. */
const SIBLINGS: Record<string, string[]> = {
  terracotta: ['amber', 'sand'],
  amber: ['terracotta', 'brick'],
  brick: ['terracotta', 'amber'],
  rose: ['plum', 'sand'],
  sand: ['terracotta', 'amber'],
  plum: ['rose', 'brick'],
  sage: ['forest', 'sand'],
  forest: ['sage', 'teal'],
  stone: ['sand', 'graphite'],
  navy: ['harbor', 'teal'],
  ocean: ['harbor', 'teal'],
  harbor: ['navy', 'ocean'],
  teal: ['forest', 'harbor'],
  graphite: ['midnight', 'stone'],
  midnight: ['graphite', 'plum'],
  violet: ['plum', 'ocean'],
};

/** The tones of an industry whose kind the composer did not recognise; an unknown business gets any. */
const INDUSTRY_TONES: Partial<Record<Industry, string[]>> = {
  restaurant: ['terracotta', 'brick', 'amber', 'sand', 'rose'],
  healthcare: ['teal', 'harbor', 'sage', 'ocean'],
  retail: ['plum', 'terracotta', 'sage', 'violet', 'sand'],
  fitness: ['amber', 'brick', 'teal', 'graphite'],
  professional: ['navy', 'harbor', 'teal', 'stone', 'forest'],
  education: ['forest', 'sage', 'harbor', 'amber'],
  technology: ['violet', 'ocean', 'graphite'],
  beauty: ['rose', 'plum', 'sage', 'sand'],
  'real-estate': ['sand', 'stone', 'navy'],
  creative: ['midnight', 'graphite', 'plum', 'stone', 'terracotta'],
  legal: ['navy', 'stone', 'forest'],
  finance: ['navy', 'forest', 'stone', 'harbor'],
  automotive: ['graphite', 'brick', 'amber'],
  construction: ['amber', 'terracotta', 'harbor', 'forest', 'brick'],
  entertainment: ['midnight', 'plum', 'brick'],
  travel: ['ocean', 'sand', 'teal', 'forest'],
  manufacturing: ['stone', 'graphite', 'amber'],
  'non-profit': ['forest', 'sage', 'terracotta'],
  government: ['navy', 'harbor', 'forest'],
};
const ANY = WORDS.anyTones;

/**
 * The tones a site may take: its kind's tone and that tone's siblings, else its industry's; narrowed
 * to the mood of the owner's words, so a cheese shop of no known kind is never navy.
 */
export function toneChoices(kindTone: string | undefined, industry: Industry, mood: Mood): string[] {
  const pool = kindTone ? [kindTone, ...(SIBLINGS[kindTone] ?? [])] : (INDUSTRY_TONES[industry] ?? ANY);
  if (mood === 'even') return pool;
  const suits = mood === 'warm' ? [...WARM, ...EITHER] : [...COOL, ...EITHER];
  const kept = pool.filter((t) => suits.includes(t));
  return (kept.length > 0 ? kept : mood === 'warm' ? WARM : COOL).filter((t) => t in TONES);
}

/** Type pairs by mood: a warm trade's faces are softer or bookish, a cool one's plainer. */
const known: readonly string[] = FONT_PAIRS;
const fontPairs = (list: readonly string[]) => list.filter((p): p is FontPair => known.includes(p));
const MOOD_TYPE: Record<Mood, FontPair[]> = {
  warm: fontPairs(WORDS.warmTypes),
  cool: fontPairs(WORDS.coolTypes),
  even: fontPairs(WORDS.evenTypes),
};

/** The type pairs of `pairs` (else any) that suit the mood of the owner's words. */
export function typeChoices(mood: Mood, pairs: readonly FontPair[] = MOOD_TYPE.even): FontPair[] {
  const kept = pairs.filter((p) => MOOD_TYPE[mood].includes(p));
  return kept.length > 0 ? kept : MOOD_TYPE[mood];
}
