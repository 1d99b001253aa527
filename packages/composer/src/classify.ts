import type { Industry } from '@mainstreet/site';
import { CATALOGS } from './catalog/load';

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
    const forms = [token, token.replace(/s$/, ''), token.replace(/es$/, '')];
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
const PURPOSE = new RegExp(`\\s(?:${VOCABULARY.purposeWords.join('|')})\\s+$`, 'iu');
// Less than one word of the opening clause, or two in passing, is not enough to choose an industry's copy.
const ENOUGH = 3;

/**
 * The industry a description is about, from its words; `other` when the evidence is thin (one word
 * in passing: "certificate for insurance" is no finance firm).
 */
export function classifyIndustry(prompt: string): Industry {
  const original = prompt.slice(0, 5_000);
  const text = original.toLowerCase();
  const scores = new Map<Industry, { score: number; first: number }>();
  for (const { industry, weight, index } of findHits(text)) {
    const isPlace = /\p{Lu}/u.test(original[index] ?? '') && PLACE_BEFORE.test(original.slice(0, index));
    // "Laser tattoo removal" takes tattoos away: no tattoo studio.
    const undone = UNDOING.test(text.slice(index).replace(/^[\p{L}\d&'’-]+/u, ''));
    // "a certificate for insurance": what a job is for is no trade.
    const purpose = PURPOSE.test(text.slice(Math.max(0, index - 12), index));
    // "hand painted shop signs", "dining chairs": a word naming what another noun is for, not the trade.
    const modifier =
      !/\p{Lu}/u.test(original[index] ?? '') &&
      /^[\p{L}-]+ \p{Ll}{3,}[^s\W]?s(?![\p{L}])/u.test(text.slice(index)) &&
      !/^[\p{L}-]+ \p{Ll}+ss(?![\p{L}])/u.test(text.slice(index));
    if (isPlace || undone || purpose || (modifier && weight === 2)) continue;
    const entry = scores.get(industry) ?? { score: 0, first: index };
    // Words early in the description ("X is a bakery…") say more than words in passing, the opening clause most.
    entry.score += weight + (index < 120 ? 1 : 0);
    entry.first = Math.min(entry.first, index);
    scores.set(industry, entry);
  }
  let best: Industry = 'other';
  let bestEntry = { score: 0, first: Number.POSITIVE_INFINITY };
  for (const [industry, entry] of scores) {
    if (entry.score > bestEntry.score || (entry.score === bestEntry.score && entry.first < bestEntry.first)) {
      best = industry;
      bestEntry = entry;
    }
  }
  return bestEntry.score >= ENOUGH ? best : 'other';
}
