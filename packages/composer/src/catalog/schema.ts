import {
  FONT_PAIRS,
  HERO_VARIANTS,
  INDUSTRIES,
  LOCAL_LANGUAGES,
  SERVICES_VARIANTS,
  SITE_LANGUAGES,
} from '@mainstreet/site/model';
import { z } from 'zod';
import { pattern, patterns } from './patterns';
import { PROGRESS_PHASE_IDS } from './progress-phases';

// The shapes of the copy catalogs in packages/composer/copy (see copy/README.md). Objects are strict,
// so a misspelt key fails the catalog test instead of being ignored by the composer.

const templates = z.array(z.string().min(1));
const item = z.strictObject({ name: z.string().min(1), description: z.string().min(1) });

/** An offering; `when` is a case-insensitive pattern of the words an owner uses for the same thing. */
const offering = z.strictObject({
  name: z.string().min(1),
  description: z.string().min(1),
  when: z
    .string()
    .transform((source) => new RegExp(source, 'i'))
    .optional(),
});

const profileShape = {
  noun: z.string().min(1),
  headlines: templates,
  subtitles: templates,
  buttons: templates,
  aboutTitles: templates,
  about: templates,
  servicesTitles: templates,
  servicesSubtitles: templates,
  services: z.array(offering),
  serviceLines: templates,
  featuresTitle: z.string().min(1),
  features: z.array(item),
  faq: z.array(z.strictObject({ question: z.string().min(1), answer: z.string().min(1) })),
  ctaTitles: templates,
  ctaSubtitles: templates,
  ctaButtons: templates,
  plans: z.array(z.strictObject({ name: z.string().min(1), features: templates })),
  aboutExpandedTitle: z.string().min(1),
  aboutExpanded: templates,
  contactTitle: z.string().min(1),
  footers: templates,
};

/** An industry's whole phrase bank (copy/en/industries/<id>, and every language's generic `profile`). */
export const industryProfileSchema = z.strictObject(profileShape);

/** A kind's copy in English (copy/en/kinds/<id>): its usual offerings, and any part of the bank it words its own way. */
export const englishKindSchema = z.strictObject({
  ...z.object(profileShape).omit({ noun: true, services: true }).partial().shape,
  services: z.array(offering),
});

/** A kind's copy in another language (copy/<lang>/kinds/<id>): the offerings and any part of the bank. */
export const localKindSchema = z.strictObject({
  ...z.object(profileShape).omit({ noun: true, services: true }).partial().shape,
  services: z.array(item),
});

/** An industry in another language (copy/<lang>/industries/<id>): its noun and default offerings. */
export const localIndustrySchema = z.strictObject({
  noun: z.string().min(1),
  services: z.array(item).optional(),
});

const placeholders = z.strictObject({
  siteName: z.string().min(1),
  address: z.string().min(1),
  phone: z.string().min(1),
  hours: z.string().min(1),
  email: z.string().min(1),
  prices: z.string().min(1).optional(),
});

/** The words the composer writes around the bank; {n}, {hours}, {addresses}, {phones}, {emails}, {name}, {year}, {placeholder}. */
export const fixedCopySchema = z.strictObject({
  nav: z.strictObject({
    home: z.string().min(1),
    about: z.string().min(1),
    services: z.string().min(1),
    contact: z.string().min(1),
  }),
  sectionNames: z.strictObject({
    aboutExpanded: z.string().min(1),
    features: z.string().min(1),
    pricing: z.string().min(1),
    faq: z.string().min(1),
    cta: z.string().min(1),
  }),
  faqTitle: z.string().min(1),
  pricesTitle: z.string().min(1),
  pricesSubtitle: z.string().min(1),
  featuresFallbackTitle: z.string().min(1),
  option: z.string().min(1),
  hoursQuestion: z.string().min(1),
  hoursAnswer: z.string().min(1),
  /** Hours that carry their own verb ("Open 7 days…") and stand alone as the answer, capitalised. */
  hoursStandAlone: z.string().optional(),
  whereQuestion: z.string().min(1),
  whereAnswer: z.string().min(1),
  contactQuestion: z.string().min(1),
  call: z.string().min(1),
  email: z.string().min(1),
  or: z.string().min(1),
  and: z.string().min(1),
  copyright: z.string().min(1),
  /** "Crumb & Co." keeps its one full stop before the copyright's own. */
  copyrightDropsNameStop: z.boolean().optional(),
  placeholders,
  noNameWarning: z.string().min(1),
  /** The same words said by one person ("About me", "my hours"), for an owner who writes "I". */
  singular: z
    .strictObject({
      nav: z
        .strictObject({ about: z.string().min(1), contact: z.string().min(1) })
        .partial()
        .optional(),
      sectionNames: z
        .strictObject({ aboutExpanded: z.string().min(1) })
        .partial()
        .optional(),
      featuresFallbackTitle: z.string().min(1).optional(),
      hoursAnswer: z.string().min(1).optional(),
      whereAnswer: z.string().min(1).optional(),
      call: z.string().min(1).optional(),
      email: z.string().min(1).optional(),
    })
    .optional(),
});

