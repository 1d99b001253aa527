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
import { heroAction } from './hero-action';
import { planKindSections } from './kind-sections';
import { type Kind, tidyKind } from './kinds';
import { bankFor, fixedCopyFor, localProfile } from './language/banks';
import type { SiteLanguage } from './language/detect';
import {
  contentWords,
  isListLabel,
  isNoService,
  isStreetName,
  ownerWords,
  tidySentence,
} from './owner-words';
import { type Reading, readDescription } from './read';
import { sectionLabelsFor } from './section-labels';
import { buildSections } from './sections';
import { capitaliseFirst, joinList, presentName } from './text';
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

// Written in lower case by owners in a hurry; shown as they are meant ("seo" → "SEO").
const ACRONYMS = new RegExp(String.raw`\b(?:${WORDS.acronyms.join('|')})\b`, 'g');

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

/** "Ledger Lane is a bookkeeping firm": a name the owner introduces is a name, whatever its last word. */
function namesItself(prompt: string, name: string): boolean {
  const at = prompt.indexOf(name);
  return at >= 0 && /^\s*(?:is|are|[-–—:])\s/i.test(prompt.slice(at + name.length));
}

/** The owner's prices that name a listed service ("facials from £45"): shown on that service's card. */
function priceOf(service: string, facts: Facts): string | undefined {
  const name = service.toLowerCase();
  const found = facts.prices.find((p) => {
    const label = p.label.toLowerCase();
    return label && (label.includes(name) || name.includes(label));
  });
  return found?.price;
}

/** The services the owner listed, by their own names, each with its price when the owner gave one; no others. */
function buildServices(facts: Facts): Service[] {
  return facts.services.slice(0, 12).map((service) => ({
    name: capitaliseFirst(service.replace(ACRONYMS, (a) => a.toUpperCase())),
    description: priceOf(service, facts) ?? '',
  }));
}

/**
 * What the page calls a business whose name the description does not give: the owner's words for
 * its kind ("Family-run pizzeria"), else the kind's noun when the kind is certain, else the owner's
 * first line when it is short. Never a word lifted from elsewhere (a street, a town, a product).
 */
function neutralName(
  facts: Facts,
  kind: Kind | undefined,
  industry: Industry,
  language: SiteLanguage,
  lead: string | undefined,
): string | undefined {
  const words = (text: string) => text.split(/\s+/).length;
  const own = facts.kind ? tidyKind(facts.kind).replace(/^(?:an?|the)\s+/i, '') : undefined;
  if (own && language === 'en' && words(own) <= 5 && own.length <= 60) return capitaliseFirst(own);
  if (kind && !facts.kindInNameOnly) {
    const bank = bankFor(language);
    const noun = bank ? localProfile(bank, industry, kind.id).noun : kind.noun;
    return capitaliseFirst(noun);
  }
  // "Cours de français pour adultes à Lyon, petits groupes, …": the lead's first clause, when short.
  const first = lead?.replace(/[.!?…]$/, '').split(/,\s+|\s+[–—-]\s+/)[0];
  // "Services:" or "Prices" opening a list is a label, never the business's name.
  const isService = facts.services.some((s) => s.toLowerCase() === first?.toLowerCase());
  return first && words(first) <= 8 && first.length <= 60 && !isListLabel(first) && !isService
    ? first
    : undefined;
}

/** The lead without the page's name before it ("Mobile locksmith covering Leeds…" → "Covering Leeds…"); nothing when it is only the name. */
function afterName(lead: string, name: string): string | undefined {
  const bare = lead.replace(/^(?:an?|the)\s+/i, '');
  if (!bare.toLowerCase().startsWith(name.toLowerCase())) return lead;
  const rest = bare.slice(name.length);
  if (!/^[\s,:;.!?–—-]/.test(rest)) return lead;
  const tidy = tidySentence(rest);
  const said = contentWords(tidy).length;
  if (said === 0) return undefined;
  // "In Fitzroy." or "That sells bread and cakes." alone read as fragments: the whole line says it better.
  const first = tidy.split(/\s+/)[0].toLowerCase();
  return said < 2 || contentWords(first).length === 0 ? lead : tidy;
}

