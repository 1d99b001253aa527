import { CATALOGS } from '../catalog/load';
import { wordsOf } from '../catalog/words';
import { namesKind, namesKindOnly } from '../kinds';
import { lowerKindName } from './lower-name';
import { isNotAName, isTown } from './not-a-name';

// The words this file reads descriptions with: copy/detect/name.json and copy/<lang>/detect/name.json.
const WORDS = CATALOGS.detect.name;
/** One list of copy/<lang>/detect/name.json in every language, as regular-expression alternatives. */
const any = (list: Parameters<typeof wordsOf<'name'>>[1]) => wordsOf('name', list).join('|');
const TITLE_ARTICLES = new Set(wordsOf('name', 'titleArticles'));

/** A run of capitalised words, allowing small joiners ("Crumb & Co", "House of Hair", "Bob's Auto"). */
const CAP_WORD = String.raw`(?:(?:${WORDS.abbreviations.join('|')})\.|[\p{Lu}\d][\p{L}\d'’&+-]*(?:\.\p{L}+)*)`;
// Up to two joiners between capitals: "Tacos de la Abuela", "L'Atelier de la Chaise".
const CAP_SEQ = String.raw`${CAP_WORD}(?:\s+(?:(?:${WORDS.nameJoiners.join('|')})\s+){0,2}${CAP_WORD})*`;
const ANY_WORD = "[\\p{L}\\d'’&.+-]+";

const NOT_A_NAME = new Set(WORDS.notAName);
const COMMON_CAPS = new Set(WORDS.commonCapitals);
const SUBJECT_VERBS = `(?:${WORDS.subjectVerbs.join('|')})`;

const COMPANY_END = new RegExp(String.raw`\b(${any('companyAbbreviations')})$`);

