import { CATALOGS } from '../catalog/load';
import { endsOnLeadWord } from '../sentence-check';
import { placePopulation } from './gazetteer';

// The words this file reads items with: copy/detect/lists.json.
const WORDS = CATALOGS.detect.lists;
const LEAD_WORDS = new Set(WORDS.cardLeadWords);
const LEAD_ADVERBS = new Set(WORDS.cardLeadAdverbs);
const CLAUSE_VERBS = new Set(WORDS.cardClauseVerbs);
const LEAD_LINKS = new Set(WORDS.cardLeadLinks);
const AREA_WORDS = new Set(WORDS.areaWords);
const UNIT_WORDS = new Set(CATALOGS.detect['owner-words'].unitWords);
const STOP_WORDS = new Set(CATALOGS.detect['owner-words'].stopWords);

// A town this large named as an item is where the owner works, not what they offer ("Cork",
// "Bristol"); smaller places share their names with everyday words ("Bath", "Roses", "Baden").
const CITY_SIZE = 100_000;

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’]*/gu) ?? [];

/** Every word of the item is a large town, the word for one ("county") or a little word ("all of Cork city"). */
function isPlace(words: string[]): boolean {
  const meaning = words.filter((w) => !STOP_WORDS.has(w));
  if (meaning.length === 0) return false;
  const places = meaning.filter((w) => !AREA_WORDS.has(w));
  if (places.length === 0) return true;
  return (
    places.every((w) => (placePopulation(w) ?? 0) > 0) &&
    places.some((w) => (placePopulation(w) ?? 0) >= CITY_SIZE)
  );
}

/**
 * Whether a listed item reads as the name of a thing offered, fit to title a card: it does not lead
 * with a pronoun or a verb ("We have…", "Siempre buscamos…") nor with a linking word ("de trabajo",
 * "sobre todo tenores"), does not end on one ("carpinteros negros y"), holds no verb of a clause
 * after its first word ("Price includes buoyancy aids", "Rates start"), is no town and no bare
 * number or unit ("2er").
 */
export function isCardTitle(item: string): boolean {
  const words = wordsOf(item);
  const [first = ''] = words;
  const [lead = ''] = LEAD_ADVERBS.has(first) ? words.slice(1) : words;
  if (!lead || LEAD_WORDS.has(lead) || LEAD_LINKS.has(first)) return false;
  if (endsOnLeadWord(item, true)) return false;
  if (words.slice(1).some((w) => CLAUSE_VERBS.has(w))) return false;
  if (/\d/.test(item) && words.every((w) => /\d/.test(w) || UNIT_WORDS.has(w))) return false;
  return !isPlace(words);
}

/**
 * The items as card titles: those that read as a thing offered, and for one led by the owner's own
 * verb whose rest is such a name ("Hago linea fina"), that name ("linea fina"). Any other item is
 * left to the owner's sentence, which stays whole in About.
 */
export function cardTitles(items: string[]): string[] {
  return items.flatMap((item) => {
    if (isCardTitle(item)) return [item];
    const [first, ...rest] = item.trim().split(/\s+/);
    const tail = rest.join(' ');
    const verbLed = LEAD_WORDS.has(first.toLowerCase()) && !/^\p{Lu}/u.test(rest[0] ?? '');
    if (!verbLed || !tail || /\d/.test(tail) || !isCardTitle(tail)) return [];
    return [/^\p{Lu}/u.test(first) ? tail.charAt(0).toUpperCase() + tail.slice(1) : tail];
  });
}
