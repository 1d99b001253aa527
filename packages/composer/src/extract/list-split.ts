import { CATALOGS } from '../catalog/load';
import { wordsOf } from '../catalog/words';
import { placePopulation } from './gazetteer';
import { isPromise } from './offers';

// How a list's items are cut apart and tidied (copy/detect/lists.json): "solo and group walks",
// "Erd-, Feuer- und Seebestattungen", "DVSA approved instructors, male and female".
const WORDS = CATALOGS.detect.lists;
// And copy/<lang>/detect/lists.json: the words that join, open and end a list's items.
const alternativesOf = (list: Parameters<typeof wordsOf<'lists'>>[1]) => wordsOf('lists', list).join('|');
const ANDS = alternativesOf('listAnds');
const ITEM_OPENER = new RegExp(String.raw`^(?:${alternativesOf('itemOpeners')})\s+`, 'i');
const MORE_TAIL = new RegExp(String.raw`\s+(?:${alternativesOf('moreTails')})$`, 'i');
const AND_AT_END = new RegExp(String.raw`\s+(?:${ANDS}|&)\s*$`, 'i');
const AND_AT_START = new RegExp(String.raw`^\s*(?:${ANDS}|&)\s+`, 'i');
// "cours collectifs et privés": the "and" of a noun's two qualifiers, in the languages that put them after.
const QUALIFIER_AND = new RegExp(String.raw`\s(?:${alternativesOf('qualifierAnds')})\s`, 'i');
// A plural or a verb's "-ing" form ("walks", "catering"): a word that names a thing of its own.
const THING_ENDING = new RegExp(`(?:${alternativesOf('thingEndings')})$`);
const isLone = (word: string) => !/\s/.test(word) && !THING_ENDING.test(word);

// Fixed pairs that name one thing, not two ("fish and chips").
export const PAIRS = new RegExp(
  String.raw`^(?:${WORDS.pairFirst.join('|')})\s+(?:${alternativesOf('pairAnds')}|&)\s+(?:${WORDS.pairSecond.join('|')})$`,
  'i',
);
// An item that ends on a word waiting for what was cut out after it ("réservation au", "call us on").
export const DANGLING = new RegExp(String.raw`\s(?:${WORDS.danglingWords.join('|')})$`, 'i');
export const ITEM_ARTICLE = new RegExp(String.raw`^(?:${WORDS.itemArticles.join('|')})\s+`, 'i');

const ITEM_LEAD = new RegExp(String.raw`^(?:${WORDS.itemLeadWords.join('|')})\s+`, 'iu');
const ITEM_TAIL = new RegExp(String.raw`\s+(?:${WORDS.itemTailWords.join('|')})$`, 'iu');

