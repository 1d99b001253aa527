import { type Content, contentSchema, defaultTypeForIndustry, type Service } from '@mainstreet/site/model';
import { CATALOGS } from './catalog/load';
import { wordsOf } from './catalog/words';
import { chooseDesign } from './design/choose-design';
import { type Dining, readDining } from './extract/dining';
import { factsOfReading } from './facts-form';
import { heroAction } from './hero-action';
import { planKindSections, sentencesUpTop, withoutSaid } from './kind-sections';
import { type Kind, tidyKind } from './kinds';
import { bankFor, fixedCopyFor } from './language/banks';
import type { SiteLanguage } from './language/detect';
import type { Tidied } from './language/tidy-words';
import { goesOnWithWhereOrWhat, neutralName } from './neutral-name';
import { contentWords, isNoService, isStreetName, ownerWords, tidySentence } from './owner-words';
import { withReachLinks } from './reach-links';
import { type Reading, readDescription } from './read';
import { withoutRepeats } from './repeats';
import { sectionLabelsFor } from './section-labels';
import { buildSections } from './sections';
import { wordCount } from './sentence-check';
import { capitaliseFirst, joinList, presentName } from './text';
import { tidyOwnerContent } from './tidy-content';
import type { ComposeNotice, ComposeResult, Facts, GenerateRequest } from './types';

// The words this file reads descriptions with: copy/detect/compose-builtin.json.
const WORDS = CATALOGS.detect['compose-builtin'];

/** `reading`: the description already read (the model path reads it once for both). */
export type ComposeOptions = {
  now?: Date;
  reading?: Reading;
  /** Another draw of wordings for the same description ("Another version" in the editor); 0 is the first. */
  variant?: number;
  /** Collects each of the owner's words the page spells otherwise ("tambien" → "también"). */
  tidied?: Tidied[];
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
  return at >= 0 && INTRODUCES.test(prompt.slice(at + name.length));
}
const INTRODUCES = new RegExp(String.raw`^\s*(?:${wordsOf('compose', 'copulas').join('|')}|[-–—:])\s`, 'i');
const LEAD_ARTICLE = new RegExp(String.raw`^(?:${wordsOf('compose', 'leadArticles').join('|')})\s+`, 'i');
/** The kinds whose priced things are bakes, not a menu of meals. */
const BAKES: ReadonlySet<string> = new Set(['bakery'] as const);

