import {
  type Content,
  contentSchema,
  defaultTypeForIndustry,
  type Industry,
  type Service,
} from '@mainstreet/site';
import { CATALOGS } from './catalog/load';
import { chooseDesign } from './design/choose-design';
import { type Dining, readDining } from './extract/dining';
import { type IndustryProfile, PROFILES } from './industries';
import { type Kind, tidyKind } from './kinds';
import { bankFor, fixedCopyFor, localProfile } from './language/banks';
import type { SiteLanguage } from './language/detect';
import { personalLines } from './language/personal';
import { localiseAll, type Spelling, spellingFor } from './language/spelling';
import { type Reading, readDescription } from './read';
import { buildSections, type PersonalProfile } from './sections';
import {
  BUTTON_MAX_CHARS,
  capitaliseFirst,
  createRandom,
  hashString,
  joinList,
  pickTemplate,
  presentName,
  type TemplateVars,
  withoutName,
} from './text';
import type { ComposeResult, Facts, GenerateRequest } from './types';

// The words this file reads descriptions with: copy/detect/compose-builtin.json.
const WORDS = CATALOGS.detect['compose-builtin'];

/** `reading`: the description already read (the model path reads it once for both). */
export type ComposeOptions = {
  now?: Date;
  reading?: Reading;
  /** Another draw of wordings for the same description ("Another version" in the editor); 0 is the first. */
  variant?: number;
};

const profiles = new Map<string, IndustryProfile>();

/**
 * The industry's phrase bank, with the kind's own copy over it; anonymised when the name is unknown,
 * and in American spelling for a business in the US (the English banks are written in British).
 */
function profileFor(
  industry: Industry,
  kind: Kind | undefined,
  anonymous: boolean,
  language: SiteLanguage,
  spelling: Spelling,
): IndustryProfile {
  const key = `${language}:${industry}:${kind?.id ?? ''}:${anonymous}:${spelling}`;
  const cached = profiles.get(key);
  if (cached) return cached;
  const bank = bankFor(language);
  if (bank) {
    // Other languages' banks offer templates without {name} in every list instead of rewriting them.
    const local = localProfile(bank, industry, kind?.id);
    profiles.set(key, local);
    return local;
  }
  const base: IndustryProfile = kind
    ? {
        ...PROFILES[industry],
        ...kind.copy,
        noun: kind.noun,
        services: kind.services.length > 0 ? kind.services : PROFILES[industry].services,
      }
    : PROFILES[industry];
  // Without a name the business speaks for itself ("We are a family bakery…"), never "Our kitchen is…".
  const named = anonymous ? withoutName(base) : base;
  const profile = spelling === 'gb' ? named : localiseAll(named, spelling);
  profiles.set(key, profile);
  return profile;
}

/**
 * The bank's headings and short lines, with lines made of the owner's own words beside them. Each
 * slot offers the name's lines or the town's, alternating by site, so the page does not repeat one
 * of them in every heading; without a name, the name's slots keep the bank's own lines.
 */
function withPersonalLines(
  profile: IndustryProfile,
  language: SiteLanguage,
  anonymous: boolean,
  spelling: Spelling,
  seed: number,
): PersonalProfile {
  const own =
    spelling !== 'gb' && language === 'en'
      ? localiseAll(personalLines(language), spelling)
      : personalLines(language);
  let slot = 0;
  const mine = (templates: string[]) => {
    const value = (seed + slot++) % 2 === 0 ? '{name}' : '{location}';
    return templates.filter((t) => t.includes(value) && !(anonymous && t.includes('{name}')));
  };
  return {
    ...profile,
    headlines: [...profile.headlines, ...own.headlines],
    aboutTitles: [...profile.aboutTitles, ...mine(own.aboutTitles)],
    servicesTitles: [...profile.servicesTitles, ...mine(own.servicesTitles)],
    servicesSubtitles: [...profile.servicesSubtitles, ...mine(own.servicesSubtitles)],
    ctaTitles: [...profile.ctaTitles, ...mine(own.ctaTitles)],
    ctaSubtitles: [...profile.ctaSubtitles, ...mine(own.ctaSubtitles)],
    ctaButtons: [...profile.ctaButtons, ...(anonymous ? [] : (own.ctaButtons ?? []))],
    featuresTitles: [profile.featuresTitle, ...mine(own.featuresTitles)],
    aboutExpandedTitles: [profile.aboutExpandedTitle, ...mine(own.aboutExpandedTitles)],
    factFeatures: [own.locationFeature, own.yearFeature],
    serviceQuestion: own.serviceQuestion,
  };
}

