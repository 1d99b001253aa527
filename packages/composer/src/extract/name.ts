import { namesKind, namesKindOnly } from '../kinds';

/** A run of capitalised words, allowing small joiners ("Crumb & Co", "House of Hair", "Bob's Auto"). */
const CAP_WORD =
  "(?:(?:Dr|Mr|Mrs|Ms|St|Mt|Co|Ltd|Inc|Jr|Sr|Bros|Hnos|Cía|Sta|Sto)\\.|[\\p{Lu}\\d][\\p{L}\\d'’&+-]*(?:\\.\\p{L}+)*)";
/** A place name word: no dots, so "Chicago. Call us" stops at Chicago. */
const PLACE_WORD = "(?:St\\.|[\\p{Lu}][\\p{L}'’-]*)";
const CAP_SEQ = `${CAP_WORD}(?:\\s+(?:(?:&|and|of|the|de|la|del|du|des|der|den|di|da|dos|zum|zur|von|van|on|at|by|n'|'n'|'n’|for)\\s+)?${CAP_WORD})*`;
const ANY_WORD = "[\\p{L}\\d'’&.+-]+";

const NOT_A_NAME = new Set(
  `we i our my it its this that they there a an the here family local welcome hi hello hey
   us you your he she his her new best top small mobile online friendly professional since
   i'm i’m im hi hello hey we're we’re it's it’s looking need want please`.split(/\s+/),
);
const COMMON_CAPS = new Set(
  `monday tuesday wednesday thursday friday saturday sunday mon tue wed thu fri sat sun
   january february march april may june july august september october november december
   i we our my the a an call email open hours visit book come find contact est`.split(/\s+/),
);
const SUBJECT_VERBS =
  '(?:is|are|es|est|ist|son|sont|sind|somos|sommes|was|has\\s+been|have\\s+been|provide|offer|help|specialise|specialize|run|make|sell|serve|build|create|teach|fix|repair|do|opened|started|\\p{Ll}{3,}(?:s|es))';

