import { CATALOGS } from './catalog/load';
import { amountsIn, endsOnLeadWord, readsAsSentence, wordCount } from './sentence-check';
import { capitaliseFirst } from './text';
import type { Facts } from './types';

// The words this file reads descriptions with: copy/detect/owner-words.json.
const WORDS = CATALOGS.detect['owner-words'];
const CONTACT_WORDS = new Set(WORDS.contactWords);
const STOP_WORDS = new Set(WORDS.stopWords);
const LIST_WORDS = new Set(WORDS.listWords);
const UNITS = new Set(WORDS.unitWords);

/**
 * What the page says in the owner's own words: `lead` is what the business is ("Family-run pizzeria
 * in Austin, TX"), the name cut from its front; `story` the owner's other sentences, each as written
 * (trimmed, capitalised, closed with a stop), without contact details the page shows elsewhere and
 * without sentences that only list what the services block already shows.
 */
/** `offered`: the owner's own line listing what they offer ("sourdough, croissants and birthday cakes"), which the services block says. */
export type OwnerWords = { lead?: string; story: string[]; offered?: string };

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
  // Booking pages, websites and profiles are links in the contact section: cut like a phone.
  const links = facts.channels
    .filter((c) => !['call', 'text', 'whatsapp', 'email', 'map'].includes(c.kind))
    .map((c) => c.text ?? c.value);
  const details = [...facts.addresses, ...facts.emails, ...facts.phones, ...links, facts.hours]
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

/** How many of the text's brackets are still open at its end. */
function openBrackets(text: string): number {
  return (text.match(/\(/g)?.length ?? 0) - (text.match(/\)/g)?.length ?? 0);
}

function piecesOf(text: string): string[] {
  const pieces: string[] = [];
  let rest = text;
  let carried = '';
  for (let m = SPLIT.exec(rest); m; m = SPLIT.exec(rest)) {
    const head = carried + rest.slice(0, m.index);
    rest = rest.slice(m.index + m[0].length);
    // A stop after a short form joins the next words instead of ending the sentence.
    if (/\.$/.test(head) && ABBREVIATION.test(head) && /^\s+$/.test(m[0])) carried = `${head} `;
    // "Jan to March (ice permitting - safety first, I check the ice every morning)": no sentence ends
    // inside brackets that close later on the line.
    else if (!m[0].includes('\n') && openBrackets(head) > 0 && /^[^\n]*\)/u.test(rest))
      carried = `${head}${m[0]}`;
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
      // "Termin für eine Trauringberatung: ␟", "check our ␟ for the schedule": the words only led to it.
      // "Call Rapid Rooter 24/7 at ␟" still says "Call Rapid Rooter 24/7" without its last word.
      if (/:\s*$/.test(before)) return '';
      // "Club night is ␟": a copula whose words were cut leads on too.
      if (endsOnLeadWord(trimContactEdges(before, false), true)) {
        const said = withoutLeadWords(trimContactEdges(before, false));
        const meaning = contentWords(said).filter((w) => !CONTACT_WORDS.has(w));
        return after.every((a) => !trimContactEdges(a)) && meaning.length >= 3 ? said : '';
      }
      const rest = [trimContactEdges(before, false), ...after.map((a) => trimContactEdges(a))]
        .filter(Boolean)
        .join(' ');
      const meaning = contentWords(rest).filter((w) => !CONTACT_WORDS.has(w));
      return meaning.length >= 2 ? rest : '';
    })
    .filter(Boolean);
  return kept.join(', ');
}

/** "Call Rapid Rooter 24/7 at" → "Call Rapid Rooter 24/7": the words that only led on, cut from the end. */
function withoutLeadWords(text: string): string {
  let rest = text.trim();
  while (rest && endsOnLeadWord(rest, true)) rest = rest.replace(/\s*[^\s]+$/u, '').trim();
  return rest;
}

const MAX_SENTENCE = 400;