export function clean(value: string, keepNumber = false): string {
  const cleaned = value
    .replace(/^[^\p{L}\d]+/u, '')
    .replace(/[\s,.;:!?'’"”)-]+$/u, '')
    // "Crumb & Co.": the full stop of an abbreviation is part of the name.
    .replace(COMPANY_END, (m) => (value.includes(`${m}.`) ? `${m}.` : m))
    .trim();
  // "Call Rapid Rooter 24/7": a trailing bare number belongs to what follows ("Gallery 54" keeps its
  // own, and so does a name the description sets apart: "Érablière du Rang 4 – cabane à sucre").
  return keepNumber ? cleaned : cleaned.replace(/^(\S+\s+\S+\s+.*?)\s+\d+$/u, '$1');
}

function isPlausibleName(value: string): boolean {
  const words = value.split(/\s+/);
  if (words.length === 0 || words.length > 7 || value.length < 2 || value.length > 80) return false;
  if ((value.match(/\p{L}/gu) ?? []).length < 2) return false;
  // "The Daily Grind" is a name; "the shop" is not.
  const isTitledThe = TITLE_ARTICLES.has(words[0]) && words.length > 1 && /^\p{Lu}/u.test(words[1]);
  if (NOT_A_NAME.has(words[0].toLowerCase()) && !isTitledThe) return false;
  return !words.every((w) => COMMON_CAPS.has(w.toLowerCase().replace(/\W/g, '')));
}
const NAME_END = new RegExp(String.raw`\s+(?:${WORDS.nameEnders.join('|')})\s+|[,.;:!?()]`, 'i');

/** Cut a lower-case name where its clause visibly ends. */
function cutLoose(value: string): string {
  return value.split(NAME_END)[0];
}
const SENTENCE_END = new RegExp(
  String.raw`(?<=[.!?])(?<!\b(?:${WORDS.sentenceAbbreviations.join('|')})\.)\s+|\n+`,
);

function sentences(text: string): string[] {
  return text
    .split(SENTENCE_END)
    .map((s) => s.replace(/^[^\p{L}\d"“]+/u, '').trim())
    .filter(Boolean);
}

// Built once: compiling these Unicode patterns on every call costs more than running them.
const RE = {
  called: new RegExp(`\\b(?:${any('calledWords')})\\s+(${CAP_SEQ})`, 'u'),
  calledLoose: new RegExp(`\\b(?:${any('calledWords')})\\s+(${ANY_WORD}(?:\\s+${ANY_WORD}){0,4})`, 'iu'),
  founder: new RegExp(String.raw`\b(?:[Ii]|[Ww]e)\s+(?:${WORDS.founderVerbs.join('|')})\s+(${CAP_SEQ})`, 'u'),
  opening: new RegExp(`^(${CAP_SEQ})\\s*(?:[\\p{Extended_Pictographic}|•·,:(]|[—–-](?=\\s)|$)`, 'u'),
  lowerOpening: new RegExp(
    String.raw`^((?:(?:${any('lowerArticles')})\s+)?[\p{Ll}\d'’&]+(?:\s+[\p{Ll}\d'’&]+){0,3})(?:\s+[—–-]\s|\s*\p{Extended_Pictographic})`,
    'u',
  ),
  dashed: new RegExp(
    `^(${CAP_SEQ}(?:\\s+(?:${any('nameWithWords')})\\s+${CAP_SEQ})?(?:\\s+\\p{Ll}[\\p{L}'’]+){0,2})(?:\\s*(?:—|–|:)|\\s+-)\\s`,
    'u',
  ),
  // "Hi, I'm Sam Ortiz, a personal trainer": a one-person business goes by its owner's full name.
  person: new RegExp(
    String.raw`(?:^|[.!,]\s*)(?:${WORDS.myNameIs.join('|')})\s+(\p{Lu}\p{Ll}+(?:[\s-]\p{Lu}\p{Ll}+){1,2})(?=\s*(?:,|\s+(?:${any('personAnds')})\s|\s+[-–—]\s|$))`,
    'u',
  ),
  // No i flag where CAP_SEQ is used: with it, \p{Lu} would match lower case too.
  intro: new RegExp(
    String.raw`^(?:${WORDS.weRunLeadIns.join('|')})\s+(?:(?:${any('lowerArticles')})\s+)?(${CAP_SEQ})`,
    'u',
  ),
  // "for my cleaning business, Sparkle Cleaners", "my tutring buisness - Maths Made Easy".
  myAppositive: new RegExp(
    `\\b[Mm]y\\s+(?:${ANY_WORD}\\s+){0,3}?${ANY_WORD}\\s*[,:–—-]\\s*(${CAP_SEQ})`,
    'u',
  ),
  appositive: new RegExp(
    `^(?:${any('ownerPossessives')})\\s+(?:${ANY_WORD}\\s+){0,3}?${ANY_WORD},?\\s+(${CAP_SEQ})`,
    'u',
  ),
  subject: new RegExp(`^(${CAP_SEQ})(?:,\\s[^,]{2,60},)?\\s+${SUBJECT_VERBS}\\s`, 'u'),
  // "Clínica Dental Sonrisas en Málaga", "Physiotherapie am Markt in Freiburg".
  placed: new RegExp(
    String.raw`^(${CAP_SEQ}(?:\s+(?:${any('placedJoiners')})\s+${CAP_SEQ})?)\s+(?:${WORDS.placePrepositions.join('|')})\s+(?:(?:${WORDS.placeArticles.join('|')})\s+)?\p{Lu}`,
    'u',
  ),
  loose: new RegExp(
    `^(${ANY_WORD}(?:\\s+${ANY_WORD}){0,5}?)\\s+(?:${any('looseCopulas')})\\s+(?:${any('looseDeterminers')})\\s`,
    'iu',
  ),
  introLoose: new RegExp(
    String.raw`^(?:${any('introLeads')})\s+(?!${WORDS.notNameStarts.join('|')})(${ANY_WORD}(?:\s+${ANY_WORD}){0,4})`,
    'iu',
  ),
  alone: new RegExp(`^(${CAP_SEQ})\\.$`, 'u'),
  // "Brazos Plumbing Co. Licensed plumbers…": the reader's sentences run on past "Co.", the owner's stop there.
  companyAlone: new RegExp(
    `^((?:${CAP_WORD}\\s+(?:(?:${WORDS.nameJoiners.join('|')})\\s+)?){1,5}(?:${WORDS.companySuffixes.join('|')})\\.)\\s+(?=\\p{Lu})(?!(?:${WORDS.companyForms.join('|')})\\b)`,
    'u',
  ),
  // Past the opening sentence, a dash sets a name apart only after capitalised words ("Corrib Cabs –
  // fixed prices"), not after a phrase ("Yard visits – no call-out fee").
  dashedStrict: new RegExp(`^(${CAP_SEQ})(?:\\s*(?:—|–|:)|\\s+-)\\s`, 'u'),
  // "Edinburgh, the Lothians and Fife – Lothian Piano Services.": what and where, then the name.
  nameAfterDash: new RegExp(`^(.{3,80}?)\\s+[—–-]\\s+(${CAP_SEQ})\\s*(?:[.!](?:\\s|$)|$)`, 'u'),
  anyRun: new RegExp(`(?<![\\p{L}\\d'’&])(${CAP_SEQ})`, 'gu'),
  appositiveAnywhere: new RegExp(
    `(?<![\\p{L}\\d'’&])(${CAP_SEQ}),\\s+(?:${any('appositiveArticles')})\\s+\\p{Ll}`,
    'gu',
  ),
};

/** A trade noun that opens a name in Spanish or French ("Clínica", "École"): copy/<lang>/generic.json's grammar. */
const TRADE_NOUNS = [
  ...new Set(
    [CATALOGS.local.es, CATALOGS.local.fr].flatMap((c) => Object.keys(c.generic.grammar?.nameNouns ?? {})),
  ),
];
const TRADE_NOUN = TRADE_NOUNS.map((n) => `${n[0].toUpperCase()}${n.slice(1)}`).join('|');
/** The capitalised tail of such a name, with its joiners and "à" ("Pas à Pas"). */
const NAME_TAIL = String.raw`${CAP_WORD}(?:\s+(?:(?:${[...WORDS.nameJoiners, 'à', 'y', 'et'].join('|')})\s+)?${CAP_WORD})*`;
const TRADE_NAMED = new RegExp(
  String.raw`^(?:${TRADE_NOUN})(?:\s+\p{Ll}[\p{L}'’-]*){1,3}\s+${NAME_TAIL}$`,
  'u',
);
/** The last "en Valencia", "à Lyon" of a clause, where the place runs to its end. */
const PLACE_AT_END = new RegExp(
  String.raw`\s+(?:${WORDS.placePrepositions.join('|')})\s+\p{Lu}[\p{L}'’-]*(?:[\s-]+\p{Lu}[\p{L}'’-]*)*$`,
  'u',
);

/**
 * "Clínica dental Sonrisa en Valencia", "École de danse Pas à Pas à Lyon : …": a trade noun, the
 * lower-case words of what it does, then the capitalised name, up to the clause's last place.
 */
function tradeNamed(opening: string): string | undefined {
  const clause = opening.split(/\s*[,.;:!?(]|\s[-–—]\s/)[0].trim();
  const name = clause.replace(PLACE_AT_END, '');
  return TRADE_NAMED.test(name) ? name : undefined;
}
const IMPERATIVE = new RegExp(String.raw`^(?:${WORDS.imperatives.join('|')})\s+(?=\p{Lu})`, 'u');
const OPENING_DOES = new RegExp(String.raw`^(?:\s+\p{Ll}+){1,3}\s+(?:${SUBJECT_VERBS})\s`, 'u');
const RUN_DOES = new RegExp(
  String.raw`^\s+(?:${SUBJECT_VERBS}|(?:${any('perfectAuxiliaries')})\s+\p{Ll}+(?:${any('pastEndings')}))\s`,
  'u',
);

const plausibleName = (value: string | undefined, minWords = 1, keepNumber = false): string | undefined => {
  if (!value) return undefined;
  // "Call Rapid Rooter", "Visit Harbour Homes": an imperative in front of a name is not part of it.
  const cleaned = clean(value, keepNumber).replace(IMPERATIVE, '');
  return isPlausibleName(cleaned) && cleaned.split(/\s+/).length >= minWords ? cleaned : undefined;
};

/** Whether the one to three words right after a run, or the one or two before it, name a kind of business. */
/** "and more", "& sons", ", …": what follows a plural joins it to another word. */
const JOINED = new RegExp(String.raw`^(?:&|(?:${any('personAnds')})\b|[,+/])`);
const LOWER_ARTICLE = new RegExp(String.raw`^(?:${any('lowerArticles')})\s+`);
const LOOSE_ARTICLE = new RegExp(String.raw`^(?:${any('lowerArticles')})\s`, 'i');
/** "taco truck in austin": a lower-case opening that says where. */
const WHERE = new RegExp(String.raw`\s(?:${any('whereWords')})\s`);
const TRAILING_JOINER = new RegExp(`^(?:${any('trailingJoiners')}|&)$`, 'i');

function kindBeside(before: string, after: string): boolean {
  const next =
    after
      .match(/^(?:\s+\p{Ll}+){1,3}/u)?.[0]
      .trim()
      .split(/\s+/) ?? [];
  // "my cleaning business, Sparkle Cleaners", "my tutoring business - Maths Made Easy".
  const previous =
    before
      .match(/(?:\p{L}+\s+){0,1}\p{L}+\s*[,:–—-]?\s+$/u)?.[0]
      .replace(/[,:–—-]/gu, ' ')
      .trim()
      .split(/\s+/) ?? [];
  const phrases = [
    ...next.map((_, i) => next.slice(0, i + 1).join(' ')),
    ...previous.map((_, i) => previous.slice(i).join(' ')),
  ];
  return phrases.some((p) => namesKind(p));
}

/** "In Wien-Stammersdorf: Heuriger Weinhof Brandl.": a place set before the opening, then what the owner says. */
const PLACE_LEAD = new RegExp(
  String.raw`^(?:${WORDS.placeLeadIns.join('|')})\s+\p{Lu}[^:–—.!?\n]{1,40}?\s*[:–—]\s+(?=\p{Lu})`,
  'u',
);
const PLURAL_COPULA = new RegExp(
  String.raw`^(?:,\s[^,]{2,60},)?\s+(?:${WORDS.pluralCopulas.join('|')})\s$`,
  'u',
);
const PLURAL_AFTER = new RegExp(String.raw`^\s+(?:${WORDS.pluralCopulas.join('|')})\s`, 'u');
const GENERIC_VERB = new RegExp(`^(?:${WORDS.subjectVerbs.slice(0, -1).join('|')})$`, 'u');

/**
 * Whether a subject's "verb" is a plural noun instead: "Galway taxis & airport transfers", "GCSE &
 * A-level maths tutor", "Cours privés de ski". Only the English "-s" of a verb counts, and not before
 * "&", "and" or a kind ("maths tutor").
 */
function pluralNotVerb(matched: string, rest: string): boolean {
  const verb = matched.trim().split(/\s+/).at(-1) ?? '';
  if (GENERIC_VERB.test(verb)) return false;
  if (!/^[a-z]+$/.test(verb) || JOINED.test(rest.trimStart())) return true;
  const next = /^\s*(\p{Ll}+)/u.exec(rest)?.[1];
  return Boolean(next && namesKind(`${verb} ${next}`));
}

/**
 * "Halifax's North End sourdough bakery – Agricola Bread Co.", "Edinburgh, the Lothians and Fife –
 * Lothian Piano Services": the opening says what or where, then the name after a dash.
 */
function nameAfterDash(sentence: string): string | undefined {
  const m = RE.nameAfterDash.exec(sentence);
  if (!m) return undefined;
  const before = m[1];
  const describes = /\s\p{Ll}{3,}/u.test(before) && namesKind(before.replace(/\p{Lu}[\p{L}'’-]*\s*/gu, ''));
  if (!describes && !isTown(before.split(',')[0].trim())) return undefined;
  // "Agricola Bread Co.": the full stop goes with it for `clean` to keep after an abbreviation.
  return /^\s*\./.test(m[0].slice(m[0].lastIndexOf(m[2]) + m[2].length)) ? `${m[2]}.` : m[2];
}

const SIGNED = new RegExp(
  String.raw`^(\p{Lu}[\p{L}-]+)\s+(?:${any('placedJoiners')})\s+(\p{Lu}[\p{L}-]+)\s*(?:[,.!]|$)`,
  'u',
);

/**
 * "Imbiss am Ring, direkt an der Haltestelle", "Café an der Brücke.": a kind and where it stands,
 * said alone as the opening words, are the sign over the door; "Töpferei am Bodensee" is a kind and
 * its town.
 */
function signed(opening: string): string | undefined {
  const m = SIGNED.exec(opening);
  return m && namesKind(m[1]) && !isTown(m[2]) ? m[0].replace(/[\s,.!]+$/u, '') : undefined;
}

const AT_NAME = new RegExp(
  String.raw`\s(?:${WORDS.visitPrepositions.join('|')})\s+(${CAP_SEQ})\s*[.!]?$`,
  'u',
);

/**
 * "Come and roll up at Kiama Bowling Club!": a place of several capitalised words that ends the
 * opening sentence is the business when the owner goes on to call it by its last word ("Ring the club
 * …"); "Guided tours at Victoria Station." is where, not who.
 */
function atNamed(opening: string, text: string): string | undefined {
  const run = AT_NAME.exec(opening)?.[1];
  const last = run?.split(/\s+/).at(-1)?.toLowerCase();
  if (!run || !last || !run.includes(' ')) return undefined;
  const rest = text.slice(text.indexOf(opening) + opening.length);
  const calledBack = new RegExp(
    String.raw`(?<![\p{L}])(?:${WORDS.placeArticles.join('|')})\s+${last}(?![\p{L}])`,
    'u',
  );
  return calledBack.test(rest) ? run : undefined;
}

/** The business name, verbatim, from the patterns owners most often write. */
export function findName(whole: string): string | undefined {
  const text = whole.replace(PLACE_LEAD, '');
  // A piece of the description that only looks like a name (a town, a label, a language) is none.
  const plausible = (value: string | undefined, minWords = 1, keepNumber = false): string | undefined => {
    const found = plausibleName(value, minWords, keepNumber);
    return found && !isNotAName(found, text) ? found : undefined;
  };
  // A quoted phrase in lower case is something the owner offers ('Taller "hazte tu cerveza"'), not the name.
  // Two quoted names or more are what the business offers ('dos salas: "El Faro" y "La Mina"').
  const quotes = [...text.matchAll(/["“](\p{Lu}[^"“”\n]{1,59})["”]/gu)];
  const quoted = quotes.length === 1 ? quotes[0][1] : undefined;
  const found =
    plausible(quoted) ??
    plausible(RE.called.exec(text)?.[1]) ??
    plausible(cutLoose(RE.calledLoose.exec(text)?.[1] ?? '')) ??
    plausible(RE.founder.exec(text)?.[1]) ??
    plausible(RE.person.exec(text)?.[1], 2);
  if (found) return found;

  const company = plausible(RE.companyAlone.exec(text)?.[1], 2);
  if (company) return company;
  const all = sentences(text);
  const dashed = plausible(nameAfterDash(all[0] ?? ''), 2);
  if (dashed) return dashed;
  const opening = plausible(RE.opening.exec(all[0] ?? '')?.[1], 2, true);
  // "HAIR SALON IN BOLTON - …" in capitals is a kind and a place, not a name.
  if (opening && !(opening === opening.toUpperCase() && namesKind(opening.toLowerCase()))) return opening;
  // "Spoke. Bike couriers, …", "Quesería Valle del Sella. Hacemos queso…": a first sentence that is only a name.
  const alone = plausible(RE.alone.exec(all[0] ?? '')?.[1]);
  // ("Max. 8 Gäste": an abbreviation before a number ends no sentence.)
  // One word alone is a name when the next sentence opens with a phrase of what the business is
  // ("Spoke. Bike couriers, …"), not with a label and a name ("Hufbeschlag. Einzugsgebiet Freiburg.").
  const next = all[1] ?? '';
  if (alone && /^\p{Lu}/u.test(next) && (alone.includes(' ') || /^\S+\s+\p{Ll}/u.test(next))) return alone;
  const lowerNamed = lowerKindName(all[0] ?? '', text);
  if (lowerNamed) return lowerNamed;
  const lowerOpening = RE.lowerOpening.exec(all[0] ?? '')?.[1];
  // "hair salon in croydon - cuts, colour…" says what the business is, not what it is called.
  if (
    lowerOpening &&
    isPlausibleName(lowerOpening.replace(LOWER_ARTICLE, '')) &&
    !isNotAName(lowerOpening, text) &&
    !namesKindOnly(lowerOpening) &&
    // "taco truck in austin 🌮" says what and where, not a name.
    !WHERE.test(lowerOpening)
  )
    return lowerOpening;

  const traded = plausible(tradeNamed(all[0] ?? ''), 2);
  if (traded) return traded;
  const visited = plausible(atNamed(all[0] ?? '', text), 2);
  if (visited) return visited;
  const sign = signed(all[0] ?? '');
  if (sign) return sign;

  for (const [index, sentence] of all.entries()) {
    const intro = RE.intro.exec(sentence)?.[1];
    const appositive = RE.appositive.exec(sentence)?.[1];
    const loose = RE.loose.exec(sentence)?.[1];
    const subject = RE.subject.exec(sentence);
    // Past the opening sentence, "Les 4000 du Valais sont ma maison", "Unsere Schulpferde sind ruhig":
    // what the owner says "are" is things or animals, not the business.
    const subjectName =
      subject &&
      !pluralNotVerb(subject[0].slice(subject[1].length), sentence.slice(subject[0].length)) &&
      !(index > 0 && PLURAL_COPULA.test(subject[0].slice(subject[1].length)))
        ? subject[1]
        : undefined;
    const name =
      (index === 0
        ? plausible(RE.dashed.exec(sentence)?.[1], 1, true)
        : plausible(RE.dashedStrict.exec(sentence)?.[1], 2, true)) ??
      (intro && /^\p{Lu}|^\d/u.test(intro) ? plausible(intro) : undefined) ??
      (appositive && /^\p{Lu}/u.test(appositive) ? plausible(appositive) : undefined) ??
      // Past the opening sentence, one capitalised word before a plural is no name ("Tent sites from
      // $35", "Premier cours offert", "Aceptamos nuevos pacientes").
      plausible(subjectName, index === 0 ? 1 : 2) ??
      plausible(RE.placed.exec(sentence)?.[1], 2) ??
      (loose && !LOOSE_ARTICLE.test(loose) ? plausible(loose) : undefined) ??
      plausible(cutLoose(RE.introLoose.exec(sentence)?.[1] ?? ''));
    if (name) return name;
  }
  const mine = plausible(RE.myAppositive.exec(text)?.[1]);
  if (mine) return mine;
  // "… at Byte Academy, an online bootcamp …"
  for (const m of text.matchAll(RE.appositiveAnywhere)) {
    const value = plausible(m[1]);
    if (value) return value;
  }
  // A capitalised run elsewhere is a name only beside the kind of business it is ("Happy Tails dog
  // walker", "food truck Sabor Latino"): alone, a town, a product or a German noun ("Keine Zwinger",
  // "Pass Plus", "Einzugsgebiet Freiburg") looks the same. The facts form asks.
  for (const m of text.matchAll(RE.anyRun)) {
    const value = plausible(m[1], 2);
    if (!value) continue;
    const after = text.slice(m.index + m[1].length);
    if (
      kindBeside(text.slice(0, m.index), after) ||
      // "…, Rossi's Deli serves", "Hartley & Sons Funeral Directors have cared": the run does something.
      (RUN_DOES.test(after) && !PLURAL_AFTER.test(after)) ||
      // "The Town of Millbrook public works department handles …": the description opens with it.
      (m.index === 0 && OPENING_DOES.test(after)) ||
      // "Dr Patel Dental Surgery": a kind with a name of its own before it.
      (namesKind(value) && !namesKindOnly(value)) ||
      // "Call Rapid Rooter 24/7": an imperative before a name.
      IMPERATIVE.test(m[1])
    )
      return value;
  }
  return undefined;
}

const KIND_STOP = new RegExp(`^(?:${WORDS.notAKind.join('|')})$`, 'iu');

/** What the business is, in the owner's words ("a family-run pizzeria"), with its article. */
export function findKind(text: string, name?: string): string | undefined {
  const escaped = name?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const lead = escaped
    ? String.raw`(?:${escaped}(?:,|\s+(?:${WORDS.isVerbs.join('|')}))|\b(?:${any('weAreLeads')}))`
    : `(?:${WORDS.weAre.join('|')})`;
  // English, Spanish, French and German articles: "a bakery", "una panadería", "une boulangerie", "eine Bäckerei".
  // "a FIDE rated (2210) chess coach": a bracket inside the kind is an aside, not where the kind ends.
  const read = text.replace(/\s*\([^()\n]{1,40}\)(?=\s+\p{Ll})/gu, '');
  const m = new RegExp(
    String.raw`${lead}\s+(${WORDS.articles.join('|')})\s+([^.,;:!?()\n]{2,80})`,
    'iu',
  ).exec(read);
  if (!m) return undefined;
  // "is a free, volunteer-run seed library": one word before a comma qualifies the kind that follows it.
  const after = read.slice((m.index ?? 0) + m[0].length);
  const more = /^,\s+(\p{Ll}[^.,;:!?()\n]{2,80})/u.exec(after)?.[1];
  const phrase = more && !/\s/.test(m[2].trim()) && !namesKind(m[2]) ? `${m[2]}, ${more}` : m[2];
  const words: string[] = [];
  for (const word of phrase.split(/\s+/)) {
    if (KIND_STOP.test(word) || words.length >= 7) break;
    words.push(word);
  }
  if (words.length === 0 || words.some((w) => /\d|@/.test(w))) return undefined;
  while (TRAILING_JOINER.test(words[words.length - 1] ?? '')) words.pop();
  return words.length > 0 ? `${m[1]} ${words.join(' ')}` : undefined;
}

/** "Pie Dream, 14 Victoria St Cambridge.": a capitalised name set right before the street address, as a sign reads. */
const NAME_BEFORE_ADDRESS = new RegExp(`(?:^|[.!?]\\s+|\\n)(${CAP_SEQ}),?\\s*$`, 'u');
export function nameBeforeAddress(before: string, whole: string): string | undefined {
  const found = plausibleName(NAME_BEFORE_ADDRESS.exec(before)?.[1]);
  return found?.includes(' ') && !isNotAName(found, whole) ? found : undefined;
}