// Written in lower case by owners in a hurry; shown as they are meant ("seo" → "SEO").
const ACRONYMS = new RegExp(String.raw`\b(?:${WORDS.acronyms.join('|')})\b`, 'g');

/**
 * "Haircuts, beard trims…" begins a sentence in the description; inside one of ours it reads "haircuts".
 * German keeps the capital: its nouns have one wherever they stand ("Brillen und Kontaktlinsen").
 */
function inSentence(item: string, prompt: string, language: string): string {
  if (language === 'de' || !/^\p{Lu}\p{Ll}/u.test(item)) return item;
  const at = prompt.indexOf(item);
  const startsSentence =
    at >= 0 && /(?:^|[.!?:]\s*|[-–—]\s|\p{Extended_Pictographic}\s*)$/u.test(prompt.slice(0, at));
  return startsSentence ? item[0].toLowerCase() + item.slice(1) : item;
}

/** "across the Lake District": a place the owner gives with "the" keeps it ("in the Lake District"). */
function placeAsWritten(location: string, prompt: string, language: SiteLanguage): string {
  if (language !== 'en' || /^the\s/i.test(location)) return location;
  const escaped = location.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\bthe\\s+${escaped}\\b`, 'i').test(prompt) ? `the ${location}` : location;
}

/** A description typed with caps lock on ("MIKE'S AUTO REPAIR - BRAKES, TIRES…"). */
function isShouting(prompt: string): boolean {
  const letters = prompt.match(/\p{L}/gu) ?? [];
  return letters.length >= 20 && letters.filter((l) => /\p{Lu}/u.test(l)).length / letters.length >= 0.8;
}

/** "MIKE'S AUTO REPAIR" → "Mike's Auto Repair", "OIL CHANGES" → "oil changes": the page does not shout. */
function calmed(facts: Facts): Facts {
  const lower = (text: string) => text.toLowerCase().replace(ACRONYMS, (a) => a.toUpperCase());
  const titled = (text: string) =>
    lower(text).replace(/(^|[\s-])(\p{Ll})/gu, (_, lead: string, ch: string) => lead + ch.toUpperCase());
  return {
    ...facts,
    name: facts.name ? titled(facts.name) : undefined,
    location: facts.location ? titled(facts.location) : undefined,
    services: facts.services.map(lower),
  };
}

/**
 * Listed services keep their names; a known default lends its description when it clearly matches.
 * Defaults' descriptions are templates too, picked like every other line (`pick`).
 */
function buildServices(
  facts: Facts,
  profile: IndustryProfile,
  prompt: string,
  seed: number,
  kindDefaults: boolean,
  pick: (templates: string[], more?: TemplateVars) => string,
  neutralDefaults?: IndustryProfile['services'],
): Service[] {
  const used = new Set<string>();
  const listed = facts.services.slice(0, 6).map((service, i) => {
    const match = profile.services.find((d) => !used.has(d.name) && d.when?.test(service));
    if (match) used.add(match.name);
    // Each listed service its own line of the bank, in one of that line's wordings.
    const line = profile.serviceLines[(seed + i) % profile.serviceLines.length];
    return {
      name: capitaliseFirst(service.replace(ACRONYMS, (a) => a.toUpperCase())),
      description: match ? pick([match.description]) : pick([line], { service }),
    };
  });
  // Listed services are the services: no default pads them out to fill a row.
  if (listed.length > 0) return listed;
  // Defaults tied to a keyword appear only when the description mentions it; general ones fill the rest.
  const mentioned = profile.services.filter((d) => d.when?.test(prompt));
  // A kind's defaults all suit it ("Pastries" for a bakery); an industry's keyed ones only when mentioned.
  // Without a kind the trade is not known: no industry's usual services ("Check-ups" for a therapist).
  const general = (neutralDefaults ?? profile.services).filter(
    (d) => (kindDefaults || !d.when) && !mentioned.includes(d),
  );
  // A default's name may offer wordings too ("{Pastries|Sweet pastries}"), picked like every line;
  // each is marked so the editor asks the owner to check it.
  return [...mentioned, ...general]
    .slice(0, 3)
    .map((d) => ({ name: pick([d.name]), description: pick([d.description]), suggested: true }));
}

function metaDescription(siteName: string, location: string | undefined, subtitle: string): string {
  const lead = location && !subtitle.includes(location) ? `${siteName}, ${location}. ` : `${siteName}. `;
  const text = subtitle.includes(siteName) ? subtitle : lead + subtitle;
  if (text.length <= 160) return text;
  return `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

/** Facts kept for structured data (JSON-LD): only what the description states, in schema.org's forms. */
function structuredFacts(
  facts: Facts,
  kind: Kind | undefined,
  dining: Dining,
): { facts?: NonNullable<Content['meta']['facts']> } {
  const prices = [...new Set(facts.prices.map((p) => p.price))];
  const kept = {
    email: facts.email,
    location: facts.location,
    foundedYear: facts.foundedYear,
    telephone: facts.phoneE164,
    address: facts.addressParts,
    hoursText: facts.openingHours ? facts.hours : undefined,
    openingHours: facts.openingHours,
    schemaType: kind?.schemaType,
    kind: kind?.id,
    priceRange: prices.length > 0 ? joinList(prices.slice(0, 3)).slice(0, 100) : undefined,
    ...dining,
  };
  const defined = Object.fromEntries(Object.entries(kept).filter(([, v]) => v !== undefined));
  return Object.keys(defined).length > 0 ? { facts: defined } : {};
}

/** Compose a complete site from a description alone: offline, synchronous, same request → same site. */
export function composeBuiltin(request: GenerateRequest, options: ComposeOptions = {}): ComposeResult {
  const reading = options.reading ?? readDescription(request);
  const { prompt, industry, kind, language } = reading;
  const facts = isShouting(prompt) ? calmed(reading.facts) : reading.facts;
  const fixed = fixedCopyFor(language);
  const foreign = language !== 'en';
  const displayName = facts.name ? presentName(facts.name) : undefined;
  const spelling = spellingFor(facts, prompt);
  const base = profileFor(industry, kind, !displayName, language, spelling);
  const profile = withPersonalLines(base, language, !displayName, spelling, hashString(prompt));
  const seed = hashString(`${industry}:${prompt}${options.variant ? `#${options.variant}` : ''}`);
  const random = createRandom(seed);
  const siteName = displayName ?? fixed.placeholders.siteName;
  const placeholders: string[] = [];
  const warnings: string[] = [];
  if (!displayName) {
    // The copyright line carries the name too, so it waits for the owner's name as well.
    placeholders.push('siteName', 'footer.copyright');
    warnings.push(fixed.noNameWarning(fixed.placeholders.siteName));
  }
  const vars: TemplateVars = {
    lang: language,
    name: displayName,
    // The owner's phrase and audience are read in English ("a family bakery"); other banks do without them.
    kind: facts.kind && !foreign ? tidyKind(facts.kind) : undefined,
    noun: profile.noun,
    location: facts.location ? placeAsWritten(presentName(facts.location), prompt, language) : undefined,
    audience: foreign ? undefined : facts.audience,
    year: facts.foundedYear,
    services:
      facts.services.length > 0
        ? joinList(
            facts.services.slice(0, 3).map((s) => inSentence(s, prompt, language)),
            fixed.and,
          )
        : undefined,
  };

  // Every line the site says, so no section repeats another's; the contact heading is picked first.
  const used = new Set<string>();
  // How often the page has said each of the owner's facts, so later lines reach for another one.
  const tally = new Map<string, number>();
  const pick = (templates: string[], preferRich: boolean) =>
    pickTemplate(templates, vars, random, preferRich, used, tally);
  const contactTitle = pickTemplate([profile.contactTitle], vars, random, false, used);
  // In page order, so the top of the page has first call on the owner's facts.
  const subtitle = pick(profile.subtitles, true);
  // The owner's first promise ("24/7 emergency service", "accepting new patients") leads the hero
  // line, word for word, and is then not repeated in the story below.
  const lead = facts.offers[0];
  const hero = {
    headline: pick(profile.headlines, true),
    subtitle:
      lead && !subtitle.includes(lead)
        ? `${capitaliseFirst(lead.replace(/[.!]$/, ''))}. ${subtitle}`
        : subtitle,
    buttonText: pickTemplate(profile.buttons, vars, random, false, used, tally, BUTTON_MAX_CHARS),
  };
  const about = { title: pick(profile.aboutTitles, true), content: pick(profile.about, false) };
  const servicesHeader = {
    title: pick(profile.servicesTitles, true),
    subtitle: pick(profile.servicesSubtitles, true),
  };
  const neutralDefaults = kind
    ? undefined
    : profileFor('other', undefined, !displayName, language, spelling).services;
  const services = buildServices(
    facts,
    profile,
    prompt,
    seed,
    Boolean(kind?.services.length),
    (t, more) => (more ? pickTemplate(t, { ...vars, ...more }, random, true, used, tally) : pick(t, true)),
    neutralDefaults,
  );
  const contactField = (key: 'address' | 'phone' | 'hours' | 'email'): string => {
    const value = facts[key];
    if (value) return value;
    placeholders.push(`contact.${key}`);
    return fixed.placeholders[key];
  };
  const contact = {
    title: contactTitle,
    address: contactField('address'),
    phone: contactField('phone'),
    hours: contactField('hours'),
    email: contactField('email'),
  };
  const sections = buildSections({
    profile,
    facts: lead ? { ...facts, factSentences: facts.factSentences.filter((f) => f !== lead) } : facts,
    vars,
    random,
    used,
    tally,
    hasName: Boolean(displayName),
    industry,
    fixed,
    markPlaceholder: (path) => placeholders.push(path),
  });
  const type = defaultTypeForIndustry(industry);
  const navLinks = () => [
    { name: fixed.nav.home, url: '#home' },
    { name: fixed.nav.about, url: '#about' },
    { name: fixed.nav.services, url: '#services' },
    { name: fixed.nav.contact, url: '#contact' },
  ];
  const design = chooseDesign({
    kindId: kind?.id,
    industry,
    name: displayName ?? prompt,
    colorPreference: request.colorPreference || undefined,
    facts,
    serviceCount: services.length,
  });
  const palette = design.palette;
  const draft = {
    siteName,
    navigation: { links: navLinks() },
    hero,
    about,
    servicesHeader,
    services,
    contact,
    footer: {
      summary: pick(profile.footers, false),
      links: navLinks(),
      copyright: fixed.copyright(siteName, (options.now ?? new Date()).getFullYear()),
    },
    // Every site carries its contact form: it sends where the host takes messages, becomes a mail
    // link where only an email is known, and an export's README says what to connect otherwise.
    widgets: [
      ...(facts.address ? [{ id: 'map', type: 'map', data: {} }] : []),
      { id: 'contact-form', type: 'contact-form', data: {} },
    ],
    sections,
    theme: {
      palette,
      tone: design.tone,
      layout: design.layout,
      fonts: facts.tone === 'premium' ? 'elegant' : design.fonts,
      scale: type.scale,
    },
    meta: {
      industry,
      colorPreference: palette,
      language,
      description: displayName
        ? metaDescription(displayName, vars.location, subtitle)
        : subtitle.slice(0, 160),
      placeholders,
      generator: 'builtin',
      ...structuredFacts(facts, kind, industry === 'restaurant' ? readDining(prompt) : {}),
    },
  };
  const content: Content = contentSchema.parse(draft);
  return { content, generator: 'builtin', warnings };
}
