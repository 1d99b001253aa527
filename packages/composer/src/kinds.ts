import { CATALOGS } from './catalog/load';
import { wordsOf } from './catalog/words';
import type { Kind } from './kinds/types';

// And copy/<lang>/detect/kinds.json: the small words of names, lists and places.
const NAME_LINK = wordsOf('kinds', 'nameLinkWords').join('|');
// "Smith and Co", "House of Hair": capitalised words and the small words that join them.
const ALL_NAME = new RegExp(
  String.raw`^(?:[\p{Lu}\d][\p{L}\d'’.-]*|&|${NAME_LINK})(?:\s+(?:[\p{Lu}\d][\p{L}\d'’.-]*|&|${NAME_LINK}))*\s*$`,
  'u',
);
const LIST_JOINER = new RegExp(`^(?:${wordsOf('kinds', 'listJoiners').join('|')}|&)$`);
const PLACE_PREPOSITION = new RegExp(
  String.raw`\s+(?:${wordsOf('kinds', 'placePrepositions').join('|')})\s`,
  'i',
);

// The words this file reads descriptions with: copy/detect/kinds.json.
const VOCABULARY = CATALOGS.detect.kinds;

export type { Kind, KindCopy } from './kinds/types';

// The registry (copy/kinds.json) with each kind's English copy (copy/en/kinds/<id>.json).
const TABLE: Kind[] = CATALOGS.registry.map((entry) => {
  const { services, ...copy } = CATALOGS.en.kinds.get(entry.id) ?? { services: [] };
  return {
    id: entry.id,
    words: entry.words,
    industry: entry.industry,
    noun: entry.noun.en ?? entry.id,
    services,
    copy,
    schemaType: entry.schemaType,
    priority: entry.priority,
  };
});

/**
 * Every kind of business the composer knows, by match priority: a word two kinds share belongs
 * to the one of higher priority, then to the one listed first. The test of the table fails on a
 * shared word between kinds of equal priority, so no tie is left to the order of the files.
 */
export const KINDS: Kind[] = TABLE.map((kind, i) => ({ kind, i }))
  .sort((a, b) => (b.kind.priority ?? 0) - (a.kind.priority ?? 0) || a.i - b.i)
  .map(({ kind }) => kind);

type Word = { kind: Kind; label: string };

const WORDS = new Map<string, Word>();
for (const kind of KINDS) {
  for (const spec of kind.words) {
    const [word, label = word] = spec.split('=');
    // "barbers" is matched as "barber" plus its plural, so the copy says "a barber".
    const singular = kind.words.find((w) => w !== spec && (word === `${w}s` || word === `${w}es`));
    if (WORDS.has(word)) continue;
    WORDS.set(word, { kind, label: singular ? (singular.split('=')[1] ?? singular) : label });
  }
}
const escapeWord = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Longest first, so "hair salon" wins over "salon" where both match.
const KIND_WORD = new RegExp(
  `(?<![\\p{L}\\d])(${[...WORDS.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeWord)
    .join('|')})(?:e?s|e?n)?(?![\\p{L}\\d])`,
  'giu',
);

/** A kind found in a description: the kind, how the owner put it ("a family bakery") and where its word ends. */
/** `inNameOnly`: only the name says the kind ("Luna Yoga Studio offers…"), the words around it do not. */
export type KindMatch = { kind: Kind; phrase: string; end: number; inNameOnly?: boolean };

// Slips of the keyboard in the words the copy repeats ("famly bakery"), from copy/en/generic.json.
const TYPOS: Record<string, string> = CATALOGS.en.generic.typos ?? {};

/** The owner's words for the kind, with common slips put right for the copy ("an independant shop"). */
// Nationalities take a capital in English ("an authentic japanese restaurant" → "Japanese").
const NATIONALITY = new RegExp(`^(?:${(CATALOGS.en.generic.nationalities ?? []).join('|')})$`, 'i');

