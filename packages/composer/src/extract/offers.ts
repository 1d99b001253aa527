import { CATALOGS } from '../catalog/load';
import { wordsOf } from '../catalog/words';

// The words this file reads descriptions with: copy/detect/offers.json and copy/<lang>/detect/offers.json.
const WORDS = CATALOGS.detect.offers;
/**
 * What the owner tells visitors they can count on — an offer or a house rule: "First class free for
 * new students", "walk-ins welcome", "free quotes", "sur rendez-vous", "Lieferservice im ganzen
 * Viertel". These are facts only the owner can give, so the page repeats each one verbatim.
 */
const OFFER = new RegExp(
  [
    // "free quotes", "first class free", "kids eat free": a free thing, in the words of copy/<lang>/detect/offers.json.
    String.raw`\b(?:${wordsOf('offers', 'freeWords').join('|')})\s+(?:${WORDS.freeThings.join('|')})\b`,
    String.raw`\b(?:(?:${wordsOf('offers', 'credentialLeads').join('|')})\s+)?(?:${WORDS.credentials.join('|')})\b`,
    // "accepting new NHS and private patients", "nimmt neue Patienten auf", "Versand deutschlandweit".
    ...WORDS.statedOffers.map((w) => String.raw`\b${w}\b`),
    // "walk-ins welcome", "sin cita", "sur rendez-vous", "ohne Termin": each language's offers and house rules.
    ...wordsOf('offers', 'offerPatterns'),
  ].join('|'),
  'iu',
);

const PROMISE = new RegExp(String.raw`(?<!\p{L})(?:${WORDS.promises.join('|')})(?!\p{L})`, 'iu');

/** Whether a phrase holds an offer or a house rule ("same-hour delivery", "home visits", "free quotes"). */
export const isOffer = (phrase: string): boolean => OFFER.test(phrase);

/** Whether a phrase is a promise rather than a service ("urgencias 24 horas", "24-Stunden-Notdienst"). */
export const isPromise = (phrase: string): boolean => PROMISE.test(phrase);

const SUBJECT_VERB = new RegExp(String.raw`\s(?:${WORDS.subjectVerbs.join('|')})\s+$`, 'i');

// A greeting is no offer ("Welcome to Rosie's", "Bienvenue chez …").
const GREETING = new RegExp(String.raw`^(?:${wordsOf('offers', 'greetings').join('|')})\b`, 'i');

const CLAUSE_END =
  /(?<=[.!?])\s+|[\n;]|[.!?]+(?=\s|$)|\s[-–—|]\s|,\s+|:\s+|\s\(|\)|\s*(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D})+\s*/u;
// A list's "and" in the four languages: "pastries and free wifi" offers the wifi.
const AND = new RegExp(String.raw`\s+(?:${wordsOf('offers', 'ands').join('|')}|&)\s+`, 'i');
const wordsIn = (clause: string) => clause.split(/\s+/).filter(Boolean).length;
// A sentence ends at a stop, but not at a short word's ("Max. 8 Kinder pro Gruppe").
const SENTENCE_END = /(?<=[.!?])(?<!(?:^|\s)\p{Lu}\p{Ll}{0,2}\.)\s+|\n+/u;

/**
 * Where offers are looked for: a short sentence made only of promises stays whole ("Unfiltered,
 * unheated, nothing added", "Wir sprechen Deutsch, Englisch und Niederländisch"); others in clauses.
 * A sentence naming a known fact (the business, its town) is no sentence of promises: "Golden Dragon
 * Chinese Takeaway, 23 Queen Street" is an introduction.
 */
function piecesOf(text: string, facts: string[]): string[] {
  return text.split(SENTENCE_END).flatMap((sentence) => {
    const bare = sentence.trim().replace(/[\s.!?]+$/u, '');
    const clauses = bare.split(CLAUSE_END).filter((c) => c?.trim());
    const namesFact = facts.some((f) => bare.toLowerCase().includes(f));
    const isPromises =
      !namesFact && OFFER.test(clauses[0] ?? '') && clauses.every((c) => OFFER.test(c) || wordsIn(c) <= 3);
    // "Max. 8 Kinder pro Gruppe": a promise its clauses only hold together.
    const isWhole = OFFER.test(bare) && !clauses.some((c) => OFFER.test(c));
    return bare && clauses.length > 1 && wordsIn(bare) <= 14 && (isPromises || isWhole) ? [bare] : clauses;
  });
}

/**
 * The owner's offers and house rules, each the clause it stands in, verbatim; at most three. A
 * clause that names the business or its town is the description's own introduction, not an offer.
 */
export function findOffers(text: string, known: Array<string | undefined> = []): string[] {
  const found: string[] = [];
  const facts = known.filter((k): k is string => Boolean(k)).map((k) => k.toLowerCase());
  const sentences = new Set(text.split(SENTENCE_END).map((t) => t.trim().replace(/[\s.!?:,]+$/u, '')));
  for (const raw of piecesOf(text, facts)) {
    let clause = (raw ?? '').replace(/^[\s:*•·-]+|[\s.!?:,]+$/gu, '');
    if (!OFFER.test(clause) || GREETING.test(clause)) continue;
    // The list's last item, when it alone holds the offer ("espresso, pastries and free wifi").
    const parts = clause.split(AND);
    const last = parts[parts.length - 1];
    // Not when the offer runs across the "and" ("accepting new NHS and private patients").
    if (
      parts.length > 1 &&
      wordsIn(last) >= 2 &&
      OFFER.test(last) &&
      !parts.slice(0, -1).some((p) => OFFER.test(p))
    )
      clause = last.trim();
    // One word is an offer only when it is a compound that says it all ("24-Stunden-Notdienst").
    const isCompound = /^\p{L}*\d+[\p{L}\d-]*-\p{L}{4,}$/u.test(clause);
    // A whole sentence may run longer than a clause ("Never more than 6 in a class so you actually get
    // help with your poses"); a clause cut from a longer sentence stays short.
    const most = sentences.has(clause) ? 16 : 10;
    if ((wordsIn(clause) < 2 && !isCompound) || wordsIn(clause) > most || clause.length > most * 7) continue;
    // "Brightside Dental in Leeds is accepting new patients": the introduction names the business;
    // the promise after it is the offer.
    // "…, OH is accepting new patients": the subject before "is" is the introduction too.
    const offerStart = OFFER.exec(clause)?.index ?? 0;
    if (offerStart > 0 && SUBJECT_VERB.test(clause.slice(0, offerStart))) clause = clause.slice(offerStart);
    // "soins à domicile 7j/7 sur Grenoble", "24/7 emergency plumber in Denver CO": the town after
    // the offer is where, not what.
    const place = facts.find((f) => clause.toLowerCase().indexOf(f) > 0);
    if (place) {
      const at = clause.toLowerCase().indexOf(place);
      const cut = clause.slice(0, at).replace(/\s+\p{Ll}{1,6}\s*$/u, '');
      if (OFFER.test(cut) && wordsIn(cut) >= 2) clause = cut;
    }
    if (facts.some((f) => clause.toLowerCase().includes(f))) {
      const at = OFFER.exec(clause)?.index ?? 0;
      const tail = clause.slice(at);
      if (at === 0 || wordsIn(tail) < 2 || facts.some((f) => tail.toLowerCase().includes(f))) continue;
      clause = tail;
    }
    if (!found.some((f) => f.includes(clause) || clause.includes(f))) found.push(clause);
  }
  // A promise of when or whom ("24/7 emergency service", "accepting new patients") leads the hero line.
  return [...found.filter(isPromise), ...found.filter((f) => !isPromise(f))].slice(0, 6);
}
