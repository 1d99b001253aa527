import { CATALOGS } from '../catalog/load';
import { iconSet } from './icon-set';

// Words owners use for what they sell, mapped to the icon that shows it (copy/icons.json `words`,
// patterns of lower-case words). Checked before lucide's own tags, which describe icons for software
// ("wrench": settings) more than for shops.
const WORD_LIST: [RegExp, string[]][] = CATALOGS.icons.words.map((w) => [new RegExp(w.pattern), w.icons]);

/** A word edge that knows accented letters (JavaScript's `\\b` takes "é" for a gap). */
const EDGE = '(?:(?<![\\p{L}\\p{N}])(?=[\\p{L}\\p{N}])|(?<=[\\p{L}\\p{N}])(?![\\p{L}\\p{N}]))';

/** Each pattern matches from the start of a word only: "dale" is no ale, "start" no tart, "chair" no hair. */
const WORDS: [RegExp, string[]][] = WORD_LIST.map(([pattern, icons]) => [
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern.source.replaceAll('\\b', EDGE)})`, 'u'),
  icons,
]);

/** The icons each industry shows when the words name nothing more specific. */
const INDUSTRY: Record<string, string[]> = CATALOGS.icons.industries;

/** Words too common to say what a picture shows, though lucide tags some icons with them. */
const STOP = new Set(CATALOGS.icons.stop);

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFC')
    .split(/[^\p{L}\p{N}&-]+/u)
    .filter((w) => w.length > 2 && !STOP.has(w));

/** The icons the curated words name, in the order the text names them. */
function namedIcons(text: string): string[] {
  const lower = ` ${text.toLowerCase()} `;
  // What the text names first is what the business is ("dog grooming … nail trims" is dogs).
  return WORDS.map(([pattern, icons]) => ({ at: lower.search(pattern), icons }))
    .filter((m) => m.at >= 0)
    .sort((a, b) => a.at - b.at)
    .flatMap((m) => m.icons);
}

/** Icons whose name or lucide tags match a word of the text, best first. */
function taggedIcons(text: string): string[] {
  const { nodes, tags } = iconSet();
  const scores = new Map<string, number>();
  for (const word of words(text)) {
    const stem = word.replace(/(es|s)$/, '');
    if (nodes[word]) scores.set(word, (scores.get(word) ?? 0) + 3);
    if (nodes[stem]) scores.set(stem, (scores.get(stem) ?? 0) + 3);
    for (const [name, list] of Object.entries(tags)) {
      if (list.includes(word) || list.includes(stem)) scores.set(name, (scores.get(name) ?? 0) + 1);
    }
  }
  return [...scores].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name]) => name);
}

/** Icons in order of fit for a text: curated words first, then icon names and lucide's tags. */
export function iconsFor(text: string): string[] {
  const { nodes } = iconSet();
  return [...new Set([...namedIcons(text), ...taggedIcons(text)])].filter((name) => nodes[name]);
}

/**
 * Picks an icon per slot so that no two on one site are the same: each slot takes its best fit
 * not yet used, then its industry's icons, so three cakes on one page become three pictures.
 * A card names one thing, so lucide's tags read it well; a hero or about text is the business's
 * name and headline, where a tag match is a place or a pun ("Bath" is a bathtub, "Fade Kings" a
 * crown), so those take the industry's icons before any tag.
 */
export function pickIcons(
  slots: { text: string; title?: string; industry?: string; isCard?: boolean }[],
): string[] {
  const { nodes } = iconSet();
  const used = new Set<string>();
  return slots.map(({ text, title = text, industry, isCard = true }) => {
    const fallback = INDUSTRY[industry ?? 'other'] ?? INDUSTRY.other;
    // Lucide's tags are broad ("care": a bandage, "family": an address book): only a title's words count.
    const order = isCard
      ? [...namedIcons(text), ...taggedIcons(title), ...fallback]
      : [...namedIcons(text), ...fallback, ...taggedIcons(title)];
    const choice = [...order, ...INDUSTRY.other].find((name) => nodes[name] && !used.has(name));
    const icon = choice ?? fallback[0];
    used.add(icon);
    return icon;
  });
}

/** The industry's own icons, for the small supporting icons around the main one. */
export function industryIcons(industry: string | undefined): string[] {
  return INDUSTRY[industry ?? 'other'] ?? INDUSTRY.other;
}