export function tidyKind(phrase: string): string {
  return phrase.replace(/\p{L}+/gu, (w) => {
    if (NATIONALITY.test(w)) return w[0].toUpperCase() + w.slice(1);
    const fixed = TYPOS[w.toLowerCase()];
    return fixed ? (/^\p{Lu}/u.test(w) ? fixed[0].toUpperCase() + fixed.slice(1) : fixed) : w;
  });
}

const MODIFIER_STOP = new RegExp(`^(?:${VOCABULARY.notModifiers.join('|')})$`, 'i');
// Where the words naming the business stop and the rest of the clause begins.
const CLAUSE_CUT = new RegExp(
  String.raw`\s+(?:${VOCABULARY.clauseCut.join('|')})\s|\s+[-–—]\s|[,;:.!?()|\n]|\s*\p{Extended_Pictographic}`,
  'iu',
);

function phraseFor(region: string, start: number, label: string, name?: string): string {
  const nameWords = new Set((name ?? '').toLowerCase().split(/\s+/));
  const before = region.slice(0, start).split(/\s+/).filter(Boolean);
  const modifiers: string[] = [];
  for (let i = before.length - 1; i >= 0 && modifiers.length < 3; i--) {
    const word = before[i];
    if (MODIFIER_STOP.test(word) || nameWords.has(word.toLowerCase())) break;
    // "24 hour gym": a chain that began with a number or a symbol is left out whole.
    if (!/^[\p{L}][\p{L}'’-]*$/u.test(word)) {
      modifiers.length = 0;
      break;
    }
    modifiers.unshift(word);
  }
  // "Family bakery…" at the start of a sentence: the capital belongs to the sentence, not the word.
  if (modifiers.length > 0 && /^\p{Lu}\p{Ll}*$/u.test(modifiers[0]) && before.length === modifiers.length)
    modifiers[0] = modifiers[0].toLowerCase();
  const words = [...modifiers, label].join(' ');
  return `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`;
}

// Words that may follow the kind without changing it ("a dog grooming service", "a roofing company").
const TRAILING_NOUN = new RegExp(
  String.raw`^(?:\s+(?:${VOCABULARY.trailingNouns.join('|')}))*[\s\p{P}\p{S}]*$`,
  'u',
);

// Words for whom a business is ("dog", "chiens", "Hunde"): next to another kind's word they make it
// another trade ("dog daycare" is no nursery, "guardería canina" no childcare).
const SUBJECTS = new Set(VOCABULARY.otherSubjects);
const SUBJECT_KINDS = new Set(VOCABULARY.subjectKinds);
const isSubject = (word: string | undefined) => word !== undefined && SUBJECTS.has(word.toLowerCase());
const servesSubjects = (kind: Kind) =>
  SUBJECT_KINDS.has(kind.id) || kind.words.some((w) => w.split(/[\s-]+/).some(isSubject));

/**
 * Whether the words around a kind's word say it serves someone else than the kind does: "pet
 * daycare", "garderie pour chiens", "Kita für Hunde". The words right before and after count.
 */
export function qualifiedAway(text: string, start: number, end: number, kind: Kind): boolean {
  if (servesSubjects(kind)) return false;
  const before = text.slice(Math.max(0, start - 30), start).match(/[\p{L}]+/gu) ?? [];
  const after = text.slice(end, end + 30).match(/[\p{L}]+/gu) ?? [];
  return isSubject(before.at(-1)) || isSubject(after[0]) || isSubject(after[1]);
}

// "Ferienwohnungen an der Ostsee", "café on the corner": a place after the kind word ends the kind too.
const NOUN_FIRST = new RegExp(`^\\s+(?:${VOCABULARY.afterKind.join('|')})\\s*\\p{L}`, 'iu');

/** The kind word that heads a phrase: its last, so "boutique hotel" is a hotel and no boutique. */
function lastMatch(region: string, name?: string): RegExpExecArray | undefined {
  let last: RegExpExecArray | undefined;
  for (const m of region.matchAll(KIND_WORD)) {
    if (!qualifiedAway(region, m.index, m.index + m[0].length, wordOf(m[1]).kind))
      last = m as RegExpExecArray;
  }
  if (!last) return undefined;
  const rest = region.slice(last.index + last[0].length);
  // "Photographe de mariage", "Restaurante de pescado": where the noun comes first, what follows it qualifies it.
  // "Bar de tapas La Bodeguilla": the name may follow the kind word.
  const restIsName = Boolean(name && rest.trim() && name.toLowerCase().startsWith(rest.trim().toLowerCase()));
  return TRAILING_NOUN.test(rest) || NOUN_FIRST.test(rest) || restIsName ? last : undefined;
}

const COMPOUND_HEADS = [...WORDS.keys()].filter((w) => w.length >= 5 && !/\s/.test(w));

/**
 * The first kind word of the owner's phrase, where the noun comes first ("un restaurante de
 * pescado", "une salle de sport") or heads a German compound ("eine Familienbäckerei").
 */
function firstMatch(phrase: string): RegExpExecArray | undefined {
  const m = new RegExp(KIND_WORD.source, 'iu').exec(phrase);
  if (m) return qualifiedAway(phrase, m.index, m.index + m[0].length, wordOf(m[1]).kind) ? undefined : m;
  for (const token of phrase.matchAll(/\p{L}+/gu)) {
    const lower = token[0].toLowerCase();
    const head = COMPOUND_HEADS.find((w) => lower.length > w.length && lower.endsWith(w));
    if (head) {
      const found = [head, head] as unknown as RegExpExecArray;
      found.index = token.index ?? 0;
      return found;
    }
  }
  return undefined;
}

/**
 * The kind of business a description is about. Only the words that name the business count:
 * the owner's own "X is a …" phrase when there is one, else the opening words of the description
 * ("Family bakery in Leeds, …"), where the last kind word is the head ("wedding photographer").
 */
export function matchKind(text: string, name?: string, ownerKind?: string): KindMatch | undefined {
  return matchDescribedKind(text, name, ownerKind) ?? kindInName(text, name);
}

/**
 * The kind a name says when the words around it do not ("Luna Yoga Studio offers vinyasa…",
 * "Fahrradwerkstatt Speiche in Leipzig…"): its last kind word, wherever it stands in the name.
 */
function kindInName(text: string, name?: string): KindMatch | undefined {
  const m = name ? [...name.matchAll(KIND_WORD)].at(-1) : undefined;
  if (!m || !name || qualifiedAway(name, m.index, m.index + m[0].length, wordOf(m[1]).kind)) return undefined;
  const at = text.indexOf(name);
  return { kind: wordOf(m[1]).kind, phrase: '', end: at >= 0 ? at + name.length : 0, inNameOnly: true };
}

function matchDescribedKind(text: string, name?: string, ownerKind?: string): KindMatch | undefined {
  // The owner's "X is a …" phrase says the kind; when it names none ("we are a family owned …"), the opening words may.
  const m = ownerKind ? (lastMatch(ownerKind) ?? firstMatch(ownerKind)) : undefined;
  if (ownerKind && m) {
    const at = text.indexOf(ownerKind);
    return {
      kind: wordOf(m[1]).kind,
      phrase: ownerKind,
      end: at >= 0 ? at + ownerKind.length : m.index + m[0].length,
    };
  }
  const sentence = /^[^.!?\n]*/.exec(text)?.[0] ?? '';
  const lowerName = name?.toLowerCase();
  let offset = 0;
  let inName: KindMatch | undefined;
  // The name may come first ("Crumbs & Co - family bakery in York"): look at two fragments at most.
  for (const fragment of sentence.split(/(?=\s+[-–—]\s|[,;:(|])/).slice(0, 2)) {
    const lead = /^(?:\s+[-–—]\s|[,;:(|])?\s*/.exec(fragment)?.[0].length ?? 0;
    const body = fragment.slice(lead);
    const cut = CLAUSE_CUT.exec(body);
    const region = cut ? body.slice(0, cut.index) : body;
    const m = lastMatch(region, name);
    const end = offset + lead + (m ? m.index + m[0].length : 0);
    // "Iron Temple Gym – …": a kind word inside the name tells the kind, not how to describe it.
    const withinName = Boolean(
      m &&
        lowerName?.includes(
          region
            .slice(0, m.index + m[0].length)
            .toLowerCase()
            .trim(),
        ),
    );
    if (m && !withinName) {
      const word = wordOf(m[1]);
      return { kind: word.kind, phrase: phraseFor(region, m.index, word.label, name), end };
    }
    if (m && !inName) inName = { kind: wordOf(m[1]).kind, phrase: '', end };
    // Only a name is passed over; "Bright Minds Tutoring offers maths, …" ends the search here.
    const isName = (lowerName && region.trim().toLowerCase() === lowerName) || ALL_NAME.test(region);
    if (!isName) break;
    offset += fragment.length;
  }
  return inName;
}

function wordOf(matched: string): Word {
  const lower = matched.toLowerCase();
  return (WORDS.get(lower) ?? WORDS.get(lower.replace(/e?s$/, ''))) as Word;
}

const OPENING_STOP = new RegExp(`^(?:${VOCABULARY.notOpeningWords.join('|')})$`, 'i');

/**
 * How the owner put a kind the table does not know, from the opening words of an all-lower-case
 * description ("pottery studio in leeds, …" → "a pottery studio"); undefined when they are not plainly one.
 */
export function openingKind(text: string): string | undefined {
  const first = /^[^,;:.!?()\n]*/.exec(text)?.[0] ?? '';
  const cut = CLAUSE_CUT.exec(first);
  const words = (cut ? first.slice(0, cut.index) : first).trim().split(/\s+/).filter(Boolean);
  if (words.length < 2 || words.length > 4 || OPENING_STOP.test(words[0])) return undefined;
  // "sourdough and custom cakes in leeds" lists things; a kind is one noun with its modifiers.
  if (!words.every((w) => /^\p{Ll}[\p{Ll}'’-]*$/u.test(w) && !LIST_JOINER.test(w))) return undefined;
  if (/(?<!s)s$/.test(words[words.length - 1])) return undefined;
  const phrase = tidyKind(words.join(' '));
  return `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
}

/**
 * The words where an owner says what the business is: the first sentence, and the next when the
 * first is only a name ("Mudanzas Garcia. Mudanzas y fletes…"). A trade named later is a partner or
 * a customer ("nach Absprache mit dem Tierarzt", "vajilla para restaurantes").
 */
export function openingSentences(text: string): string {
  const [first = '', second = ''] = text.split(/(?<=[.!?])\s+|\n+/u);
  return first.split(/\s+/).length <= 4 ? `${first} ${second}` : first;
}

/** Whether words name a kind of business ("hair salon in croydon"), rather than a business. */
export function namesKind(text: string): boolean {
  // "yoga with priya" is a name; "hair salon in croydon" is a kind and a place.
  const region = text.split(PLACE_PREPOSITION)[0];
  return Boolean(lastMatch(region));
}

// Words that describe a kind without naming a business ("family bakery", "mobile hair salon").
const GENERIC = new RegExp(`^(?:${VOCABULARY.genericModifiers.join('|')})$`, 'i');

/** Whether words are only a kind with generic words before it ("mobile hair salon"); "shine window cleaning" is a name. */
export function namesKindOnly(text: string): boolean {
  const region = text.split(PLACE_PREPOSITION)[0];
  const m = lastMatch(region);
  if (!m) return false;
  return region
    .slice(0, m.index)
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => GENERIC.test(w));
}

export const KIND_BY_ID = new Map(KINDS.map((k) => [k.id, k]));
