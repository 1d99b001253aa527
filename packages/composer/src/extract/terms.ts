import { CATALOGS } from '../catalog/load';
import { wordsOf } from '../catalog/words';

// The words this file reads descriptions with: copy/detect/terms.json, the day words of hours.json and
// copy/<lang>/detect/terms.json.
const WORDS = CATALOGS.detect.terms;
const DAYS = CATALOGS.detect.hours;

const alternatives = (words: string[]) => words.map((w) => w.replace(/\s+/g, '\\s+')).join('|');
// Whole day names only ("Thursdays", "jeudi", "martes", "Mittwoch"): "Mo" or "sa" alone is too often something else.
const DAY_NAME = [
  ...DAYS.monday,
  ...DAYS.tuesday,
  ...DAYS.wednesday,
  ...DAYS.thursday,
  ...DAYS.friday,
  ...DAYS.saturday,
  ...DAYS.sunday,
].filter((w) => w.length >= 5);
const DAY = String.raw`(?<!\p{L})(?:${alternatives(DAY_NAME)})s?(?!\p{L})`;
const CLOCK = String.raw`(?<![\d.,])(?:\d{1,2}[:.h]\d{2}|\d{1,2}\s*(?:a\.?m\.?|p\.?m\.?|h|${wordsOf('terms', 'clockSuffixes').join('|')})(?!\p{L}))`;
const MONTH = String.raw`(?<!\p{L})(?:${alternatives(WORDS.months)})(?!\p{L})`;

/** A weekly schedule (a day with a time, or "every Thursday"), a season, a minimum stay, a capacity or a term. */
const TERM = new RegExp(
  [
    `${DAY}[^.;!?]{0,40}?${CLOCK}`,
    String.raw`(?:${alternatives(DAYS.daily)})\s+(?:${alternatives(WORDS.clockLeads)})\s+${CLOCK}`,
    String.raw`(?<!\p{L})(?:${alternatives(WORDS.everyWords)})\s+${DAY}`,
    String.raw`${MONTH}\s*(?:${alternatives(WORDS.monthLinks)})\s*${MONTH}`,
    String.raw`(?<!\p{L})(?:${WORDS.stayWords.join('|')})(?!\p{L})`,
    String.raw`(?<!\p{L})(?:${WORDS.termWords.join('|')})(?!\p{L})`,
  ].join('|'),
  'iu',
);

// Clauses: sentences, then their parts between commas, semicolons and dashes.
const CLAUSE_END = /(?<=[.!?])\s+|[\n;]|[.!?]+(?=\s|$)|\s[-–—|]\s|,\s+|\s\(|\)|:\s+/u;
const wordsIn = (clause: string) => clause.split(/\s+/).filter(Boolean).length;

/**
 * The owner's schedules and terms, each the clause it stands in, verbatim ("Public classes every
 * Friday and Saturday at 7pm", "Open April to October", "3-night minimum stay", "für 2–4 Personen",
 * "10-week terms"); at most four. Clauses inside the opening hours or an offer already read are
 * left to those; a clause holding the hours with the owner's words around them is kept.
 */
export function findTerms(text: string, hours: string | undefined, known: string[] = []): string[] {
  const facts = [hours, ...known].filter((k): k is string => Boolean(k));
  const found: string[] = [];
  for (const raw of text.split(CLAUSE_END)) {
    const clause = (raw ?? '').replace(/^[\s:*•·-]+|[\s.!?:,]+$/gu, '');
    if (!clause || !TERM.test(clause) || wordsIn(clause) > 12 || clause.length > 90) continue;
    // The hours inside a longer clause of the owner's stay with it ("Wir proben jeden Mittwoch von …").
    if (facts.some((f) => f.includes(clause) || (clause.includes(f) && f !== hours))) continue;
    if (!found.some((f) => f.includes(clause) || clause.includes(f))) found.push(clause);
  }
  return found.slice(0, 4);
}

const PLACE = String.raw`(?:(?:${wordsOf('terms', 'placeArticles').join('|')})\s+)?\p{Lu}[\p{L}’'-]+(?:\s+(?:(?:${wordsOf('terms', 'placeParticles').join('|')})\s+)?\p{Lu}[\p{L}’'-]+){0,2}`;
const TOWNS = new RegExp(
  String.raw`(?<!\p{L})(?:${alternatives(WORDS.townLeads)})\s+(${PLACE}(?:,\s+${PLACE})*,?\s+(?:${alternatives(WORDS.townAnds)})\s+${PLACE})`,
  'u',
);

/**
 * The towns or areas served when the owner lists two or more ("for Boulder, Longmont and
 * Louisville", "en Valencia, Paterna y Burjassot", "in Hannover, Garbsen und Laatzen"), verbatim.
 */
export function findTowns(text: string): string | undefined {
  return TOWNS.exec(text)?.[1];
}