const card = z.strictObject({ name: z.string().min(1), description: z.string().min(1) });

/** Headings and lines made of the owner's own words (language/personal.ts). */
export const personalLinesSchema = z.strictObject({
  headlines: templates,
  aboutTitles: templates,
  servicesTitles: templates,
  servicesSubtitles: templates,
  featuresTitles: templates,
  aboutExpandedTitles: templates,
  ctaTitles: templates,
  ctaSubtitles: templates,
  ctaButtons: templates.optional(),
  locationFeature: card,
  yearFeature: card,
  serviceQuestion: z.strictObject({ question: z.string().min(1), answer: z.string().min(1) }),
});

/** Headings and questions the section logic adds (FAQ questions on the owner's facts, headings of sections chosen by kind). */
export const sectionLabelsSchema = z.strictObject({
  bookingQuestion: z.string().min(1),
  parkingQuestion: z.string().min(1),
  languagesQuestion: z.string().min(1),
  areaQuestion: z.string().min(1),
  pricesQuestion: z.string().min(1),
  /** Headings of the sections a kind or a description calls for. */
  menu: z.string().min(1),
  priceList: z.string().min(1),
  schedule: z.string().min(1),
  area: z.string().min(1),
  visit: z.string().min(1),
  /** Card names of the visit block. */
  hours: z.string().min(1),
  booking: z.string().min(1),
  parking: z.string().min(1),
  prices: z.string().min(1),
  /** The fact strip under the hero: its heading, the owner's promises' card and the schedule's card. */
  keyFacts: z.string().min(1),
  promises: z.string().min(1),
  when: z.string().min(1),
  /** The card of the owner's terms that say no day or time ("3 nuits minimum", "Terms run 10 weeks"). */
  terms: z.string().min(1),
  /** The heading of the links the contact section has no field for (WhatsApp, booking, social). */
  reachTitle: z.string().min(1),
  /** The name of the owner's own web address among the ways to reach them. */
  website: z.string().min(1),
  /** The hero's button, naming the one channel it leads to: a phone, an email, WhatsApp, a booking link, the form, the map. */
  actions: z.strictObject({
    call: z.string().min(1),
    email: z.string().min(1),
    whatsapp: z.string().min(1),
    book: z.string().min(1),
    website: z.string().min(1),
    instagram: z.string().min(1),
    facebook: z.string().min(1),
    tiktok: z.string().min(1),
    message: z.string().min(1),
    visit: z.string().min(1),
  }),
  /** The heading of the owner's days and times for a business that holds no classes ("Horario", not "Horario de clases"). */
  hoursOnly: z.string().min(1),
  /** Words of the owner's that make the days and times a class timetable ("classes", "cours", "Kurs"). */
  classWords: z.array(z.string().min(1)).min(1),
  /** The same labels said by one person ("Call me", "Where I work"), for an owner who writes "I". */
  singular: z
    .strictObject({
      area: z.string().min(1).optional(),
      promises: z.string().min(1).optional(),
      reachTitle: z.string().min(1).optional(),
      actions: z
        .strictObject({
          call: z.string().min(1),
          email: z.string().min(1),
          whatsapp: z.string().min(1),
          website: z.string().min(1),
          instagram: z.string().min(1),
          facebook: z.string().min(1),
          tiktok: z.string().min(1),
          visit: z.string().min(1),
        })
        .partial()
        .optional(),
    })
    .optional(),
  /** The words of an owner who speaks for themselves alone ("I", "my", "soy") and for a team ("we", "our"). */
  voice: z.strictObject({
    singular: z.array(z.string().min(1)).min(1),
    plural: z.array(z.string().min(1)).min(1),
  }),
});

const gender = z.enum(['m', 'f', 'n']);

