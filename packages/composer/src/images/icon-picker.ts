import { CATALOGS } from '../catalog/load';
import { wordsOf } from '../catalog/words';
import { onFirstUse } from '../on-first-use';
import { iconSet } from './icon-set';

/** A word edge that knows accented letters (JavaScript's `\\b` takes "é" for a gap). */
const EDGE = '(?:(?<![\\p{L}\\p{N}])(?=[\\p{L}\\p{N}])|(?<=[\\p{L}\\p{N}])(?![\\p{L}\\p{N}]))';

// Words owners use for what they sell, mapped to the icon that shows it (copy/icons.json `words`,
// patterns of lower-case words). Checked before lucide's own tags, which describe icons for software
// ("wrench": settings) more than for shops. Each pattern matches from the start of a word only: "dale"
// is no ale, "start" no tart, "chair" no hair. Compiled on the first pick, not at import: hundreds of
// Unicode patterns.
const wordPatterns: () => [RegExp, string[]][] = onFirstUse(() =>
  CATALOGS.icons.words.map((w) => [
    new RegExp(`(?<![\\p{L}\\p{N}])(?:${new RegExp(w.pattern).source.replaceAll('\\b', EDGE)})`, 'u'),
    w.icons,
  ]),
);

/** The icons each industry shows when the words name nothing more specific. */
const INDUSTRY: Record<string, string[]> = CATALOGS.icons.industries;

/** Each kind's own subjects, best first (copy/icons.json `kinds`). */
const KIND: Record<string, string[]> = CATALOGS.icons.kinds;

/** Icons any business may show. */
const NEUTRAL: string[] = CATALOGS.icons.neutral;

/** Every subject of an industry's kinds, for a site of that industry whose kind is not known. */
const INDUSTRY_KINDS = new Map<string, string[]>();
for (const { id, industry } of CATALOGS.registry) {
  INDUSTRY_KINDS.set(industry, [...(INDUSTRY_KINDS.get(industry) ?? []), ...(KIND[id] ?? [])]);
}

/**
 * What a site of this kind (or, without one, this industry) may show, best first: the kind's own
 * subjects, then its industry's, then neutral ones. Undefined for a business of no known trade,
 * whose pictures come from its own words alone.
 */
export function subjectIcons(kind: string | undefined, industry: string | undefined): string[] | undefined {
  const own = kind ? KIND[kind] : undefined;
  if (own) return [...new Set([...own, ...(INDUSTRY[industry ?? ''] ?? []), ...NEUTRAL])];
  if (!industry || industry === 'other') return undefined;
  // A trade without its kind: its industry's icons first, then any of its kinds' subjects.
  return [...new Set([...(INDUSTRY[industry] ?? []), ...(INDUSTRY_KINDS.get(industry) ?? []), ...NEUTRAL])];
}

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
  return wordPatterns()
    .map(([pattern, icons]) => ({ at: lower.search(pattern), icons }))
    .filter((m) => m.at >= 0)
    .sort((a, b) => a.at - b.at)
    .flatMap((m) => m.icons);
}

// The icons' names and tags are English: a plural ending comes off ("cakes" → "cake").
const PLURAL_ENDING = new RegExp(`(?:${wordsOf('icons', 'pluralEndings').join('|')})$`);

/** Icons whose name or lucide tags match a word of the text, best first. */
function taggedIcons(text: string): string[] {
  const { nodes, tags } = iconSet();
  const scores = new Map<string, number>();
  for (const word of words(text)) {
    const stem = word.replace(PLURAL_ENDING, '');
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
 * Picks an icon per slot so that no two on one site are the same. First each card takes the thing
 * its words name first (a card named "Croissants" a croissant); then the hero and about take what
 * their words name, the cards their next named things; then the hero and about, and after them
 * the cards that named nothing, take the kind's icons, then the industry's. A card names one thing, so lucide's tags read it well; a hero or about text is the
 * business's name and headline, where a tag match is a place or a pun ("Bath" is a bathtub, "Fade
 * Kings" a crown), so there tags come last. Whatever the words say, a site of a known trade shows
 * only its trade's subjects: "suit" in a law firm is no T-shirt, "bar" in a sushi bar no martini.
 */
export function pickIcons(
  slots: { text: string; title?: string; industry?: string; kind?: string; isCard?: boolean }[],
): string[] {
  const { nodes } = iconSet();
  const used = new Set<string>();
  const picked: (string | undefined)[] = slots.map(() => undefined);
  const plans = slots.map(({ text, title = text, industry, kind, isCard = true }) => {
    const subjects = subjectIcons(kind, industry);
    const fallback = subjects ?? [...(INDUSTRY[industry ?? 'other'] ?? INDUSTRY.other), ...INDUSTRY.other];
    const fits = (name: string) => Boolean(nodes[name]) && (!subjects || subjects.includes(name));
    // Lucide's tags are broad ("care": a bandage, "family": an address book): only a title's words count.
    const named = isCard ? [...namedIcons(text), ...taggedIcons(title)] : namedIcons(text);
    const rest = isCard ? fallback : [...fallback, ...taggedIcons(title)];
    return { isCard, named: named.filter(fits), rest: rest.filter(fits), fallback };
  });
  const take = (i: number, list: string[]) => {
    const icon = list.find((name) => !used.has(name));
    if (icon) used.add(icon);
    picked[i] = icon;
  };
  const heroFirst = [...plans.keys()].sort((a, b) => Number(plans[a].isCard) - Number(plans[b].isCard));
  for (const [i, plan] of plans.entries()) if (plan.isCard) take(i, plan.named.slice(0, 1));
  for (const i of heroFirst) if (!picked[i]) take(i, plans[i].named);
  for (const i of heroFirst) if (!picked[i]) take(i, plans[i].rest);
  return picked.map((icon, i) => icon ?? plans[i].fallback[0]);
}

/** The industry's own icons, for the small supporting icons around the main one. */
export function industryIcons(industry: string | undefined): string[] {
  return INDUSTRY[industry ?? 'other'] ?? INDUSTRY.other;
}
