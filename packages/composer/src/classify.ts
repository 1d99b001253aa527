import type { Industry } from '@mainstreet/site/model';
import { CATALOGS } from './catalog/load';
import { wordsOf } from './catalog/words';

// And copy/<lang>/detect/classify.json: the endings of a plural and of a word that only looks like one.
const PLURAL_ENDING = new RegExp(`(?:${wordsOf('classify', 'pluralEndings').join('|')})$`);
const NOT_PLURAL = new RegExp(`(?:${wordsOf('classify', 'notPluralEndings').join('|')})$`);

// Words that point to an industry (copy/industry-words.json); a phrase of several words counts more than a single word.
const KEYWORDS = CATALOGS.industryWords as Record<Exclude<Industry, 'other'>, string[]>;

type Hit = { industry: Industry; weight: number };

const WORDS = new Map<string, Hit[]>();
const PHRASES: Array<{ phrase: string } & Hit> = [];
const STEMS: Array<{ stem: string } & Hit> = [];
for (const [industry, words] of Object.entries(KEYWORDS) as Array<[Industry, string[]]>) {
  for (const word of words) {
    // A trailing * marks a stem ("dermatolog*"); a phrase of several words counts more.
    if (word.endsWith('*')) STEMS.push({ stem: word.slice(0, -1), industry, weight: 2 });
    else if (/\s/.test(word)) PHRASES.push({ phrase: word, industry, weight: 3 });
    else WORDS.set(word, [...(WORDS.get(word) ?? []), { industry, weight: 2 }]);
  }
}

const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\d]/u.test(ch);

/** Every keyword hit in the text, with where it starts. */
function findHits(text: string): Array<Hit & { index: number }> {
  const hits: Array<Hit & { index: number }> = [];
  for (const m of text.matchAll(/[\p{L}\d&'’-]+/gu)) {
    const token = m[0];
    const index = m.index ?? 0;
    const forms = [token, token.replace(/s$/, ''), token.replace(PLURAL_ENDING, '')];
    const found = forms.map((f) => WORDS.get(f)).find(Boolean);
    for (const hit of found ?? []) hits.push({ ...hit, index });
    for (const stem of STEMS) if (token.startsWith(stem.stem)) hits.push({ ...stem, index });
  }
  for (const entry of PHRASES) {
    for (let at = text.indexOf(entry.phrase); at >= 0; at = text.indexOf(entry.phrase, at + 1)) {
      let end = at + entry.phrase.length;
      if (text[end] === 's') end++;
      if (!isWordChar(text[at - 1]) && !isWordChar(text[end])) hits.push({ ...entry, index: at });
    }
  }
  return hits;
}

const VOCABULARY = CATALOGS.detect.kinds;
// A capitalised word after "in", "à" or "bei" is a place ("Auto-école … à Tours", "in Bath"), no trade.
const PLACE_BEFORE = new RegExp(`(?:^|\\s)(?:${VOCABULARY.placeBefore.join('|')})\\s+$`, 'iu');
const UNDOING = new RegExp(`^\\s+(?:${VOCABULARY.undoingWords.join('|')})(?![\\p{L}])`, 'iu');
// "helping restaurants and retailers", "for builders, farmers, miners and councils", "for your
// insurance": every customer of the list after "for" or "helping", not the first only.
const PURPOSE = new RegExp(
  `\\s(?:${VOCABULARY.purposeWords.join('|')})\\s+(?:(?:${VOCABULARY.purposeDeterminers.join('|')})\\s+)?(?:[\\p{L}'’-]+(?:,\\s*|\\s+(?:${wordsOf('classify', 'listAnds').join('|')}|&)\\s+))*$`,
  'iu',
);
// Less than one word of the opening clause, or two in passing, is not enough to choose an industry's copy.
const ENOUGH = 3;

/** The industry the words point to, how strongly, on how many words, and where the first stands. */
type IndustryEvidence = { industry: Industry; score: number; hits: number; first: number };

/**
 * Whether the word at `index` names what the next noun is for ("shop signs", "dining chairs"), so
 * the trade is the noun's, not the word's; unless that noun is the business's own ("Sunset Villas
 * offers holiday villas": the villas are the business, and what they are for is its trade).
 */
function isModifier(original: string, text: string, index: number, nameWords: Set<string>): boolean {
  if (/\p{Lu}/u.test(original[index] ?? '')) return false;
  const rest = text.slice(index);
  const head = /^[\p{L}-]+ (\p{Ll}{3,}[^s\W]?s)(?![\p{L}])/u.exec(rest)?.[1];
  if (!head || NOT_PLURAL.test(head)) return false;
  return !nameWords.has(head) && !nameWords.has(head.replace(/s$/, ''));
}

/**
 * The industry a description is about, from its words, with the strength of the evidence; `other`
 * when it is thin (one word in passing: "certificate for insurance" is no finance firm). `name`, the
 * business's name when known, tells which nouns are the business's own.
 */
export function industryEvidence(prompt: string, name?: string): IndustryEvidence {
  const original = prompt.slice(0, 5_000);
  const text = original.toLowerCase();
  const nameWords = new Set(name?.toLowerCase().match(/[\p{L}]+/gu) ?? []);
  const scores = new Map<Industry, IndustryEvidence>();
  for (const { industry, weight, index } of findHits(text)) {
    const isPlace = /\p{Lu}/u.test(original[index] ?? '') && PLACE_BEFORE.test(original.slice(0, index));
    // "Laser tattoo removal" takes tattoos away: no tattoo studio.
    const undone = UNDOING.test(text.slice(index).replace(/^[\p{L}\d&'’-]+/u, ''));
    // "a certificate for insurance", "helping restaurants and retailers": a customer or a purpose is no trade.
    const purpose = PURPOSE.test(text.slice(Math.max(0, index - 80), index));
    const modifier = weight === 2 && isModifier(original, text, index, nameWords);
    if (isPlace || undone || purpose || modifier) continue;
    const entry = scores.get(industry) ?? { industry, score: 0, hits: 0, first: index };
    // Words early in the description ("X is a bakery…") say more than words in passing, the opening clause most.
    entry.score += weight + (index < 120 ? 1 : 0);
    entry.hits++;
    entry.first = Math.min(entry.first, index);
    scores.set(industry, entry);
  }
  let best: IndustryEvidence | undefined;
  for (const entry of scores.values()) {
    if (!best || entry.score > best.score || (entry.score === best.score && entry.first < best.first))
      best = entry;
  }
  if (!best || best.score < ENOUGH) return { industry: 'other', score: best?.score ?? 0, hits: 0, first: -1 };
  return best;
}

/** The industry a description is about, from its words; `other` when the evidence is thin. */
export function classifyIndustry(prompt: string, name?: string): Industry {
  return industryEvidence(prompt, name).industry;
}