export function cleanItem(raw: string): string {
  return (
    raw
      .replace(/^[\s\-*•·]+/, '')
      .replace(ITEM_OPENER, '')
      .replace(ITEM_LEAD, '')
      .replace(ITEM_ARTICLE, '')
      .replace(/[\s,.;:!?'’"”-]+$/u, '')
      // "Kids (under 12)" keeps its bracket; "(sticky keys)" cut in half does not.
      .replace(/\)+$/u, (close, at: number, all: string) => (all.slice(0, at).includes('(') ? close : ''))
      .replace(ITEM_TAIL, '')
      .replace(MORE_TAIL, '')
      .replace(/\p{Extended_Pictographic}|\u{FE0F}|\u{200D}/gu, '')
      .trim()
  );
}

// "and" in the four languages: "frenos y neumáticos", "mariages et deuil", "Inspektionen und Räder".
const AND = new RegExp(String.raw`\s+(?:${WORDS.ands.join('|')})\s+`, 'i');
// Words that qualify a noun named once for both: "solo and group walks", "residential and commercial cleaning".
const SHARED_HEAD = new RegExp(`^(?:${WORDS.sharedQualifiers.join('|')})$`, 'i');

const SHARED_NOUN = new RegExp(`^(?:${WORDS.sharedHeads.join('|')})$`, 'i');

const PAIR_INSIDE = new RegExp(`\\b${PAIRS.source.slice(1, -1)}\\b`, 'i');
const FOR_SOMEONE = new RegExp(String.raw`\s(?:${WORDS.forWords.join('|')})\s+\S+$`, 'i');

/** "solo and group walks" → "solo walks", "group walks"; other pairs stay as written. */
export function splitPair(last: string): string[] {
  const tail = last.split(AND);
  // "fish and chips" is one dish; otherwise "and" separates items.
  if (PAIRS.test(last.trim())) return [last];
  // "pulled pork and mac and cheese": the dish stays whole among the others.
  const dish = tail.length > 2 ? PAIR_INSIDE.exec(last) : null;
  if (dish) {
    const before = last.slice(0, dish.index).replace(AND_AT_END, '').trim();
    const after = last
      .slice(dish.index + dish[0].length)
      .replace(AND_AT_START, '')
      .trim();
    return [...(before ? splitPair(before) : []), dish[0], ...(after ? splitPair(after) : [])];
  }
  if (tail.length === 2) {
    const [first, second] = tail.map((t) => t.trim());
    const words = second.split(/\s+/);
    // "classes for kids and adults", "clases para niños y adultos": one offer for both.
    if (words.length === 1 && FOR_SOMEONE.test(first)) return [last];
    if (SHARED_HEAD.test(first) && words.length >= 2 && SHARED_HEAD.test(words[0]))
      return [`${first} ${words.slice(1).join(' ')}`, second];
    // "estate and tax planning", "kitchen and bathroom refits": one word before "and" shares the
    // noun that ends the second ("brisket and pulled pork" does not: pork is no such noun).
    // Nor does a word that names a thing of its own ("cupping and herbal consultations", "brakes and tyre repairs").
    if (isLone(first) && words.length >= 2 && SHARED_NOUN.test(words[words.length - 1]))
      return [`${first} ${words.slice(1).join(' ')}`, second];
    // French and Spanish put the qualifier after: "cours collectifs et privés", "clases individuales y
    // grupales" (two plural adjectives of one noun), but "cambio de aceite y frenos" is two things.
    const head = first.split(/\s+/);
    const qualifier = head[head.length - 1];
    if (
      QUALIFIER_AND.test(last) &&
      head.length === 2 &&
      words.length === 1 &&
      /^\p{Ll}/u.test(second) &&
      /(?:s|x)$/.test(second) &&
      /(?:s|x)$/.test(qualifier) &&
      qualifier.slice(-3) === second.slice(-3)
    )
      return [first, `${head[0]} ${second}`];
  }
  return tail;
}

const COMPOUND_HEAD = new RegExp(`(?:${WORDS.compoundHeads.join('|')})$`, 'iu');

/**
 * "Erd-, Feuer-, See- und Baumbestattungen": German names a compound's head once, so each "Erd-"
 * takes the head the last word ends with ("Erdbestattungen"). A head the catalog does not know
 * leaves only the last word, never a bare "Erd".
 */
function withCompoundHeads(items: string[]): string[] {
  const out: string[] = [];
  let waiting: string[] = [];
  // "See- und Baumbestattungen" in the middle of the list is two of them.
  const pieces = items.flatMap((item) => {
    const split = item.split(AND);
    const hyphens = split.length > 1 && split.slice(0, -1).every((p) => /^\p{L}+-$/u.test(p.trim()));
    // "Privat- und Firmenumzüge" with a head the catalog does not know stays as the owner wrote it.
    return hyphens && COMPOUND_HEAD.test(split[split.length - 1].trim()) ? split : [item];
  });
  for (const item of pieces) {
    const word = item.trim();
    if (/^\p{L}+-$/u.test(word)) {
      waiting.push(word.slice(0, -1));
      continue;
    }
    const head = waiting.length > 0 && !/\s/.test(word) ? COMPOUND_HEAD.exec(word)?.[0] : undefined;
    if (head && head.length < word.length) out.push(...waiting.map((w) => `${w}${head.toLowerCase()}`));
    waiting = [];
    out.push(item);
  }
  return out;
}

// "home, work or college": alternatives of one thing end with "or".
const ALTERNATIVE = new RegExp(String.raw`\s(?:${WORDS.alternativeWords.join('|')})\s+\p{Ll}+$`, 'iu');
const QUALIFIER_ITEM = new RegExp(`^(?:${WORDS.qualifierItems.join('|')})$`, 'iu');

export function splitList(segment: string): string[] {
  const parts = segment.split(/\s*[,;]\s*/).filter(Boolean);
  const last = parts.pop() ?? '';
  const pair = splitPair(last);
  // "spin, barre and HIIT classes": when the last two share their noun, so do the single words before.
  const shared = pair.length === 2 ? /\s(\S+)$/.exec(pair[0])?.[1] : undefined;
  const lone = (p: string) => isLone(p.trim());
  if (shared && pair[1].endsWith(` ${shared}`) && SHARED_NOUN.test(shared) && parts.every(lone))
    return [...parts.map((p) => `${p.trim()} ${shared}`), ...pair];
  const items = withCompoundHeads([...parts, ...pair]);
  // "DVSA approved instructors, male and female", "Pick up from home, work or college": single
  // lower-case words after a longer phrase qualify its last word; the whole is one thing.
  const [first, ...rest] = items;
  if (
    rest.length >= 2 &&
    first.trim().split(/\s+/).length >= 3 &&
    !AND.test(first) &&
    rest.every((item) => /^\p{Ll}+$/u.test(item.trim())) &&
    (ALTERNATIVE.test(segment) || rest.every((item) => QUALIFIER_ITEM.test(item.trim())))
  )
    return [segment.trim()];
  return items;
}
/**
 * "Manchester" among "personal tax returns, bookkeeping and payroll": a capitalised name where the
 * owner's other items are lower case is a place or a name, not an offering. German capitalises
 * every noun, so a list with no lower-case item keeps them all; so does a sentence's first word.
 */
export function withoutProperNames(items: string[], keepFirst: boolean): string[] {
  const isTitled = (i: string) =>
    i
      .trim()
      .split(/\s+/)
      .filter((w) => /\p{L}/u.test(w))
      .every((w) => /^\p{Lu}\p{Ll}/u.test(w));
  if (!items.some((i) => /^\p{Ll}/u.test(i.trim()))) return items;
  // "Agas", "Invisalign" among "wood burners", "fillings": one word no gazetteer knows is a make, not a place.
  const isThing = (i: string) => /^\p{Lu}\p{Ll}+$/u.test(i.trim()) && placePopulation(i.trim()) === undefined;
  return items.filter((i, n) => (keepFirst && n === 0) || !isTitled(i) || isThing(i));
}

/** "Personal training and group classes": two noun phrases of two to four words make a list of two. */
export const isNounPhrase = (item: string) => {
  const words = item.trim().split(/\s+/);
  return (
    words.length >= 2 &&
    words.length <= 4 &&
    !/\d/.test(item) &&
    THING_ENDING.test(words[words.length - 1]) &&
    !isPromise(item)
  );
};