/**
 * How a language writes a business's name inside a sentence: the article a name starting with a
 * trade noun takes ("bei der Bäckerei Sonnenkorn", "au Cabinet Martin"), the prepositions said to a
 * person instead of a place ("with Tom", not "at Tom Reyes"), and the words of a place or a name
 * said twice in one sentence.
 */
export const grammarSchema = z.strictObject({
  /** Trade nouns a name may start with, by first word in lower case, and their gender. */
  nameNouns: z.record(z.string(), gender).optional(),
  /** Endings of a first word that make it a trade noun ("Zahnarztpraxis" ends in "praxis"). */
  nameNounEndings: z.record(z.string(), gender).optional(),
  /** The definite article by case ("nom", "acc", "dat") and gender. */
  articles: z.record(z.string(), z.partialRecord(gender, z.string())).optional(),
  /** The plural articles a name may open with ("les", "los"), beside `articles`' singular ones. */
  plurals: z.array(z.string().min(1)).optional(),
  /** The article before a vowel ("l’"). */
  elided: z.string().optional(),
  /** The case the word or two words before a name call for ("bei": "dat"); nominative otherwise. */
  cases: z.record(z.string(), z.string()).optional(),
  /** A preposition and article said as one word ("bei dem": "beim", "à le": "au"). */
  contractions: z.record(z.string(), z.string()).optional(),
  /** A preposition said otherwise before an article ("chez" → "à la Boulangerie"). */
  beforeArticle: z.record(z.string(), z.string()).optional(),
  /** Words before a person's name said otherwise, with the first name ("at" → "with Tom"). */
  beforePerson: z.record(z.string(), z.string()).optional(),
  /** Titles before a person's name, without their stop: "Dr. Amy Cole" is then "Dr. Cole". */
  personTitles: z.array(z.string().min(1)).optional(),
  /** Prepositions of a place ("in Leeds"): a sentence says the place once. */
  placePrepositions: z.array(z.string().min(1)).min(1),
  /** "named", "called": "X is … named X" says the name once. */
  namedWords: z.array(z.string().min(1)).min(1),
});

/** copy/<lang>/generic: English has no generic bank (its industries' banks are whole) but a spelling table. */
export const genericSchema = z.strictObject({
  fixed: fixedCopySchema,
  profile: industryProfileSchema.optional(),
  personal: personalLinesSchema,
  /** Words that tell the language apart in a few words of a description ("panadería en Madrid"). */
  markers: z.array(z.string().min(1)).min(1),
  /** Word endings only this language has ("Zahnarztpraxis", "carnicería"): a pattern matched at a word's end. */
  wordEndings: pattern,
  /** Letters only this language uses among ours: a character class. */
  letters: pattern.optional(),
  /** Headings and questions of the sections chosen by kind and by the owner's facts. */
  sections: sectionLabelsSchema,
  /** Slips of the keyboard in an owner's words for the kind, with their fix ("famly": "family"). */
  typos: z.record(z.string(), z.string()).optional(),
  /** Nationalities, written with a capital in English ("an authentic japanese restaurant" → "Japanese"). */
  nationalities: z.array(z.string().min(1)).optional(),
  /** British spellings of the English banks with their American forms, for sites in the US. */
  americanSpelling: z.record(z.string(), z.string()).optional(),
  /** Words of British copy said otherwise in another country ("us": {"MOT": "State inspection"}). */
  countryWords: z.record(z.string(), z.record(z.string(), z.string())).optional(),
  grammar: grammarSchema.optional(),
});

const LANGUAGES = SITE_LANGUAGES;

/**
 * copy/industry-words.json: words of any language that point to an industry; a phrase of several
 * words counts more than a single word, and a trailing * marks a stem ("dermatolog*").
 */
export const industryWordsSchema = z.partialRecord(
  z.enum(INDUSTRIES).exclude(['other']),
  z.array(z.string().min(1)).min(1),
);

/** One kind of business in copy/kinds.json. */
export const kindEntrySchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  industry: z.enum(INDUSTRIES),
  /** The most specific schema.org type ("Bakery"); the industry's when absent. */
  schemaType: z.string().optional(),
  /** Matched before kinds of a lower priority when both name the business (default 0). */
  priority: z.number().int().optional(),
  /** What the copy calls the kind in each language it has copy in; English always. */
  noun: z.partialRecord(z.enum(LANGUAGES), z.string().min(1)).refine((n) => n.en, 'an English noun'),
  /** Lower-case words and phrases of any language; "word=label" names the business when the word is an activity. */
  words: z.array(z.string().min(1)).min(1),
  /** Words for the kind matched in a description of that language when `words` find no kind. */
  localWords: z.partialRecord(z.enum(LOCAL_LANGUAGES), z.array(z.string().min(1))).optional(),
  /** Palette tone, fonts and the compositions that suit the kind; its industry's when absent. */
  look: z
    .strictObject({
      tone: z.string().min(1),
      fonts: z.enum(FONT_PAIRS).optional(),
      heroes: z.array(z.enum(HERO_VARIANTS)).min(1),
      services: z.array(z.enum(SERVICES_VARIANTS)).optional(),
    })
    .optional(),
});