/** The owner's prices that name a listed service ("facials from £45"): shown on that service's card. */
function priceOf(service: string, facts: Facts): string | undefined {
  const name = service.toLowerCase();
  // "Men's cut" is priced on its own line, not on "Women's cut & blow dry".
  const exact = facts.prices.find((p) => p.label.toLowerCase() === name);
  if (exact) return exact.price;
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

/** The words that say where a business is, before its town: "in Leeds", "en Madrid", "à Lyon", "im Chiemgau". */
const AT_TOWN = `(?:${WORDS.atTown.join('|')})`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "Barberia El Parche" → "Barbería El Parche": the kind's word in a name, spelt as the page's language spells it. */
function accentedKind(name: string, kind: Kind | undefined, language: SiteLanguage): string {
  const noun = kind ? bankFor(language)?.kinds[kind.id]?.noun : undefined;
  const first = name.split(/\s+/)[0];
  const bare = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (!noun || noun.includes(' ') || noun === first.toLowerCase() || bare(noun) !== bare(first)) return name;
  return `${capitaliseFirst(noun)}${name.slice(first.length)}`;
}

/** The lead without the page's name before it ("Mobile locksmith covering Leeds…" → "Covering Leeds…"); nothing when it is only the name. */
function afterName(lead: string, heading: string): string | undefined {
  const bare = lead.replace(LEAD_ARTICLE, '');
  // "Ostéopathe D.O · Nantes" heads the page: the lead "Ostéopathe D.O." says nothing more.
  const headed = new Set(contentWords(heading));
  // "Bookbinder in Providence, RI." under "Bookbinder · Providence": only a state's code more.
  if (contentWords(bare).every((w) => headed.has(w) || w.length <= 2)) return undefined;
  // "Qualified equine dental technician · Kildare" over "Qualified equine dental technician covering
  // Kildare, Meath…": the line goes on from where the heading's words stop.
  const name = [heading, heading.split(' · ')[0]].find((h) => bare.toLowerCase().startsWith(h.toLowerCase()));
  if (!name) return lead;
  const rest = bare.slice(name.length);
  if (!/^[\s,:;.!?–—-]/.test(rest)) return lead;
  // "Hawkridge Falconry brings owls…" is the owner's sentence; "Tacos de la Abuela food truck 🌮…",
  // "Kosmetikstudio Bella in Graz, …" go on with what or where it is. Only the first part of a
  // "kind · town" heading is cut before where or what comes next, never before a description.
  const isWhere = goesOnWithWhereOrWhat(rest);
  if (/^\s+\p{Ll}/u.test(rest) && !isWhere) return lead;
  if (name !== heading && !isWhere) return lead;
  // "Family bakery · Leeds" over "Family bakery in Leeds, sourdough and custom cakes": the heading said where.
  const town = heading.split(' · ')[1];
  // "Licensed taxidermist in Bozeman, Montana." under "Licensed taxidermist · Bozeman" says nothing more.
  const placed =
    town === undefined
      ? undefined
      : new RegExp(`^[\\s,]+(?:${AT_TOWN}\\s+)?${escapeRegExp(town)}(?:\\s*[,:]\\s+(?=\\S)|\\.?$)`, 'iu');
  const wasPlaced = Boolean(placed?.test(rest));
  const tidy = tidySentence(placed && wasPlaced ? rest.replace(placed, '') : rest);
  const said = contentWords(tidy).length;
  if (said === 0 || (wasPlaced && said < 2 && !/[,:]/.test(tidy))) return undefined;
  // "In Fitzroy." or "That sells bread and cakes." alone read as fragments: the whole line says it better.
  const first = tidy.split(/\s+/)[0].toLowerCase();
  return said < 2 || (contentWords(first).length === 0 && said < 3) ? lead : tidy;
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
  industryChosen: boolean,
): { facts?: NonNullable<Content['meta']['facts']> } {
  const prices = [...new Set(facts.statedPrices ?? facts.prices.map((p) => p.price))];
  const missing = [...(hasName ? [] : ['name']), ...(facts.channels.length > 0 ? [] : ['contact'])];
  const kept = {
    email: facts.email,
    location: facts.location,
    foundedYear: facts.foundedYear,
    telephone: facts.phoneE164,
    // A number to text only, or to call and text: the page links it as the owner asks (sms:).
    phoneTakes: facts.phoneTakes === 'calls' ? undefined : facts.phoneTakes,
    address: facts.addressParts,
    hoursText: facts.openingHours ? facts.hours : undefined,
    openingHours: facts.openingHours,
    // Without a kind, an industry the composer guessed from the words is no type to publish: an equine
    // dentist is no MedicalBusiness. The owner's own industry still names its type.
    schemaType: kind?.schemaType ?? (industryChosen ? undefined : 'LocalBusiness'),
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
  // "About me", "Call me" for an owner who writes "I"; a team's "About us" otherwise.
  const fixed = fixedCopyFor(language, facts.voice);
  const labels = sectionLabelsFor(language, facts.voice);
  const displayName = facts.name ? accentedKind(presentName(facts.name), kind, language) : undefined;
  const placeholders: string[] = [];
  const warnings: string[] = [];
  const notices: ComposeNotice[] = [];
  const plan = planKindSections(industry, facts, language, prompt);
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
  // "Spoke. Bike couriers, …": a first sentence that is only the name says nothing under it.
  const said = words.lead && own(words.lead);
  // "Ostéopathe D.O." under "Camille Morel, Ostéopathe D.O.": a line the heading holds says nothing new.
  const heading = new Set(contentWords(displayName ?? ''));
  const lead = said && displayName && contentWords(said).every((w) => heading.has(w)) ? undefined : said;
  const story = words.story.map(own);
  // Without a name the page is headed by what the business is, in the owner's words; the facts form asks for the name.
  const neutral = displayName ? undefined : neutralName(facts, kind, language, lead, prompt);
  const siteName = displayName ?? neutral ?? fixed.placeholders.siteName;
  if (!displayName) {
    const text = fixed.noNameWarning(fixed.placeholders.siteName);
    warnings.push(text);
    notices.push({ code: 'noName', params: { placeholder: fixed.placeholders.siteName }, text });
    if (!neutral) placeholders.push('siteName');
  }
  // The owner's first promise ("24/7 emergency service", "accepting new patients") follows the lead, word for word.
  // (An offer holding a phone or an address is said in the story instead, without the detail.)
  const details = [...facts.phones, ...facts.emails, ...facts.addresses];
  const offer = facts.offers.find((o) => !details.some((d) => o.includes(d)));
  // "A free." is a stub of the reader's, not a promise: it says two things or more.
  // Said in a short sentence of the owner's ("Dogs and muddy boots welcome!"), that sentence is the
  // hero's, and About does not say it again.
  const holder =
    offer && story.find((s) => s.toLowerCase().includes(offer.toLowerCase()) && wordCount(s) <= 12);
  // "Keine Zwinger." is a sentence of the owner's own: a promise however few its words of meaning.
  const promise = holder || (offer && contentWords(offer).length >= 2 ? tidySentence(offer) : undefined);
  const heroLines = [
    // "Brazos Plumbing Co. Licensed plumbers…" under "Brazos Plumbing Co.": the name is said once.
    lead && afterName(lead, siteName),
    promise && offer && !lead?.toLowerCase().includes(offer.toLowerCase()) ? promise : undefined,
  ].filter((l): l is string => Boolean(l));
  // A block up top that only says the hero's line again ("Where we work: Mobile locksmith covering…") goes.
  // A page whose first line is only its heading takes the owner's next line under it.
  if (heroLines.length === 0 && story.length > 0) heroLines.push(story[0]);
  // Else the band's first card ("Gigs every friday and saturday."), which then leaves the band, or
  // what the owner lists as offered ("Sourdough, croissants and birthday cakes"): never a bare heading.
  const band = plan.top.find((s) => s.id === 'facts')?.content as {
    features?: Array<{ description: string }>;
  };
  const listed = facts.services.length >= 2 ? joinList(facts.services.slice(0, 3), fixed.and) : undefined;
  const firstLine = band?.features?.[0]?.description ?? (words.offered ? own(words.offered) : listed);
  if (heroLines.length === 0 && firstLine) heroLines.push(capitaliseFirst(firstLine));
  // "No call out fee. No call-out fee.": a sentence the hero has said already is said once.
  heroLines.splice(0, heroLines.length, ...withoutRepeats(heroLines));
  const heroText = [lead, ...heroLines].join(' ').toLowerCase();
  const says = (text: string) => (line: string) => text.includes(line.toLowerCase().replace(/[.!?]$/, ''));
  // "Fully insured." in the band when the hero says "…pensioner discount, fully insured.": said once.
  plan.top = withoutSaid(plan.top, says(heroText), true);
  // Nothing to call the business by: what it offers, in the owner's words, heads the page; without a
  // list, the first of the owner's lines when another stays beside it (else that line stands alone).
  const offered = capitaliseFirst(joinList(facts.services.slice(0, 3), fixed.and));
  const headline =
    siteName !== fixed.placeholders.siteName
      ? siteName
      : offered || (heroLines.length > 1 ? (heroLines.shift() ?? '') : '');
  const hero = {
    headline,
    subtitle: heroLines.join(' '),
    buttonText: heroAction(facts, labels),
  };
  // "Los sábados hay práctica libre." under When, when About says "…y los sábados hay práctica libre.":
  // the owner's whole sentence is said under the hero, once, and About leaves it out.
  const upTop = sentencesUpTop(
    plan.top,
    story.filter((s) => !heroLines.includes(s)),
  );
  plan.top = plan.top.filter(
    (s) => !(s.id === 'facts' && (s.content as { features?: unknown[] }).features?.length === 0),
  );
  const aboutLines = withoutRepeats(
    story.filter((s) => !heroLines.includes(s) && !upTop.has(s)),
    heroLines,
  );
  const about =
    aboutLines.length > 0
      ? { title: fixed.nav.about, content: aboutLines.join(' ') }
      : { title: '', content: '' };
  const services = buildServices(facts);
  const servicesHeader = {
    // A menu where meals are served; a bakery's or a cake shop's bakes are no menu.
    title: plan.pricesTitle && !BAKES.has(kind?.id ?? '') ? labels.menu : fixed.nav.services,
    subtitle: '',
  };
  const contactField = (key: 'address' | 'phone' | 'hours' | 'email'): string => {
    const value = facts[key];
    // "de 7 a 13h y de 17 a 21h": the hours line starts as a line does, with a capital.
    if (value) return key === 'hours' ? capitaliseFirst(value) : value;
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
    prompt,
    colorPreference: request.colorPreference || undefined,
    facts,
    serviceCount: services.length,
    isMenu: Boolean(plan.pricesTitle),
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
      // Without the owner's name the line says who as the header does ("© 2026 Bookbinder · Providence").
      copyright: siteName !== fixed.placeholders.siteName ? fixed.copyright(siteName, year) : `© ${year}`,
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
      ...(facts.voice === 'singular' ? { voice: 'singular' as const } : {}),
      description: metaDescription(displayName, [...heroLines, ...aboutLines]),
      placeholders,
      generator: 'builtin',
      ...structuredFacts(
        facts,
        kind,
        industry === 'restaurant' ? readDining(prompt) : {},
        Boolean(displayName),
        Boolean(request.industry),
      ),
    },
  };
  // WhatsApp, booking, website and profile links, listed in the contact section.
  const content: Content = withReachLinks(
    contentSchema.parse(tidyOwnerContent(draft, language, facts.name, options.tidied)),
    factsOfReading({ ...reading, facts }),
    facts.whatsappE164,
  );
  return { content, generator: 'builtin', warnings, notices };
}