function metaDescription(siteName: string | undefined, lines: string[]): string {
  const text = [siteName ? `${siteName.replace(/[.!?]$/, '')}.` : '', ...lines].filter(Boolean).join(' ');
  if (text.length <= 160) return text;
  return `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

/**
 * Facts kept for structured data (JSON-LD) and the facts form: only what the description states, in
 * schema.org's forms, and what it left out that the owner should add (`missing`).
 */
function structuredFacts(
  facts: Facts,
  kind: Kind | undefined,
  dining: Dining,
  hasName: boolean,
): { facts?: NonNullable<Content['meta']['facts']> } {
  const prices = [...new Set(facts.prices.map((p) => p.price))];
  const missing = [
    ...(hasName ? [] : ['name']),
    ...(facts.phone || facts.email || facts.address ? [] : ['contact']),
  ];
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
    missing: missing.length > 0 ? missing : undefined,
  };
  const defined = Object.fromEntries(Object.entries(kept).filter(([, v]) => v !== undefined));
  return Object.keys(defined).length > 0 ? { facts: defined } : {};
}

/**
 * Compose a complete site from a description alone: offline, synchronous, same request → same site.
 * Every sentence is the owner's own (trimmed and capitalised) or a fixed label of the page's
 * language; a section appears only when the description gives what it holds.
 */
export function composeBuiltin(request: GenerateRequest, options: ComposeOptions = {}): ComposeResult {
  const reading = options.reading ?? readDescription(request);
  const { prompt, industry, kind, language } = reading;
  const shouting = isShouting(prompt);
  const read = shouting ? calmed(reading.facts) : reading.facts;
  const facts = {
    ...read,
    // A street read as the name ("Fade Street, Leeds") is no name: the facts form asks for it.
    name: read.name && !(isStreetName(read.name) && !namesItself(prompt, read.name)) ? read.name : undefined,
    services: read.services.filter((s) => !isNoService(s, read.kind)),
  };
  const fixed = fixedCopyFor(language);
  const labels = sectionLabelsFor(language);
  const displayName = facts.name ? presentName(facts.name) : undefined;
  const placeholders: string[] = [];
  const warnings: string[] = [];
  const plan = planKindSections(industry, facts, language);
  const strip = plan.top.map((s) => JSON.stringify(s.content));
  const words = ownerWords(prompt, facts, strip);
  // English sentences get their nationalities' capitals and the kind's common slips fixed ("japanese", "famly").
  // A town typed in lower case ("in leeds") is written as a name, as the hero's facts write it.
  const town = facts.location && !/\p{Lu}/u.test(facts.location) ? facts.location : undefined;
  const townPattern =
    town && new RegExp(`(?<![\\p{L}])${town.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'gu');
  const own = (said: string) => {
    // "CUTS, COLOURS, BALAYAGE." typed with caps lock on reads "Cuts, colours, balayage."
    const line = shouting
      ? capitaliseFirst(said.toLowerCase().replace(ACRONYMS, (a) => a.toUpperCase()))
      : said;
    const placed = townPattern ? line.replace(townPattern, presentName(town as string)) : line;
    return language === 'en' ? tidyKind(placed) : placed;
  };
  const lead = words.lead && own(words.lead);
  const story = words.story.map(own);
  // Without a name the page is headed by what the business is, in the owner's words; the facts form asks for the name.
  const neutral = displayName ? undefined : neutralName(facts, kind, industry, language, lead);
  const siteName = displayName ?? neutral ?? fixed.placeholders.siteName;
  if (!displayName) {
    warnings.push(fixed.noNameWarning(fixed.placeholders.siteName));
    if (!neutral) placeholders.push('siteName');
  }
  // The owner's first promise ("24/7 emergency service", "accepting new patients") follows the lead, word for word.
  // (An offer holding a phone or an address is said in the story instead, without the detail.)
  const details = [...facts.phones, ...facts.emails, ...facts.addresses];
  const offer = facts.offers.find((o) => !details.some((d) => o.includes(d)));
  const promise = offer ? tidySentence(offer) : undefined;
  const heroLines = [
    lead && (displayName ? lead : afterName(lead, siteName)),
    promise && offer && !lead?.toLowerCase().includes(offer.toLowerCase()) ? promise : undefined,
  ].filter((l): l is string => Boolean(l));
  // A block up top that only says the hero's line again ("Where we work: Mobile locksmith covering…") goes.
  // A page whose first line is only its heading takes the owner's next line under it.
  if (heroLines.length === 0 && story.length > 0) heroLines.push(story[0]);
  const heroText = [lead, ...heroLines].join(' ').toLowerCase();
  plan.top = plan.top.filter((s) => {
    const c = s.content as { content?: string } | null;
    return !(c?.content && heroText.includes(c.content.toLowerCase().replace(/[.!?]$/, '')));
  });
  const hero = {
    // Nothing to call the business by: what it offers, in the owner's words, heads the page.
    headline:
      siteName === fixed.placeholders.siteName
        ? capitaliseFirst(joinList(facts.services.slice(0, 3), fixed.and))
        : siteName,
    subtitle: heroLines.join(' '),
    buttonText: heroAction(prompt, facts, labels),
  };
  const aboutLines = story.filter((s) => !heroLines.includes(s));
  const about =
    aboutLines.length > 0
      ? { title: fixed.nav.about, content: aboutLines.join(' ') }
      : { title: '', content: '' };
  const services = buildServices(facts);
  const servicesHeader = {
    // A menu where meals are served; a bakery's or a cake shop's bakes are no menu.
    title: plan.pricesTitle && !/bak|cake/i.test(kind?.id ?? '') ? labels.menu : fixed.nav.services,
    subtitle: '',
  };
  const contactField = (key: 'address' | 'phone' | 'hours' | 'email'): string => {
    const value = facts[key];
    if (value) return value;
    placeholders.push(`contact.${key}`);
    return fixed.placeholders[key];
  };
  const contact = {
    title: fixed.nav.contact,
    address: contactField('address'),
    phone: contactField('phone'),
    hours: contactField('hours'),
    email: contactField('email'),
  };
  const sections = buildSections({
    facts,
    plan,
    shown: [...heroLines, ...aboutLines, ...services.map((s) => s.description)],
    pricedServices: facts.services.filter((s) => priceOf(s, facts)),
    fixed,
    language,
  });
  const type = defaultTypeForIndustry(industry);
  const navLinks = () => [
    { name: fixed.nav.home, url: '#home' },
    ...(about.content ? [{ name: fixed.nav.about, url: '#about' }] : []),
    ...(services.length > 0 ? [{ name: fixed.nav.services, url: '#services' }] : []),
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
  const year = (options.now ?? new Date()).getFullYear();
  const draft = {
    siteName,
    navigation: { links: navLinks() },
    hero,
    about,
    servicesHeader,
    services,
    contact,
    footer: {
      summary: '',
      links: navLinks(),
      // Without the owner's name the line carries the year alone, never a stand-in for the name.
      copyright: displayName ? fixed.copyright(displayName, year) : `© ${year}`,
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
      description: metaDescription(displayName, [...heroLines, ...aboutLines]),
      placeholders,
      generator: 'builtin',
      ...structuredFacts(
        facts,
        kind,
        industry === 'restaurant' ? readDining(prompt) : {},
        Boolean(displayName),
      ),
    },
  };
  const content: Content = contentSchema.parse(draft);
  return { content, generator: 'builtin', warnings };
}
