import { CATALOGS } from './catalog/load';
import { wordsOf } from './catalog/words';
import { canHead, isTown } from './extract/not-a-name';
import { type Kind, namesKind, tidyKind } from './kinds';
import { bankFor } from './language/banks';
import type { SiteLanguage } from './language/detect';
import { isListLabel } from './owner-words';
import { capitaliseFirst, presentName } from './text';
import type { Facts } from './types';

// The words this file reads with: copy/detect/name.json.
const WORDS = CATALOGS.detect.name;
/** One list of copy/<lang>/detect/name.json in every language, as regular-expression alternatives. */
const any = (list: Parameters<typeof wordsOf<'name'>>[1]) => wordsOf('name', list).join('|');
/** Where the owner's words for what they are end and the where begins: "Bookbinder in Providence". */
const CUT = new RegExp(
  String.raw`\s+(?:${WORDS.neutralCutWords.join('|')})\s+|\s*[,;:!?(]|\.(?=\s|$)|\s[-–—]\s`,
  'iu',
);
/** "I'm Ciara, a wedding photographer based in…", "Soy profesora de tango hace 15 años", "Je suis luthier depuis…". */
const ROLE = new RegExp(
  String.raw`(?:^|[.!?,]\s+|(?:${WORDS.greetings.join('|')})\s+)(?:${WORDS.roleLeadIns.join('|')})\s+(?:\p{Lu}\p{Ll}+\s*,\s+(?:${any('roleDoes')})?|\p{Lu}\p{Ll}+\s+(?:${any('roleAndDoes')})\s+)?(?:(?:${any('roleArticles')})\s+)?(?:(?:${any('roleSizes')})\s+)?(\p{Ll}[\p{Ll}’'-]*(?:\s+\p{Ll}[\p{Ll}’'-]*){0,5})`,
  'iu',
);
/** "a florist" → "florist"; "eine kleine Fahrradwerkstatt" → "kleine Fahrradwerkstatt". */
const LEAD_ARTICLE = new RegExp(`^(?:${wordsOf('compose', 'leadArticles').join('|')})\\s+`, 'i');
const DO_LEAD = new RegExp(`^(?:${WORDS.doLeadIns.join('|')})\\s+`, 'iu');
const KIND_ARTICLE = new RegExp(`^(?:${any('kindArticles')})\\s+`, 'iu');
/**
 * "I've been restoring antique clocks…", "I'm Sam and I tune pianos": what the owner does, said as
 * who they are ("Antique clock restorer", "Piano tuner"). English only.
 */
const DOING = wordsOf('name', 'doingPatterns').map((source) => new RegExp(source, 'iu'));
/** "veterinaria y atiendo a domicilio": who the owner is ends where they go on to what they do ("y atiendo", "and I"). */
const SAYS_MORE = new RegExp(
  String.raw`\s+(?:${any('townAnds')})\s+(?:${[CATALOGS.en, ...Object.values(CATALOGS.local)]
    .flatMap((c) => c.generic.sections.voice.singular)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})(?![\p{L}])|\s+(?:${any('saysMoreWords')})\b`,
  'iu',
);
const agent = (verb: string) => (verb.endsWith('e') ? `${verb}r` : `${verb}er`);

/** "grooming salon from my home": a word before "from" is a thing, not a town. */
const OF = new RegExp(`^(?:${WORDS.thingLinkWords.join('|')})$`, 'iu');
const PLACE_NEXT = new RegExp(String.raw`^\s+(?:${WORDS.neutralCutWords.join('|')})\s`, 'iu');

/** What follows a name or a kind says where ("in Graz", "covering Kildare", "tucson and…") or what it is ("food truck"). */
export function goesOnWithWhereOrWhat(rest: string): boolean {
  if (PLACE_NEXT.test(rest)) return true;
  const next = rest.match(/^[\s,]+([\p{L}'’-]+)(?:\s+([\p{L}'’-]+))?/u);
  if (!next) return false;
  return isTown(next[1]) || namesKind(next[1]) || Boolean(next[2] && namesKind(`${next[1]} ${next[2]}`));
}

const NOT_A_NAME = new Set(WORDS.notAName);
const DANGLING = new RegExp(String.raw`(?:\s+(?:${WORDS.danglingWords.join('|')}))+$`, 'iu');
const TOWN_GOES_ON = new RegExp(
  String.raw`^(?:&|\/|,|(?:${any('townAnds')})|(?:${WORDS.townTailWords.join('|')}))$`,
  'iu',
);
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The clause cut where its place or its details begin, and at a town in lower case ("house cleaning tucson"). */
function headOf(clause: string, language?: SiteLanguage): { what: string; town?: string } {
  const first = `${clause} `.split(CUT)[0].trim();
  const parts = first.split(/\s+/);
  // "Norfolk & north Suffolk chimney sweep": the places first, then what the business is.
  const lastTown = parts.findLastIndex((w) => /^\p{Lu}/u.test(w) && isTown(w));
  // "Best pies in the Waikato": a common word that opens a sentence is no town ("Best" in Brabant).
  const placeFirst = isTown(parts[0]) && !NOT_A_NAME.has(parts[0].toLowerCase());
  if (placeFirst && lastTown < parts.length - 1 && parts.length - lastTown <= 4)
    return { what: parts.slice(lastTown + 1).join(' '), town: parts[0] };
  // "house cleaning tucson and oro valley": a town typed in lower case ends what it is.
  // The town ends the clause or is one of towns ("tucson and oro valley"): a word that goes on is part
  // of a thing ("septic tank pumping") or a name ("roll up at Kiama Bowling Club").
  const endsHere = (next: string | undefined) => next === undefined || TOWN_GOES_ON.test(next);
  const at = parts.findIndex(
    (w, i) =>
      i > 0 &&
      /^\p{L}{4,}$/u.test(w) &&
      // German writes its towns as names: a word in lower case ("Grillfeste auch bei Regen") is none.
      (language !== 'de' || /^\p{Lu}/u.test(w)) &&
      isTown(w) &&
      !namesKind(w) &&
      !OF.test(parts[i + 1] ?? '') &&
      endsHere(parts[i + 1]),
  );
  return at > 0 ? { what: parts.slice(0, at).join(' '), town: parts[at] } : { what: first };
}

