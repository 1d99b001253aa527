import { CATALOGS } from './catalog/load';

// The words this file reads sentences with: copy/detect/owner-words.json.
const WORDS = CATALOGS.detect['owner-words'];
const CONTACT_WORDS = new Set(WORDS.contactWords);
const STOP_WORDS = new Set(WORDS.stopWords);
const DANGLING = new Set(WORDS.danglingWords);
const COPULAS = new Set(WORDS.copulas);

/** The piece's last word is one that only leads on ("our", "für", "pour"): the rest was cut away. */
export function endsOnLeadWord(text: string, orCopula = false): boolean {
  // Written in lower case: "Portland OR" and "D.O." end on a name, not on "or" and "o".
  const last = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’]*/gu)?.pop();
  // "Practice night is," once the hours are cut from it; "…for where we are" is whole.
  return last !== undefined && (DANGLING.has(last) || (orCopula && COPULAS.has(last)));
}

/** How many words a piece has: a sentence an About section can stand on has four or more. */
export function wordCount(text: string): number {
  return tokensOf(text).length;
}

// An amount of money: "£75", "$3,500", "45 €", "280 CHF", "25 mil".
const AMOUNT = new RegExp(
  String.raw`\p{Sc}\s?\d[\d.,]*|\d[\d.,]*\s?(?:\p{Sc}|(?:${WORDS.currencyWords.join('|')})(?![\p{L}]))`,
  'giu',
);

/** The amounts of money a text states, as their digits ("£1,200" → "1200"). */
export function amountsIn(text: string): string[] {
  return (text.match(AMOUNT) ?? []).map((a) => a.replace(/\D/g, ''));
}

/** A piece's words: runs of letters or digits ("72-41", "£75" give "72", "41", "75"). */
function tokensOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’]*/gu) ?? [];
}

// "3011 Bern", "5000 Namur", "1210 Wien": a postcode and its town, half an address.
const POSTCODE_TOWN = /(?:^|[\s,])\d{4,5}\s+\p{Lu}[\p{L}-]*/u;

/**
 * Whether one of the owner's sentences, once the details the page shows elsewhere are cut from it
 * (`cut`: a phone, an address, a link or the hours stood in it), still reads as a sentence a visitor
 * can take in on its own: two words at least, not mostly numbers, not half an address, not ending on
 * a word that led to what was cut ("check our", "Termin für"), and, where something was cut, three
 * words of meaning left ("Shop open", "Escribime seguime", "Evenings best" are leftovers).
 * Language-neutral: it counts words, numbers and the catalog's little words of the four languages.
 */
export function readsAsSentence(piece: string, cut = false): boolean {
  const tokens = tokensOf(piece);
  if (tokens.length < 2) return false;
  const numbers = tokens.filter((t) => /\d/.test(t)).length;
  if (numbers * 2 > tokens.length) return false;
  const meaning = tokens.filter((t) => !/\d/.test(t) && !STOP_WORDS.has(t) && !CONTACT_WORDS.has(t));
  if (POSTCODE_TOWN.test(piece) && meaning.length <= 4) return false;
  if (endsOnLeadWord(piece, cut)) return false;
  if (cut && meaning.length < 3) return false;
  return meaning.length > 0;
}
