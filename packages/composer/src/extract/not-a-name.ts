import { CATALOGS } from '../catalog/load';
import { wordsOf as catalogWords } from '../catalog/words';
import { placePopulation } from './gazetteer';

// The words this file reads with: copy/detect/name.json.
const WORDS = CATALOGS.detect.name;

const LABEL_WORDS = new Set(WORDS.notNameFirstWords);
const LANGUAGE_WORDS = new Set(WORDS.languageWords);
const FIRST_PERSON = new Set(WORDS.firstPersonWords);
/** Every language's words of an owner speaking of themselves ("llevo", "soy", "je", "wir"): copy/<lang>/generic.json. */
const VOICE_WORDS = new Set(
  [CATALOGS.en, ...Object.values(CATALOGS.local)].flatMap((c) =>
    [...c.generic.sections.voice.singular, ...c.generic.sections.voice.plural].map((w) => w.toLowerCase()),
  ),
);
const JOINERS = new Set(WORDS.nameJoiners.map((j) => j.toLowerCase()));
const ADJECTIVE = new RegExp(`^\\p{Lu}\\p{Ll}+(?:${WORDS.adjectiveEndings.join('|')})$`, 'u');
const UNIT = new RegExp(`^(?:${WORDS.unitWords.join('|')})\\.?$`, 'iu');
/** A town's district by its number: "Dublin 1", "Paris 11e", "Kreis 4". */
const DISTRICT_NUMBER = new RegExp(`\\s+\\d{1,2}(?:${WORDS.districtSuffixes.join('|')})?$`, 'u');
/** Places that size are what the owner says the business is in, not what it is called. */
const TOWN_POPULATION = 5_000;

const wordsOf = (value: string) =>
  value
    .toLowerCase()
    .split(/[\s,/]+/u)
    .filter(Boolean);

/** A town of the gazetteer, or a town with its district's number ("Paris 11e"). */
export function isTown(value: string): boolean {
  const bare = value.replace(DISTRICT_NUMBER, '');
  return (placePopulation(bare) ?? 0) >= TOWN_POPULATION;
}

const TOWN_JOINER = new RegExp(
  String.raw`\s*(?:&|\+|,|\b(?:${catalogWords('name', 'townAnds').join('|')})\b)\s*`,
  'u',
);

/** "Salford & Stockport", "Bath, Bristol": a list whose every item is a town. */
function isListOfTowns(value: string): boolean {
  const items = value.split(TOWN_JOINER).filter(Boolean);
  return items.length > 1 && items.every(isTown);
}

/** "Sesión de 50 minutos", "Turnaround 8-12", "800 NZD": a duration, a range or an amount. */
function isMeasure(value: string): boolean {
  const words = value.split(/\s+/);
  if (/\d\s*[-–]\s*\d/.test(value)) return true;
  return words.some((w, i) => /^\d/.test(w) && i + 1 < words.length && UNIT.test(words[i + 1]));
}

/**
 * A capitalised piece of a description that is no business name: a town or a district, a list's
 * label ("Tarif :"), a language ("Polish and English"), a duration or a price, a social network
 * ("Insta"), a first-person clause, a negation ("Keine Zwinger") or an adjective before a noun
 * ("Freipraktizierende Hebamme"). `text` is the description, for what follows the candidate.
 */
export function isNotAName(candidate: string, text: string): boolean {
  const words = wordsOf(candidate);
  if (words.length === 0) return true;
  if (LABEL_WORDS.has(words[0].replace(/[^\p{L}]/gu, ''))) return true;
  if (words.some((w) => FIRST_PERSON.has(w))) return true;
  if (opensAClause(candidate)) return true;
  // "Polish and English"; "Award-winning Italian" (restaurant): a nationality ends no name.
  if (words.every((w) => LANGUAGE_WORDS.has(w) || JOINERS.has(w))) return true;
  if (LANGUAGE_WORDS.has(words[words.length - 1])) return true;
  if (ADJECTIVE.test(candidate.split(/\s+/)[0]) && candidate.includes(' ')) return true;
  if (isMeasure(candidate)) return true;
  if (isTown(candidate) || isListOfTowns(candidate)) return true;
  // "… Tarif : 70 € …": a word before a colon, past the description's opening, labels what follows.
  const at = text.indexOf(candidate);
  return at > 0 && words.length === 1 && /^\s*:/.test(text.slice(at + candidate.length));
}

/**
 * "Llevo 12" (años…), "Soy" …, "We 24/7": the owner's own verb or pronoun, then a number or a word
 * in lower case, opens a sentence, not a name. "Mon Atelier", "Mi Casita" go on with a capital.
 */
function opensAClause(candidate: string): boolean {
  const [first, next] = candidate.split(/\s+/);
  if (!VOICE_WORDS.has(first.toLowerCase())) return false;
  return next === undefined || /^[\d\p{Ll}]/u.test(next);
}

const GREETINGS = new Set(WORDS.greetings);
const SAID_OF_OWNER = new RegExp(`^(?:${WORDS.saidOfOwner.join('|')})$`, 'iu');

/**
 * Whether an owner's clause can head a page whose name is not known ("Psychologue clinicienne",
 * "Clases de tango en San Telmo"): not a greeting or a sentence about the owner ("Hi", "I'm Sam and
 * I tune pianos"), not a figure of speech said of them ("a one man band"), no bracket left open.
 */
export function canHead(clause: string): boolean {
  const words = wordsOf(clause);
  if (words.length === 0 || GREETINGS.has(words[0].replace(/[^\p{L}]/gu, ''))) return false;
  if (words.some((w) => FIRST_PERSON.has(w)) || SAID_OF_OWNER.test(clause.trim())) return false;
  return (clause.match(/\(/g) ?? []).length === (clause.match(/\)/g) ?? []).length;
}