export const kindRegistrySchema = z.array(kindEntrySchema);
export type KindEntry = z.output<typeof kindEntrySchema>;

/** copy/icons.json: the icon a picture of a service or a business draws, from its words or its industry. */
export const iconsSchema = z.strictObject({
  /** A pattern of lower-case words (matched from the start of a word) and the icons it names, best first. */
  words: z.array(z.strictObject({ pattern: z.string().min(1), icons: z.array(z.string().min(1)).min(1) })),
  industries: z.record(z.string(), z.array(z.string().min(1)).min(1)),
  /** Each kind's (copy/kinds.json id) own subjects, best first: used before its industry's, and the only ones its pictures may show besides those and `neutral`. */
  kinds: z.record(z.string(), z.array(z.string().min(1)).min(5)),
  /** Icons any business may show (a star, a map pin) when its own run out. */
  neutral: z.array(z.string().min(1)).min(1),
  /** Words too common to say what a picture shows. */
  stop: z.array(z.string().min(1)),
});
/**
 * copy/detect/claims.json: the claims a site may make only when the description does, each with how
 * it is put on a page in any language (`says`) and what in a description licenses it — alternatives
 * of a case-insensitive pattern, or "its-year": the years it names are in the description.
 */
export const claimsSchema = z.array(
  z.strictObject({
    id: z.string().regex(/^[a-z][a-z0-9-]*$/),
    says: patterns,
    licensedBy: z.union([patterns, z.literal('its-year')]),
  }),
);

export const progressSchema = z.strictObject(
  Object.fromEntries(PROGRESS_PHASE_IDS.map((id) => [id, z.string().min(1)])) as Record<
    (typeof PROGRESS_PHASE_IDS)[number],
    z.ZodString
  >,
);

/** The ways an owner may ask for a section to be rewritten; their wording is in copy/en/prompt.json. */
export const REWRITE_PRESET_IDS = ['shorter', 'friendlier', 'formal', 'simpler'] as const;

/**
 * copy/en/prompt.json: what a model is asked (llm/prompt.ts). `{rules}`, `{limits}`, `{language}` and
 * `{error}` are filled in; the lines of `rules` and `system` are joined with line breaks.
 */
export const promptSchema = z.strictObject({
  rules: z.array(z.string().min(1)).min(1),
  system: z.array(z.string().min(1)).min(1),
  writeIn: z.string().includes('{language}'),
  /** How a model is told each language (with its register); the registry's English name when absent. */
  languageNames: z.partialRecord(z.enum(LANGUAGES), z.string().min(1)),
  jsonKeys: z.string().min(1),
  request: z.string().min(1),
  repair: z.string().includes('{error}'),
  /** Rewriting one section's texts (llm/rewrite.ts): `{keys}`, `{rules}`, `{language}`, `{asks}`, `{business}`, `{texts}`. */
  rewrite: z.strictObject({
    presets: z.strictObject(
      Object.fromEntries(REWRITE_PRESET_IDS.map((id) => [id, z.string().min(1)])) as Record<
        (typeof REWRITE_PRESET_IDS)[number],
        z.ZodString
      >,
    ),
    system: z.array(z.string().min(1)).min(1),
    keys: z.string().includes('{keys}'),
    request: z.string().includes('{texts}'),
    again: z.string().min(1),
  }),
  /** What an image model is asked for each picture (images/plan-artwork.ts). */
  artwork: z.strictObject({
    business: z.string().min(1),
    anyIndustry: z.string().min(1),
    hero: z.string().min(1),
    service: z.string().min(1),
    about: z.string().min(1),
    noText: z.string().min(1),
  }),
});

/** copy/en/notices.json: what the owner is told about how the site was written; `{reason}`, `{error}`, `{count}`, `{reasons}`. */
export const noticesSchema = z.strictObject({
  builtInBecause: z.string().includes('{reason}'),
  noValidCopy: z.string().includes('{error}'),
  removed: z.string().includes('{count}'),
});
