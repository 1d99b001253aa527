import { CATALOGS } from '../catalog/load';
import { wordsOf } from '../catalog/words';

// The words this file reads descriptions with: copy/detect/owner-sentences.json.
const WORDS = CATALOGS.detect['owner-sentences'];
/**
 * The owner's own sentences about how to visit: booking, parking, languages spoken and the area
 * served, verbatim. FAQ answers and the fact strip quote them; nothing is written when none is given.
 */
export type OwnerSentences = {
  booking?: string;
  parking?: string;
  languages?: string;
  area?: string;
};

const TOPICS: Record<keyof OwnerSentences, RegExp> = {
  booking: new RegExp(String.raw`\b(?:${WORDS.booking.join('|')})\b`, 'iu'),
  parking: new RegExp(String.raw`\b(?:${WORDS.parking.join('|')})\b`, 'iu'),
  languages: new RegExp(String.raw`\b(?:${WORDS.languages.join('|')})\b`, 'iu'),
  // "serving fresh pasta" is no area: a town after "serving" or "covering" is (AREA_PLACE below).
  area: new RegExp(String.raw`\b(?:${WORDS.area.join('|')})\b`, 'iu'),
};

// "Serving Austin, Round Rock and Cedar Park", "covering all of Scotland", "we cover the Cotswolds".
const AREA_PLACE = new RegExp(
  String.raw`\b(?:${wordsOf('area', 'areaLeadIns').join('|')})\s+(?:(?:${wordsOf('area', 'areaDeterminers').join('|')})\s+)?\p{Lu}`,
  'u',
);

/** Sentences of the text, as written, without their closing stop. */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim().replace(/[.!]$/, ''))
    .filter(Boolean);
}

/**
 * The clause around a match ("Appointments only, free parking on site" gives "free parking on site"
 * for parking), so two topics of one sentence each get their own words; a list of places stays whole.
 */
function clauseAround(sentence: string, at: number, topic: keyof OwnerSentences): string {
  if (topic === 'area' && sentence.length <= 160) return sentence;
  const start = Math.max(0, sentence.lastIndexOf(',', at) + 1, sentence.lastIndexOf(';', at) + 1);
  const ends = [sentence.indexOf(',', at), sentence.indexOf(';', at)].filter((i) => i >= 0);
  const end = ends.length > 0 ? Math.min(...ends) : sentence.length;
  return sentence.slice(start, end).trim();
}

/**
 * "Cleanings, fillings, crowns, Invisalign and same-day emergency appointments": the last items of a
 * list of services, not how to book.
 */
function isListItem(sentence: string, clause: string, listed: string[]): boolean {
  const said = clause.toLowerCase();
  return sentence.split(',').length >= 3 && listed.some((s) => said.includes(s.toLowerCase()));
}

/** The first clause the owner wrote on each topic (a whole sentence for an area). */
export function findOwnerSentences(text: string, listed: string[] = []): OwnerSentences {
  const found: OwnerSentences = {};
  const sentences = sentencesOf(text);
  for (const topic of Object.keys(TOPICS) as Array<keyof OwnerSentences>) {
    for (const sentence of sentences) {
      const m = TOPICS[topic].exec(sentence) ?? (topic === 'area' ? AREA_PLACE.exec(sentence) : null);
      if (!m) continue;
      // "bookings:   / 020 7946 0321" once the email is cut out: no mark left standing for it.
      const clause = clauseAround(sentence, m.index, topic)
        .replace(/([:,])\s+[/|]\s+/u, '$1 ')
        .replace(/\s{2,}/gu, ' ');
      // A clause that is only the keyword ("Booking") says nothing a visitor can act on.
      if (clause.split(/\s+/).length >= 2 && !(topic === 'booking' && isListItem(sentence, clause, listed))) {
        found[topic] = clause;
        break;
      }
    }
  }
  return found;
}
