import { CATALOGS } from '../catalog/load';

// The words this file reads descriptions with: copy/detect/offers.json.
const WORDS = CATALOGS.detect.offers;
/**
 * What the owner tells visitors they can count on — an offer or a house rule: "First class free for
 * new students", "walk-ins welcome", "free quotes", "sur rendez-vous", "Lieferservice im ganzen
 * Viertel". These are facts only the owner can give, so the page repeats each one verbatim.
 */
const OFFER = new RegExp(
  [
    // English
    // "free quotes", "first class free", "kids eat free", "gluten-free" — not "free weights".
    String.raw`\bfree\s+(?:${WORDS.freeThings.join('|')})\b`,
    String.raw`\S\s*-?free\b(?!\s+weights)`,
    String.raw`\bwelcome\b`,
    String.raw`\bwalk[- ]?ins?\b`,
    String.raw`\bappointments?\b`,
    String.raw`\bdeliver(?:y|ies|s)?\b`,
    String.raw`\btake[- ]?(?:away|out)\b`,
    String.raw`\bparking\b`,
    String.raw`\bwheelchair\b`,
    String.raw`\baccessible\b`,
    String.raw`\b(?:vegan|vegetarian|halal|kosher)\b`,
    String.raw`\bdiscounts?\b`,
    String.raw`\d+\s?%\s?off\b`,
    String.raw`\b(?:fully\s+)?(?:${WORDS.credentials.join('|')})\b`,
    String.raw`\bguarantee[ds]?\b`,
    String.raw`\b24/7\b`,
    String.raw`\bsame[- ]day\b`,
    String.raw`\bemergency\b`,
    String.raw`\bcall[- ]outs?\b`,
    String.raw`\bhome visits?\b`,
    String.raw`\b(?:dog|child|kid|family|pet)[- ]friendly\b`,
    String.raw`\bbyob\b`,
    String.raw`\bcash only\b`,
    String.raw`\bgift (?:cards?|vouchers?)\b`,
    String.raw`\b(?:bookings?|reservations?) (?:required|essential|recommended|only)\b`,
    String.raw`\btrial\b`,
    // "accepting new NHS and private patients", "nimmt neue Patienten auf", "Versand deutschlandweit".
    ...WORDS.statedOffers.map((w) => String.raw`\b${w}\b`),
    String.raw`\bships?\s+(?:nationwide|worldwide|across|internationally)\b`,
    // Spanish
    String.raw`\bgratis\b`,
    String.raw`\bgratuit[oa]s?\b`,
    String.raw`\bsin cita\b`,
    String.raw`\bcita previa\b`,
    String.raw`\ba domicilio\b`,
    String.raw`\bpara llevar\b`,
    String.raw`\benvíos?\b`,
    String.raw`\baparcamiento\b`,
    String.raw`\bsin gluten\b`,
    String.raw`\bdescuentos?\b`,
    String.raw`\bsin compromiso\b`,
    String.raw`\burgencias\b`,
    // French
    String.raw`\bgratuite?s?\b`,
    String.raw`\bofferte?s?\b`,
    String.raw`\b(?:sans|sur) rendez-vous\b`,
    String.raw`\bà domicile\b`,
    String.raw`\blivraisons?\b`,
    String.raw`\bà emporter\b`,
    String.raw`\bsans gluten\b`,
    String.raw`\bdevis\b`,
    String.raw`\burgences?\b`,
    String.raw`\b7j/7\b`,
    String.raw`\b24h/24\b`,
    // German
    String.raw`\bkostenlos\w*`,
    String.raw`\bunverbindlich\w*`,
    String.raw`\bohne Termin\b`,
    String.raw`\bnach Vereinbarung\b`,
    String.raw`\bLiefer\w*`,
    String.raw`\bzum Mitnehmen\b`,
    String.raw`\bParkpl[äa]tz\w*`,
    String.raw`\bbarrierefrei\b`,
    String.raw`\bglutenfrei\b`,
    String.raw`\bvegetarisch\w*`,
    String.raw`\bRabatt\w*`,
    String.raw`\bNotdienst\w*`,
    String.raw`\bHausbesuch\w*`,
    String.raw`\bwillkommen\b`,
  ].join('|'),
  'iu',
);

const PROMISE = new RegExp(String.raw`(?<!\p{L})(?:${WORDS.promises.join('|')})(?!\p{L})`, 'iu');

/** Whether a phrase is a promise rather than a service ("urgencias 24 horas", "24-Stunden-Notdienst"). */
export const isPromise = (phrase: string): boolean => PROMISE.test(phrase);

const SUBJECT_VERB = new RegExp(String.raw`\s(?:${WORDS.subjectVerbs.join('|')})\s+$`, 'i');

// A greeting is no offer ("Welcome to Rosie's", "Bienvenue chez …").
const GREETING = /^(?:welcome\s+to|willkommen\s+(?:in|bei|im)|bienvenid[oa]s?|bienvenue)\b/i;

const CLAUSE_END =
  /(?<=[.!?])\s+|[\n;]|[.!?]+(?=\s|$)|\s[-–—|]\s|,\s+|:\s+|\s\(|\)|\s*(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D})+\s*/u;
// A list's "and" in the four languages: "pastries and free wifi" offers the wifi.
const AND = /\s+(?:and|&|y|et|und)\s+/i;
const wordsIn = (clause: string) => clause.split(/\s+/).filter(Boolean).length;

/**
 * The owner's offers and house rules, each the clause it stands in, verbatim; at most three. A
 * clause that names the business or its town is the description's own introduction, not an offer.
 */
export function findOffers(text: string, known: Array<string | undefined> = []): string[] {
  const found: string[] = [];
  const facts = known.filter((k): k is string => Boolean(k)).map((k) => k.toLowerCase());
  for (const raw of text.split(CLAUSE_END)) {
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
    if ((wordsIn(clause) < 2 && !isCompound) || wordsIn(clause) > 10 || clause.length > 80) continue;
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
  return [...found.filter(isPromise), ...found.filter((f) => !isPromise(f))].slice(0, 4);
}
