import { CATALOGS } from '../catalog/load';
import { SITE_LANGUAGES, type SiteLanguage } from '../language/detect';
import { wordsOf } from '../language/dictionaries';
import { placePopulation } from './gazetteer';

// The words this file reads with: copy/detect/name.json.
const WORDS = CATALOGS.detect.name;

const COMMON_CAPS = new Set(WORDS.commonCapitals);
/** One word of a place's name, joiners and hyphens kept ("Cangas de Onís", "Köln-Ehrenfeld"). */
const NEXT_WORD = new RegExp(
  String.raw`^\s+(?:(?:${WORDS.placeJoiners.join('|')})\s+)?\p{Lu}[\p{L}'’-]*`,
  'u',
);
const PLACE_LINK = new RegExp(String.raw`^\s+(?:${WORDS.placeNameLinks.join('|')})\s+\p{Lu}`, 'u');
const isKnown = (name: string) => placePopulation(name) !== undefined;
/** Words a capital puts after "in" that name no place: "in English", "delivered in CAD/GIS formats". */
const NOT_PLACES = new Set([...WORDS.languageWords, ...WORDS.unitWords].map((w) => w.toLowerCase()));

/** "San Pedro Garza" read from "San Pedro Garza García": the longest run from it that the gazetteer knows. */
function extended(value: string, text: string): string {
  const at = text.indexOf(value);
  if (at < 0) return value;
  let best = value;
  let run = value;
  let rest = text.slice(at + value.length);
  for (let i = 0; i < 2; i++) {
    const next = NEXT_WORD.exec(rest)?.[0];
    if (!next) break;
    run += next;
    rest = rest.slice(next.length);
    if (isKnown(run)) best = run;
    // "Torres del Paine": a known town's name read on through "del" to a capital is the owner's place.
    else if (
      best === value &&
      PLACE_LINK.test(next) &&
      !COMMON_CAPS.has(next.trim().split(/\s+/).at(-1)?.toLowerCase() ?? '')
    )
      best = run;
  }
  return best;
}

/**
 * The place a reader took, checked against the gazetteer: a lower-case word is a place only when
 * the gazetteer knows it ("in leeds", not "in winter", "between", "nationwide"); a known town's
 * missing words are added back; a weekday or a possessive after a town is cut ("Edinburgh
 * Tuesday", "Portland's Sellwood"). A capitalised place the gazetteer does not know (a district:
 * "Wicker Park") stays as the owner wrote it.
 */
export function checkedPlace(value: string, text: string): string | undefined {
  const full = extended(value, text);
  if (NOT_PLACES.has(full.toLowerCase())) return undefined;
  if (!/\p{Lu}/u.test(full)) {
    const words = full.split(/\s+/);
    return isKnown(full) || isKnown(words[words.length - 1]) ? full : undefined;
  }
  if (isKnown(full.replace(/,.*$/, ''))) return full;
  // "Perth's" alone too: "in Perth's northern suburbs" leaves the reader its possessive.
  const possessive = /^(.+?)['’]s(?:\s|$)/u.exec(full)?.[1];
  if (possessive && isKnown(possessive)) return possessive;
  const words = full.split(/\s+/);
  while (words.length > 1 && COMMON_CAPS.has(words[words.length - 1].toLowerCase())) words.pop();
  return words.join(' ');
}

const isSiteLanguage = (language: string | undefined): language is SiteLanguage =>
  SITE_LANGUAGES.includes(language as SiteLanguage);

/** A village under this size whose name is also a word of the language is read as the word after a comma. */
const VILLAGE = 20_000;

/**
 * "Kehren, Messen, Feuerstättenschau": a small place whose name is a common word of the
 * description's language ("Messen", trade fairs and measuring; "Tires") is that word in a list, not
 * the town. A city of that name (Essen, Reading, Bath) is still a town.
 */
function isWordNotTown(run: string, language: string | undefined): boolean {
  if (!isSiteLanguage(language) || /\s/.test(run) || (placePopulation(run) ?? 0) >= VILLAGE) return false;
  const known = wordsOf(language);
  return Boolean(known && (known(run) || known(run.toLowerCase())));
}

/**
 * "Stillwater Yoga, Brighton (Kemptown).", "Umzüge Flink – Leipzig & Umgebung": a town the
 * gazetteer knows, right after a comma, a dash or a bracket in the first two sentences, or after
 * a word that puts a place after it ("covering", "sur"). Not inside the name.
 */
export function townAfterBreak(text: string, exclude: string[], language?: string): string | undefined {
  // The first two sentences: "Spoke. Bike couriers, Dublin 1–8."
  const opening = text
    .split(/(?<=[.!?])\s+(?=\p{Lu})|\n/u)
    .slice(0, 2)
    .join(' ');
  const after = new RegExp(
    String.raw`(?:[,–—(]|\s-|\b(?:${WORDS.townLeadIns.join('|')}))\s*(\p{Lu}[\p{L}'’]*(?:[\s-]+(?:(?:${WORDS.placeJoiners.join('|')})\s+)?\p{Lu}[\p{L}'’]*){0,3})`,
    'gu',
  );
  const excluded = exclude.filter(Boolean).map((e) => e.toLowerCase());
  for (const m of opening.matchAll(after)) {
    const run = m[1].replace(/['’]s$/u, '');
    // "BRAKES, TIRES, OIL CHANGES": in capitals, a list's item looks like a town ("Tires", Portugal).
    // Nor a word of the name or of the street address ("Cork Coffee Roasters", "123 Main St, Tulsa, OK").
    if (!/\p{Ll}/u.test(run) || excluded.some((e) => e.includes(run.toLowerCase()))) continue;
    // "…, English bracket clocks": a language is no town, though a hamlet may bear its name.
    if (NOT_PLACES.has(run.split(/\s+/)[0].toLowerCase())) continue;
    if (isWordNotTown(run, language)) continue;
    // The longest known prefix: "Dublin 1–8" → Dublin, "Köln-Ehrenfeld" keeps its district, "Brighton Kemptown" → Brighton.
    const words = run.split(/\s+/);
    for (let n = words.length; n > 0; n--) {
      const candidate = words.slice(0, n).join(' ');
      if (isKnown(candidate)) return candidate;
      const [town] = candidate.split('-');
      if (n === 1 && candidate.includes('-') && isKnown(town)) return candidate;
    }
  }
  return undefined;
}
