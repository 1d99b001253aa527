import { CATALOGS } from './catalog/load';
import { capitaliseFirst } from './text';
import type { Facts } from './types';

// The words this file reads descriptions with: copy/detect/owner-words.json.
const WORDS = CATALOGS.detect['owner-words'];
const CONTACT_WORDS = new Set(WORDS.contactWords);
const STOP_WORDS = new Set(WORDS.stopWords);
const LIST_WORDS = new Set(WORDS.listWords);

/**
 * What the page says in the owner's own words: `lead` is what the business is ("Family-run pizzeria
 * in Austin, TX"), the name cut from its front; `story` the owner's other sentences, each as written
 * (trimmed, capitalised, closed with a stop), without contact details the page shows elsewhere and
 * without sentences that only list what the services block already shows.
 */
export type OwnerWords = { lead?: string; story: string[] };

// Stands for a contact detail cut out of a sentence: the clause around it is then judged without it.
const CUT = '\u241f';
const URL = /\b(?:https?:\/\/|www\.)[^\s<>"]+[^\s<>".,;:!?)]/giu;

/** A text's words of meaning: letters (and years), lower case, without the little words of the four languages. */
export function contentWords(text: string): string[] {
  // Numbers that say something alone count too: a year, "24/7", "24hr".
  return (
    text.toLowerCase().match(/[\p{L}][\p{L}'’-]*[\p{L}]|\b\d{4}\b|\b\d+(?:\/\d+|\p{L}+)\b/gu) ?? []
  ).filter((w) => !STOP_WORDS.has(w));
}

function escapePattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const NOT_SERVICE = new RegExp(String.raw`(?<![\p{L}])(?:${WORDS.notServices.join('|')})\W*$`, 'iu');

/**
 * A listed "service" that is no service: a contact word ("text"), a place ("harbour road area"), a
 * time of day ("mornings"): ending in such a word ("Evening classes" is a service), or the kind itself ("window cleaner"). Such words stay in the owner's
 * sentences instead, where they read as written.
 */
export function isNoService(item: string, kind: string | undefined): boolean {
  const words = contentWords(item);
  if (words.length === 0 || words.every((w) => CONTACT_WORDS.has(w))) return true;
  if (NOT_SERVICE.test(item)) return true;
  return Boolean(kind && contentWords(kind).join(' ') === words.join(' '));
}

/** The description with every contact detail, link and the hours replaced by a marker. */
function withDetailsCut(prompt: string, facts: Facts): string {
  const details = [...facts.addresses, ...facts.emails, ...facts.phones, facts.hours]
    .filter((d): d is string => Boolean(d?.trim()))
    .sort((a, b) => b.length - a.length);
  // The same bounded window the fact readers use (extract/facts.ts): pathological input stays fast.
  let text = prompt.normalize('NFC').slice(0, 5_000).replace(URL, CUT);
  for (const detail of details) text = text.replaceAll(detail, CUT);
  return text;
}

/** Sentences and list lines: at stops, new lines, bullets, semicolons and spaced dashes. */
// No sentence ends at a title's or a short form's stop ("Dr. Amy Cole", "St. Albans", "e.g. tiles").
const ABBREVIATION = new RegExp(String.raw`(?:^|[\s(])(?:${WORDS.abbreviations.join('|')})\.$`, 'iu');
const SPLIT = /(?<=[.!?])\s+|\n+|\s+[•·|]\s+|\s*;\s*|\s+[–—-]\s+/u;

function piecesOf(text: string): string[] {
  const pieces: string[] = [];
  let rest = text;
  let carried = '';
  for (let m = SPLIT.exec(rest); m; m = SPLIT.exec(rest)) {
    const head = carried + rest.slice(0, m.index);
    rest = rest.slice(m.index + m[0].length);
    // A stop after a short form joins the next words instead of ending the sentence.
    if (/\.$/.test(head) && ABBREVIATION.test(head) && /^\s+$/.test(m[0])) carried = `${head} `;
    else {
      pieces.push(head);
      carried = '';
    }
  }
  pieces.push(carried + rest);
  return pieces.map((p) => p.trim()).filter(Boolean);
}

/** Words at a clause's edges that only led to a detail cut out ("call us on", "or"): trimmed away. */
function trimContactEdges(clause: string, front = true): string {
  const words = clause.split(/\s+/).filter(Boolean);
  const isEdge = (w: string) => {
    const bare = w.toLowerCase().replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, '');
    return bare === '' || CONTACT_WORDS.has(bare);
  };
  while (words.length > 0 && isEdge(words[words.length - 1])) words.pop();
  while (front && words.length > 0 && isEdge(words[0])) words.shift();
  return words.join(' ');
}

/**
 * A sentence without the details cut from it: a clause holding one keeps its other words when they
 * say something ("for a free quote"), and goes when they only led to the detail ("Find us at").
 */
function withoutDetails(piece: string): string {
  if (!piece.includes(CUT)) return piece;
  const kept = piece
    .split(/,\s+/)
    .map((clause) => {
      if (!clause.includes(CUT)) return clause;
      // "Record shop at ␟ with over 10,000 records": the words on both sides of the detail stay.
      const [before, ...after] = clause.split(CUT);
      const rest = [trimContactEdges(before, false), ...after.map((a) => trimContactEdges(a))]
        .filter(Boolean)
        .join(' ');
      const meaning = contentWords(rest).filter((w) => !CONTACT_WORDS.has(w));
      return meaning.length >= 2 ? rest : '';
    })
    .filter(Boolean);
  return kept.join(', ');
}

const MAX_SENTENCE = 400;

/** "keys cut while you wait," → "Keys cut while you wait.": a capital, no loose ends, one closing mark. */
export function tidySentence(text: string): string {
  // A run-on line longer than a paragraph ends at the last whole word that fits.
  const long = text.length > MAX_SENTENCE ? `${text.slice(0, MAX_SENTENCE).replace(/\s+\S*$/, '')}…` : text;
  const bare = long
    .replace(/^[^\p{L}\d"'“‘¿¡(]+/u, '')
    .replace(/[\s,;:–—-]+$/u, '')
    .trim();
  if (!bare) return '';
  return capitaliseFirst(/[.!?…\p{Extended_Pictographic}]$/u.test(bare) ? bare : `${bare}.`);
}

/** The lead without the name before it: "Bella Napoli is a family-run pizzeria…" → "Family-run pizzeria…". */
function withoutLeadingName(piece: string, name: string | undefined): string | undefined {
  if (!name) return undefined;
  const verbs = WORDS.nameVerbs.map(escapePattern).join('|');
  const articles = WORDS.articles.join('|');
  // "Bella Napoli is a …", "We are Glow Studio, a …", "Iron Temple Gym:": the name and its verb go;
  // "Luna Yoga Studio offers …" keeps its name, as the sentence needs it.
  const opening = new RegExp(
    String.raw`^(?:(?:${WORDS.nameOpeners.join('|')})\s+)?${escapePattern(name)}(?:\s*$|\s*(?:${verbs})\s*(?:(?:${articles})\s+)?)`,
    'iu',
  );
  const m = opening.exec(piece);
  return m ? piece.slice(m[0].length) : undefined;
}

/** A line made only of list labels and little words ("Services:", "Prices"): never a heading or a name. */
export function isListLabel(line: string): boolean {
  return contentWords(line).every((w) => LIST_WORDS.has(w) || CONTACT_WORDS.has(w));
}

const STREET = new RegExp(String.raw`\s(?:${WORDS.streetWords.join('|')})\.?$`, 'iu');

/** "Fade Street", "Harbour Road": a street read as a name is no name (the facts form asks for one). */
export function isStreetName(name: string): boolean {
  return STREET.test(name.trim());
}

/** The owner's sentences for the page: the lead and the rest, details and repeated lists left out. */
export function ownerWords(prompt: string, facts: Facts, shown: string[]): OwnerWords {
  const pieces = piecesOf(withDetailsCut(prompt, facts))
    .map(withoutDetails)
    .filter((p) => contentWords(p).length > 0);
  // Words the page says in blocks of their own: a sentence made only of them is not said again.
  const covered = new Set(
    contentWords(
      [
        facts.name,
        facts.location,
        facts.towns,
        ...facts.services,
        ...facts.prices.map((p) => p.label),
        ...shown,
      ]
        .filter(Boolean)
        .join(' '),
    ),
  );
  const isCovered = (piece: string) =>
    contentWords(piece).every((w) => covered.has(w) || LIST_WORDS.has(w) || CONTACT_WORDS.has(w));
  let lead: string | undefined;
  const story: string[] = [];
  for (const piece of pieces) {
    if (lead === undefined) {
      const rest = withoutLeadingName(piece, facts.name);
      // "Bella Napoli – …": a piece that is only the name leaves the lead to the next one.
      // "Services:" opening a list leads nothing: the list is the services block.
      if (isListLabel(rest ?? piece)) continue;
      if (rest === undefined || contentWords(rest).length > 0) lead = tidySentence(rest ?? piece);
      continue;
    }
    if (!isCovered(piece)) story.push(tidySentence(piece));
  }
  const said = new Set<string>();
  return {
    lead: lead || undefined,
    story: story.filter((s) => s && s !== lead && !said.has(s) && Boolean(said.add(s))).slice(0, 8),
  };
}