/** "keys cut while you wait," → "Keys cut while you wait.": a capital, no loose ends, one closing mark. */
export function tidySentence(text: string): string {
  // A run-on line longer than a paragraph ends at the last whole word that fits.
  const long = text.length > MAX_SENTENCE ? `${text.slice(0, MAX_SENTENCE).replace(/\s+\S*$/, '')}…` : text;
  const bare = long
    .replace(/^[^\p{L}\d\p{Sc}"'“‘¿¡(]+/u, '')
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
    .map((p) => ({ text: withoutDetails(p), cut: p.includes(CUT) }))
    .filter((p) => contentWords(p.text).length > 0);
  // Words the page says in blocks of their own: a sentence made only of them is not said again.
  const covered = new Set(
    contentWords(
      [
        facts.name,
        facts.location,
        facts.towns,
        ...facts.services,
        ...facts.prices.flatMap((p) => [p.label, p.price]),
        ...shown,
      ]
        .filter(Boolean)
        .join(' '),
    ),
  );
  const isCovered = (piece: string) =>
    contentWords(piece).every((w) => covered.has(w) || LIST_WORDS.has(w) || CONTACT_WORDS.has(w));
  // "Hebden Bridge", "In Wien-Stammersdorf": where the business is, which the hero's facts say already.
  const places = new Set(contentWords([facts.location, facts.towns].filter(Boolean).join(' ')));
  const onlyPlace = (piece: string) => contentWords(piece).every((w) => places.has(w));
  // What the services and prices blocks say: a lead of a single item or a price ("Payroll – from
  // £25") leaves the lead to the next line; a list of what is offered leads well ("Cuts, colour, balayage").
  const offered = new Set(
    contentWords([...facts.services, ...facts.prices.flatMap((p) => [p.label, p.price])].join(' ')),
  );
  const listsServices = (piece: string) =>
    facts.services.filter((s) => piece.toLowerCase().includes(s.toLowerCase())).length >= 2;
  const onlyAnItem = (piece: string) =>
    !listsServices(piece) && contentWords(piece).every((w) => offered.has(w) || LIST_WORDS.has(w));
  // "Greenline Mowing & Gardens.", "Érablière du Rang 4": the name, which heads the page already.
  const named = new Set(contentWords(facts.name ?? ''));
  const onlyName = (piece: string) => named.size > 0 && contentWords(piece).every((w) => named.has(w));
  // "£75 per quarter", "£32 for 45 mins, £40 for an hour": prices the page lists, with little else.
  const priced = new Set(facts.prices.flatMap((p) => amountsIn(p.price)));
  // "$35/hr, 3 hr minimum": a term no block shows (a minimum, a group size) keeps its sentence.
  const holdsTerm = (piece: string) =>
    facts.terms.some((t) => piece.includes(t) && !shown.some((s) => s.includes(t)));
  const onlyPrices = (piece: string) => {
    const amounts = amountsIn(piece);
    if (holdsTerm(piece)) return false;
    if (amounts.length === 0 || !amounts.every((a) => priced.has(a))) return false;
    // "Sweeps from £65, clean and no mess" says more than its price; "£32 for 45 mins" does not.
    const rest = contentWords(piece).filter((w) => !covered.has(w) && !LIST_WORDS.has(w) && !UNITS.has(w));
    return rest.length <= 1 && wordCount(piece) <= 12;
  };
  // "Call Rapid Rooter 24/7 at ␟": a promise said with a detail ("24/7 at 1-800-…") is said here, without it.
  const details = [...facts.phones, ...facts.emails, ...facts.addresses];
  // "10-week terms, £60 a term, no auditions": a promise no block shows keeps its sentence however
  // much of it the price list says.
  const promises = facts.offers
    .filter((o) => details.some((d) => o.includes(d)) || !shown.some((s) => s.includes(o)))
    .map((o) => withoutLeadWords(details.reduce((t, d) => t.replace(d, ''), o)))
    .filter((o) => /[\p{L}\d]/u.test(o));
  const holdsOffer = (piece: string) => promises.some((o) => piece.includes(o));
  // "1 hour £38, block of 10 £360", "Battery replacement – from $149 installed": a price no list on
  // the page shows stays in the owner's words, however little of a sentence they make.
  const holdsUnlistedPrice = (piece: string) => {
    const amounts = amountsIn(piece);
    if (amounts.length === 0) return false;
    if (amounts.some((a) => !priced.has(a))) return true;
    const said = piece.toLowerCase();
    const names = [...facts.prices.map((p) => p.label), ...facts.services].filter(Boolean);
    return !names.some((n) => said.includes(n.toLowerCase()));
  };
  let lead: string | undefined;
  let listLine: string | undefined;
  const story: string[] = [];
  for (const { text: piece, cut } of pieces) {
    if (lead === undefined) {
      const rest = withoutName(piece, facts.name);
      // "Bella Napoli – …": a piece that is only the name leaves the lead to the next one.
      // "Services:" opening a list leads nothing: the list is the services block.
      if (isListLabel(rest ?? piece)) continue;
      if (rest !== undefined && contentWords(rest).length === 0) continue;
      const line = tidySentence(rest ?? piece);
      // "Hi!", "Leeds.", "£75 per quarter": no first line; the next of the owner's lines leads.
      if (!readsAsSentence(line, cut)) continue;
      // "Fade Street, Leeds": an address, which the contact block says.
      const street = isStreetName(line.split(/[,.]/)[0]);
      if (street || onlyPlace(line) || onlyName(line) || onlyAnItem(line) || onlyPrices(line)) continue;
      lead = line;
      continue;
    }
    if (listLine === undefined && isCovered(piece) && listsServices(piece)) listLine = tidySentence(piece);
    const says = !isCovered(piece) && !onlyPrices(piece) && readsAsSentence(piece, cut);
    if (says || (wordCount(piece) >= 2 && (holdsOffer(piece) || holdsUnlistedPrice(piece))))
      story.push(tidySentence(piece));
  }
  const said = new Set<string>();
  const kept = story.filter((s) => s && s !== lead && !said.has(s) && Boolean(said.add(s))).slice(0, 8);
  // "Yard visits." or "English spoken." alone is no About: it needs one sentence of four words or more,
  // or one that holds a fact the page says nowhere else ("Follow us @bluenoteroom").
  const holdsFact = (s: string) => facts.handles.some((h) => s.includes(h)) || holdsUnlistedPrice(s);
  return {
    lead: lead || undefined,
    story: kept.some((s) => wordCount(s) >= 4 || holdsFact(s)) ? kept : [],
    offered: listLine,
  };
}

/** The piece without the business's name: cut from its front with its verb, or from its end ("In Wien: Weinhof Brandl"). */
function withoutName(piece: string, name: string | undefined): string | undefined {
  const front = withoutLeadingName(piece, name);
  if (front !== undefined || !name) return front;
  const at = piece.lastIndexOf(name);
  if (at <= 0 || /[\p{L}\d]/u.test(piece.slice(at + name.length))) return undefined;
  return piece.slice(0, at).replace(/[\s,:;–—-]+$/u, '');
}