function clean(value: string): string {
  return (
    value
      .replace(/^[^\p{L}\d]+/u, '')
      .replace(/[\s,.;:!?'’"”)-]+$/u, '')
      // "Crumb & Co.": the full stop of an abbreviation is part of the name.
      .replace(/\b(Co|Ltd|Inc|Bros|Corp)$/, (m) => (value.includes(`${m}.`) ? `${m}.` : m))
      // "Call Rapid Rooter 24/7": a trailing bare number belongs to what follows ("Gallery 54" keeps its own).
      .replace(/^(\S+\s+\S+\s+.*?)\s+\d+$/u, '$1')
      .trim()
  );
}

function isPlausibleName(value: string): boolean {
  const words = value.split(/\s+/);
  if (words.length === 0 || words.length > 7 || value.length < 2 || value.length > 80) return false;
  if ((value.match(/\p{L}/gu) ?? []).length < 2) return false;
  // "The Daily Grind" is a name; "the shop" is not.
  const isTitledThe = words[0] === 'The' && words.length > 1 && /^\p{Lu}/u.test(words[1]);
  if (NOT_A_NAME.has(words[0].toLowerCase()) && !isTitledThe) return false;
  return !words.every((w) => COMMON_CAPS.has(w.toLowerCase().replace(/\W/g, '')));
}

/** Cut a lower-case name where its clause visibly ends. */
function cutLoose(value: string): string {
  return value.split(
    /\s+(?:in|is|are|and|we|which|that|located|based|on|at|near|since|offers|provides|-|—|–)\s+|[,.;:!?()]/i,
  )[0];
}

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])(?<!\b(?:Dr|Mr|Mrs|Ms|St|Mt|Co|Ltd|Inc|Jr|Sr|Bros|Hnos|No|vs|e\.g|i\.e)\.)\s+|\n+/)
    .map((s) => s.replace(/^[^\p{L}\d"“]+/u, '').trim())
    .filter(Boolean);
}

// Built once: compiling these Unicode patterns on every call costs more than running them.
const RE = {
  called: new RegExp(`\\b(?:called|named)\\s+(${CAP_SEQ})`, 'u'),
  calledLoose: new RegExp(`\\b(?:called|named)\\s+(${ANY_WORD}(?:\\s+${ANY_WORD}){0,4})`, 'iu'),
  founder: new RegExp(`\\b(?:[Ii]|[Ww]e)\\s+(?:run|own|founded|started|opened|manage)\\s+(${CAP_SEQ})`, 'u'),
  opening: new RegExp(`^(${CAP_SEQ})\\s*(?:[\\p{Extended_Pictographic}|•·,:(]|[—–-](?=\\s)|$)`, 'u'),
  lowerOpening:
    /^((?:the\s+)?[\p{Ll}\d'’&]+(?:\s+[\p{Ll}\d'’&]+){0,3})(?:\s+[—–-]\s|\s*\p{Extended_Pictographic})/u,
  dashed: new RegExp(
    `^(${CAP_SEQ}(?:\\s+(?:with|by|avec|con|mit)\\s+${CAP_SEQ})?(?:\\s+\\p{Ll}[\\p{L}'’]+){0,2})\\s*(?:—|–|-|:)\\s`,
    'u',
  ),
  // "Hi, I'm Sam Ortiz, a personal trainer": a one-person business goes by its owner's full name.
  person:
    /(?:^|[.!,]\s*)(?:I'm|I’m|I\s+am|my\s+name\s+is|My\s+name\s+is|me\s+llamo|Me\s+llamo|je\s+m'appelle|Je\s+m'appelle|ich\s+bin|Ich\s+bin)\s+(\p{Lu}\p{Ll}+(?:[\s-]\p{Lu}\p{Ll}+){1,2})(?=\s*(?:,|\s+and\s|\s+[-–—]\s|$))/u,
  // No i flag where CAP_SEQ is used: with it, \p{Lu} would match lower case too.
  intro: new RegExp(
    `^(?:[Ww]e\\s+are|[Ww]e're|[Ww]e’re|[Ww]elcome\\s+to|[Tt]his\\s+is|[Ii]\\s+run|[Ii]\\s+own|[Ww]e\\s+run|[Ww]e\\s+own)\\s+(?:the\\s+)?(${CAP_SEQ})`,
    'u',
  ),
  appositive: new RegExp(`^(?:[Oo]ur|[Mm]y)\\s+(?:${ANY_WORD}\\s+){0,3}?${ANY_WORD},?\\s+(${CAP_SEQ})`, 'u'),
  subject: new RegExp(`^(${CAP_SEQ})(?:,\\s[^,]{2,60},)?\\s+${SUBJECT_VERBS}\\s`, 'u'),
  // "Clínica Dental Sonrisas en Málaga", "Physiotherapie am Markt in Freiburg".
  placed: new RegExp(
    `^(${CAP_SEQ}(?:\\s+(?:am|im|an\\s+der|auf\\s+der)\\s+${CAP_SEQ})?)\\s+(?:in|at|on|en|à|au|bei)\\s+\\p{Lu}`,
    'u',
  ),
  loose: new RegExp(
    `^(${ANY_WORD}(?:\\s+${ANY_WORD}){0,5}?)\\s+(?:is|are)\\s+(?:a|an|the|your|our)\\s`,
    'iu',
  ),
  introLoose: new RegExp(
    `^(?:we\\s+are|we're|we’re|welcome\\s+to|this\\s+is)\\s+(?!a\\s|an\\s|the\\s|your\\s|family|local)(${ANY_WORD}(?:\\s+${ANY_WORD}){0,4})`,
    'iu',
  ),
  anyRun: new RegExp(`(?<![\\p{L}\\d'’&])(${CAP_SEQ})`, 'gu'),
  appositiveAnywhere: new RegExp(`(?<![\\p{L}\\d'’&])(${CAP_SEQ}),\\s+(?:an?|the)\\s+\\p{Ll}`, 'gu'),
};

const plausible = (value: string | undefined, minWords = 1): string | undefined => {
  if (!value) return undefined;
  // "Call Rapid Rooter", "Visit Harbour Homes": an imperative in front of a name is not part of it.
  const cleaned = clean(value).replace(
    /^(?:Call|Visit|Contact|Email|Phone|Ring|Text|Book|Find|Ask|Try|Meet|Join)\s+(?=\p{Lu})/u,
    '',
  );
  return isPlausibleName(cleaned) && cleaned.split(/\s+/).length >= minWords ? cleaned : undefined;
};

/** The business name, verbatim, from the patterns owners most often write. */
export function findName(text: string): string | undefined {
  const quoted = /["“]([^"“”\n]{2,60})["”]/.exec(text)?.[1];
  const found =
    plausible(quoted) ??
    plausible(RE.called.exec(text)?.[1]) ??
    plausible(cutLoose(RE.calledLoose.exec(text)?.[1] ?? '')) ??
    plausible(RE.founder.exec(text)?.[1]) ??
    plausible(RE.person.exec(text)?.[1], 2);
  if (found) return found;

  const all = sentences(text);
  const opening = plausible(RE.opening.exec(all[0] ?? '')?.[1], 2);
  // "HAIR SALON IN BOLTON - …" in capitals is a kind and a place, not a name.
  if (opening && !(opening === opening.toUpperCase() && namesKind(opening.toLowerCase()))) return opening;
  const lowerOpening = RE.lowerOpening.exec(all[0] ?? '')?.[1];
  // "hair salon in croydon - cuts, colour…" says what the business is, not what it is called.
  if (
    lowerOpening &&
    isPlausibleName(lowerOpening.replace(/^the\s+/, '')) &&
    !namesKindOnly(lowerOpening) &&
    // "taco truck in austin 🌮" says what and where, not a name.
    !/\s(?:in|at|near|for|from)\s/.test(lowerOpening)
  )
    return lowerOpening;

  for (const sentence of all) {
    const intro = RE.intro.exec(sentence)?.[1];
    const appositive = RE.appositive.exec(sentence)?.[1];
    const loose = RE.loose.exec(sentence)?.[1];
    const name =
      plausible(RE.dashed.exec(sentence)?.[1]) ??
      (intro && /^\p{Lu}|^\d/u.test(intro) ? plausible(intro) : undefined) ??
      (appositive && /^\p{Lu}/u.test(appositive) ? plausible(appositive) : undefined) ??
      plausible(RE.subject.exec(sentence)?.[1]) ??
      plausible(RE.placed.exec(sentence)?.[1], 2) ??
      (loose && !/^the\s/i.test(loose) ? plausible(loose) : undefined) ??
      plausible(cutLoose(RE.introLoose.exec(sentence)?.[1] ?? ''));
    if (name) return name;
  }
  // "… at Byte Academy, an online bootcamp …"
  for (const m of text.matchAll(RE.appositiveAnywhere)) {
    const value = plausible(m[1]);
    if (value) return value;
  }
  // A capitalised run of two or more words anywhere ("… bakery Sunrise Breads serves …").
  for (const m of text.matchAll(RE.anyRun)) {
    // "my name is Sarah", "covering Bristol and Bath": a person or a place, not the business.
    if (
      /\b(?:name\s+is|in|covering|serving|across|near|around|throughout|to|from|at|for)\s+$/i.test(
        text.slice(0, m.index),
      )
    ) {
      continue;
    }
    const value = plausible(m[1], 2);
    // "70s and 80s" is no name: a name has a capital letter.
    if (value && /\p{Lu}/u.test(value)) return value;
  }
  return undefined;
}

const PLACE_STOP = new Set(
  `the a an our your their town city business home house store shop person time style mind total addition
   advance general particular fact short order stock progress detail touch need case person-to-person
   minutes hours days weeks months years english spanish french german italian all every each one two
   bulk season demand place private public class studio office clinic school kitchen style contact
   calle avenida avda plaza paseo camino carrer rue avenue boulevard chemin impasse quai allée route
   instagram facebook whatsapp google tiktok youtube linkedin etsy navidad semana noël pâques
   ruhe handarbeit qualität bio-qualität meisterqualität zukunft ordnung kürze absprache`.split(/\s+/),
);

/**
 * A state, province, county or country after a town's comma ("Austin, Texas", "Truro, Cornwall"). Only
 * these: after a comma a capital is as often the next item ("Aachen, Torten und Brot", "Bonn, Mo–Fr").
 */
const REGION = `(?:${[
  'Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho',
  'Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota',
  'Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York',
  'North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina',
  'South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming',
  'Alberta|British Columbia|Manitoba|New Brunswick|Newfoundland|Nova Scotia|Ontario|Quebec|Québec',
  'Saskatchewan|Queensland|New South Wales|Victoria|Tasmania|Western Australia|South Australia',
  'England|Scotland|Wales|Northern Ireland|Ireland|Cornwall|Devon|Dorset|Somerset|Kent|Essex|Sussex',
  'East Sussex|West Sussex|Surrey|Yorkshire|North Yorkshire|West Yorkshire|South Yorkshire|Lancashire',
  'Cheshire|Cumbria|Norfolk|Suffolk|Derbyshire|Hampshire|Wiltshire|Oxfordshire|Gloucestershire',
  'USA|UK|Canada|Australia|New Zealand|España|Spain|France|Deutschland|Germany|Österreich|Austria',
  'Schweiz|Suisse|Switzerland|Belgique|Belgium|Bayern|Hessen|Sachsen|Andalucía|Cataluña|Catalunya',
  'Bretagne|Provence|Normandie|Alsace',
].join('|')})\\b`;
const PLACE = `(?:(?:downtown|central|north|south|east|west|old|uptown|greater|the)\\s+)?${PLACE_WORD}(?:\\s+${PLACE_WORD}){0,2}(?:,\\s*(?:\\p{Lu}{2}\\b|${REGION}))?`;
/**
 * The words that put a town after them in Spanish, French and German: "en Sevilla", "à Lyon", "au
 * Mans", "près de Nantes", "bei Köln" ("in Köln" is the English pattern's). French "en" names a
 * region or country ("en Provence"), which the copy's "à {location}" would misspell, so it is not one.
 */
const TOWN_WORDS: Record<string, string> = {
  es: 'en|cerca\\s+de',
  fr: 'à|au|près\\s+de',
  de: 'bei|nahe',
};
const foreignPlace = (words: string) =>
  new RegExp(
    `(?:^|[\\s(])(?:${words})\\s+(?:el\\s+centro\\s+de\\s+|plein\\s+cœur\\s+de\\s+)?(${PLACE})`,
    'gu',
  );
/** By the description's language; when it is not known, any of them. */
const FOREIGN_PLACES = new Map<string | undefined, RegExp>([
  ...Object.entries(TOWN_WORDS).map(([lang, words]) => [lang, foreignPlace(words)] as const),
  [undefined, foreignPlace(Object.values(TOWN_WORDS).join('|'))],
]);
const PLACE_PATTERNS = [
  new RegExp(`\\b(?:based|located|situated)\\s+(?:in|on|at)\\s+(?:the\\s+heart\\s+of\\s+)?(${PLACE})`, 'gu'),
  new RegExp(`\\b(?:serving|across|throughout|around)\\s+(?:the\\s+)?(?:greater\\s+)?(${PLACE})`, 'gu'),
  new RegExp(
    `\\b(?:in|near)\\s+(?:the\\s+heart\\s+of\\s+|the\\s+centre\\s+of\\s+|the\\s+center\\s+of\\s+)?(${PLACE})`,
    'gu',
  ),
];

/** The town or area the business is in, verbatim ("Austin, TX", "downtown Leeds", "the Lake District"). */
// US states and Canadian provinces by their postal codes: "Austin TX", "brooklyn ny" name the town.
const STATE_CODES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|AB|BC|MB|NB|NL|NS|ON|PE|QC|SK';
const STATE_AFTER_TOWN = new RegExp(`(?<!,)\\s+(?:${STATE_CODES})$`);
const LOWER_STATE = STATE_CODES.toLowerCase();

/** The town, without the state code that follows it ("Austin TX" → "Austin"). */
function townOnly(value: string): string {
  const town = value.replace(STATE_AFTER_TOWN, '');
  return town.length >= 2 ? town : value;
}

export function findLocation(text: string, exclude: string[] = [], language?: string): string | undefined {
  const found = findPlace(text, exclude, language);
  return found ? townOnly(found) : undefined;
}

function findPlace(text: string, exclude: string[], language?: string): string | undefined {
  const foreign = FOREIGN_PLACES.get(language);
  const patterns = foreign ? [...PLACE_PATTERNS, foreign] : PLACE_PATTERNS;
  const excluded = exclude.map((e) => e.toLowerCase());
  for (const pattern of patterns) {
    for (const m of text.matchAll(pattern)) {
      const value = clean(m[1]);
      const first = value.split(/[\s,]+/)[0].toLowerCase();
      if (COMMON_CAPS.has(first) || PLACE_STOP.has(first)) continue;
      if (/^\d/.test(value) || excluded.some((e) => e.includes(value.toLowerCase()))) continue;
      // "Expertos en SEO en Valencia": after "en" or "à", a word all in capitals is a subject.
      if (pattern === foreign && !/\p{Ll}/u.test(value)) continue;
      return value;
    }
  }
  // All-lower-case descriptions: "based in leeds", "in leeds."
  const lower = new RegExp(
    `\\b(?:based|located)\\s+in\\s+(\\p{Ll}[\\p{Ll}-]+(?:\\s+\\p{Ll}[\\p{Ll}-]+)?)|\\b(?:in|around|across)\\s+(\\p{Ll}[\\p{Ll}-]{2,})(?:,?\\s+(?:${LOWER_STATE}))?(?=\\s*(?:[.,!;]|$|\\p{Extended_Pictographic}|\\s+(?:since|and|for|with|called|named|specialis\\w*|specializ\\w*|offering|serving|selling|covering|open)\\b))`,
    'u',
  ).exec(text);
  const lowerValue = lower?.[1] ?? lower?.[2];
  // "specialise in portraits" is a subject, not a town; lower case alone is no proof of a place.
  const before = lower ? text.slice(Math.max(0, (lower.index ?? 0) - 30), lower.index) : '';
  if (
    lower?.[2] &&
    /(?:speciali[sz]\w*|expert|interested|experience[ds]?|skilled|trained|qualified|degree|background|passion|invest\w*|deal|work|involved|believe|help|us|you|them|people)\s*$/i.test(
      before,
    )
  ) {
    return undefined;
  }
  if (
    lowerValue &&
    !PLACE_STOP.has(lowerValue.split(/\s+/)[0]) &&
    !excluded.some((e) => e.includes(lowerValue))
  ) {
    return lowerValue.split(/\s+(?:since|and|for|with)\b/)[0];
  }
  return undefined;
}

const KIND_STOP =
  /^(?:producing|making|selling|doing|helping|building|supplying|creating|writing|offering|providing|serving|covering|bringing|running|handling|working|focusing|focused|dedicated|committed|passionate|known|designed|whose|in|at|on|near|based|located|serving|that|which|who|with|for|since|offering|where|from|owned|specialising|specializing|providing|offers|covering|open|here|we|our|you|is|to|by|but|so|en|à|au|aux|dans|im|am|für|pour|para|con|avec|mit|que|qui|der|die|das|und|et|y|desde|depuis|seit|abierto|abierta|ouvert|ouverte|geöffnet)$/iu;

/** What the business is, in the owner's words ("a family-run pizzeria"), with its article. */
export function findKind(text: string, name?: string): string | undefined {
  const escaped = name?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const lead = escaped
    ? `(?:${escaped}(?:,|\\s+(?:is|are|es|est|ist|son|sont|sind))|\\bwe\\s+are|\\bwe're|\\bwe’re|\\bi\\s+am|\\bi'm|\\bsomos|\\bnous\\s+sommes|\\bwir\\s+sind)`
    : `(?:\\bwe\\s+are|\\bwe're|\\bwe’re|\\bi\\s+am|\\bi'm|\\bsomos|\\bnous\\s+sommes|\\bwir\\s+sind|^[^.]{0,60}?\\b(?:is|es|est|ist))`;
  // English, Spanish, French and German articles: "a bakery", "una panadería", "une boulangerie", "eine Bäckerei".
  const m = new RegExp(`${lead}\\s+(an?|un|una|une|ein|eine|einen)\\s+([^.,;:!?()\\n]{2,80})`, 'iu').exec(
    text,
  );
  if (!m) return undefined;
  const words: string[] = [];
  for (const word of m[2].split(/\s+/)) {
    if (KIND_STOP.test(word) || words.length >= 7) break;
    words.push(word);
  }
  if (words.length === 0 || words.some((w) => /\d|@/.test(w))) return undefined;
  while (/^(?:and|or|&)$/i.test(words[words.length - 1] ?? '')) words.pop();
  return words.length > 0 ? `${m[1]} ${words.join(' ')}` : undefined;
}