/** A phrase fit to say who the business is: short, not a greeting, not a list label, not one of its services. */
function fits(phrase: string | undefined, facts: Facts): phrase is string {
  if (!phrase || words(phrase) > 6 || phrase.length > 60 || !/\p{L}{3}/u.test(phrase)) return false;
  const lower = phrase.toLowerCase();
  // "Clase grupal y clase particular": an item of the price list says what is sold, not who sells it.
  const isPriced = facts.prices.some((p) => p.label.toLowerCase() === lower);
  return !isPriced && !isListLabel(phrase) && canHead(phrase);
}

/** Who the owner says they are when the business has no name: "I'm Ciara, a wedding photographer". */
function role(prompt: string, facts: Facts, language: SiteLanguage, whole: string): string | undefined {
  const said = ROLE.exec(prompt)?.[1];
  // "I'm Sam and I tune pianos": a person's name is no kind of business.
  const phrase = said && /^\p{Ll}/u.test(said) ? headOf(said).what.split(SAYS_MORE)[0] : undefined;
  if (fits(phrase, facts) && !isTown(phrase)) return phrase;
  if (language !== 'en') return undefined;
  const [, gerund, object] = DOING[0].exec(whole) ?? [];
  if (gerund && object) return `${headOf(`${object} `).what} ${gerund}er`;
  const [, verb, thing] = DOING[1].exec(whole) ?? [];
  return verb && thing ? `${thing} ${agent(verb)}` : undefined;
}

function whatItIs(
  facts: Facts,
  kind: Kind | undefined,
  language: SiteLanguage,
  lead: string | undefined,
  prompt: string,
): { what: string; town?: string } | undefined {
  const own = facts.kind ? tidyKind(facts.kind).replace(LEAD_ARTICLE, '') : undefined;
  // "I'm a one man band" is said of the owner, not of a kind of business.
  if (own && language === 'en' && words(own) <= 5 && own.length <= 60 && canHead(own))
    return { what: capitaliseFirst(own) };
  if (kind && !facts.kindInNameOnly) {
    const bank = bankFor(language);
    // The kind's own noun in the page's language; its industry's ("Büro" for a Hundepension) says less
    // than the owner's first line.
    const noun = bank ? (bank.kinds[kind.id]?.noun ?? undefined) : kind.noun;
    if (noun) return { what: capitaliseFirst(noun) };
  }
  // "Bookbinder in Providence, RI." → "Bookbinder"; "Orgelbau-Meisterwerkstatt in Thüringen: Neubau, …" → "Orgelbau-Meisterwerkstatt".
  // "we do freshwater + saltwater tank maintenance for homes": what they do is what the business is.
  const head = lead ? headOf(lead.replace(DO_LEAD, ''), language) : undefined;
  if (head && fits(head.what, facts) && !isTown(head.what))
    return { what: capitaliseFirst(head.what), town: head.town };
  // "I'm a one man band" is said of the owner: no kind to tell, only what they do.
  const said = role(own && !canHead(own) ? '' : prompt, facts, language, prompt);
  if (said) return { what: capitaliseFirst(said) };
  // "Wir sind eine kleine Fahrradwerkstatt": the owner's words for the kind, in any language.
  const theirs = facts.kind?.replace(KIND_ARTICLE, '');
  if (theirs && words(theirs) <= 4 && fits(theirs, facts)) return { what: capitaliseFirst(theirs) };
  // "deneigement residentiel et commercial rive-sud de montreal (…)": too long a clause heads by its first word.
  const word = head?.what.split(/\s+/)[0];
  return head &&
    word &&
    words(head.what) > 1 &&
    /^[\p{L}-]{6,}$/u.test(word) &&
    canHead(word) &&
    !isTown(word)
    ? { what: capitaliseFirst(word) }
    : undefined;
}

/**
 * What the page calls a business whose name the description does not give: what it is and where, in
 * the catalog's pattern ("Locksmith · Manchester", "Bookbinder · Providence"), or what it is alone.
 * What it is: the owner's words for its kind, else the kind's noun, else the owner's first clause up
 * to where its place begins, else who the owner says they are ("a wedding photographer"). Never a
 * whole clause, a service of the list, a label or a greeting.
 */
export function neutralName(
  facts: Facts,
  kind: Kind | undefined,
  language: SiteLanguage,
  lead: string | undefined,
  prompt: string,
): string | undefined {
  const found = whatItIs(facts, kind, language, lead, prompt);
  if (!found) return undefined;
  // "Glacier sur le port de · Sète": a clause cut before its town leaves no word hanging.
  const what = found.what.replace(DANGLING, '');
  if (!what) return undefined;
  const place = facts.location ?? found.town;
  // "Providence, RI" heads as "Providence"; "Licensed taxidermist in Bozeman" already says where.
  const where = place ? presentName(place).split(',')[0].trim() : undefined;
  return where && !what.toLowerCase().includes(where.toLowerCase()) ? `${what} · ${where}` : what;
}
