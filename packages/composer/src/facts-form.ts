import type { FactService, OwnerFacts, SiteFacts } from '@mainstreet/site/model';
import { CATALOGS } from './catalog/load';
import { type AddressParts, type Country, readAddresses } from './extract/address';
import { parseHours } from './extract/hours';
import { impliedCountry, phoneE164 } from './extract/phone';
import { phoneNumbers } from './heavy-modules';
import { KIND_BY_ID, KINDS } from './kinds';
import { SITE_LANGUAGES, type SiteLanguage } from './language/detect';
import { tidyOwnerText } from './language/tidy-words';
import { channelLinks } from './reach-links';
import type { Reading } from './read';
import type { PriceFact } from './types';

// The words this file reads the owner's entries with: copy/detect/facts-form.json.
const WORDS = CATALOGS.detect['facts-form'];
const PRICE_THEN_UNIT = new RegExp(
  `^(.*?\\d(?:[\\d.,]*\\d)?\\s*(?:${WORDS.currencies.join('|')})?)\\s*(.*)$`,
  'u',
);

/** "£30 per hour" → "£30" and "per hour": the amount, then what it is for. */
function splitPrice(text: string): { price: string; unit: string } {
  const match = PRICE_THEN_UNIT.exec(text.trim());
  if (!match) return { price: text.trim(), unit: '' };
  return { price: match[1].trim(), unit: match[2].trim() };
}

/** A service's price: one the owner wrote with the service's name in it ("Lessons £30 per hour"). */
function priceOf(service: string, prices: PriceFact[]): { price: string; unit: string } {
  const name = service.toLowerCase();
  const found = prices.find((p) => {
    const label = p.label.toLowerCase();
    return label && (label.includes(name) || name.includes(label));
  });
  return found ? splitPrice(found.price) : { price: '', unit: '' };
}

/** The facts the composer read from a description, as the facts form shows them ('' when not read). */
export function factsOfReading(reading: Reading): SiteFacts {
  const { facts } = reading;
  const links = channelLinks(facts.channels);
  // The owner's phrases as the page writes them ("Querétaro", "hedge trimming"); the name as typed.
  const tidy = (text: string) => tidyOwnerText(text, reading.language, facts.name ? [facts.name] : []);
  return {
    name: facts.name ?? '',
    kind: reading.kind?.id ?? '',
    area: tidy(facts.towns ?? facts.location ?? ''),
    services: facts.services
      .slice(0, 20)
      .map((name) => ({ name: tidy(name), ...priceOf(name, facts.prices) })),
    hours: facts.hours ?? '',
    phone: facts.phone ?? '',
    whatsapp: facts.whatsapp ?? '',
    email: facts.email ?? '',
    address: facts.address ?? '',
    booking: links.booking,
    social: links.social,
    foundedYear: facts.foundedYear ?? '',
    language: reading.language,
    sellingPoints: facts.offers.slice(0, 6).map(tidy),
  };
}

/** The read facts with the owner's over them: what the form shows and the site says. */
export function mergeFacts(read: SiteFacts, owner: OwnerFacts | undefined): SiteFacts {
  return { ...read, ...owner };
}

/**
 * The kinds the form offers, by id, each called as the copy calls it in the page's language where
 * the catalog has the word ("Bäckerei"), else in English; `en` is the English word, for the search.
 */
export function kindChoices(language = 'en'): { id: string; label: string; en: string }[] {
  const nouns = new Map(CATALOGS.registry.map((entry) => [entry.id, entry.noun as Record<string, string>]));
  return KINDS.filter((k, i, all) => all.findIndex((o) => o.id === k.id) === i)
    .map((k) => {
      const label = nouns.get(k.id)?.[language] ?? k.noun;
      return { id: k.id, label: label.charAt(0).toLocaleUpperCase(language) + label.slice(1), en: k.noun };
    })
    .sort((a, b) => a.label.localeCompare(b.label, language));
}

export function isKnownKind(id: string): boolean {
  return KIND_BY_ID.has(id);
}

const TRY_COUNTRIES = WORDS.phoneCountries as Country[];

/**
 * Whether libphonenumber reads the text as a phone number: one typed with "+" or "00" as it says,
 * any other as a number of the country the description shows, or of one of the countries read.
 */
export function isReadablePhone(phone: string, country?: Country): boolean {
  const text = phone.replace(/^\s*00/, '+');
  if (/^\s*\+/.test(text)) return phoneNumbers().parsePhoneNumberFromString(text)?.isPossible() === true;
  const countries = country ? [country] : TRY_COUNTRIES;
  return countries.some((c) => phoneNumbers().parsePhoneNumberFromString(text, c)?.isPossible() === true);
}

/** The country the description and the owner's address show, for reading a phone written without "+". */
export function countryOf(reading: Reading, owner: OwnerFacts = {}): Country | undefined {
  const address = owner.address ? readAddresses(owner.address, [owner.address])[0] : undefined;
  const text = [reading.prompt, owner.area, owner.address].filter(Boolean).join('\n');
  return impliedCountry(address?.country ?? reading.facts.addressParts?.country, text, reading.language);
}

function priceFacts(services: FactService[]): PriceFact[] {
  return services
    .filter((s) => s.price)
    .map((s) => ({ label: s.name, price: s.unit ? `${s.price} ${s.unit}` : s.price }));
}

function addressParts(address: string, area: string | undefined): AddressParts {
  const read = readAddresses(address, [address])[0];
  return { ...(read ?? { text: address }), text: address, locality: read?.locality ?? (area || undefined) };
}

/**
 * The reading with the owner's facts over it: the composer then writes the site from them as if the
 * description had said so. A key the owner left out keeps what was read; '' removes the fact.
 */
export function applyOwnerFacts(reading: Reading, owner: OwnerFacts): Reading {
  const facts = { ...reading.facts };
  const some = (value: string | undefined) => value || undefined;
  let { kind, industry, language } = reading;
  if (owner.name !== undefined) facts.name = some(owner.name);
  if (owner.kind !== undefined && owner.kind !== (reading.kind?.id ?? '')) {
    kind = KIND_BY_ID.get(owner.kind);
    // "Not sure": no kind's words and no kind's industry (a wrong guess chose both).
    industry = kind?.industry ?? (reading.kind ? 'other' : reading.industry);
    facts.kindId = kind?.id;
    // The owner's phrase named the old kind ("a letting agent"): it no longer describes them.
    facts.kind = undefined;
    facts.kindInNameOnly = undefined;
  }
  if (owner.area !== undefined) {
    facts.location = some(owner.area);
    facts.towns = undefined;
  }
  if (owner.services !== undefined) {
    facts.services = owner.services.map((s) => s.name);
    facts.prices = priceFacts(owner.services);
  }
  if (owner.hours !== undefined) {
    facts.hours = some(owner.hours);
    facts.openingHours = owner.hours ? parseHours(owner.hours) : undefined;
  }
  if (owner.email !== undefined) {
    facts.email = some(owner.email);
    facts.emails = owner.email ? [owner.email] : [];
  }
  if (owner.address !== undefined) {
    facts.address = some(owner.address);
    facts.addresses = owner.address ? [owner.address] : [];
    facts.addressParts = owner.address
      ? addressParts(owner.address, owner.area ?? facts.location)
      : undefined;
  }
  if (owner.phone !== undefined) {
    facts.phone = some(owner.phone);
    facts.phones = owner.phone ? [owner.phone] : [];
    facts.phoneE164 = owner.phone ? phoneE164(owner.phone, countryOf(reading, owner)) : undefined;
  }
  if (owner.foundedYear !== undefined) {
    facts.foundedYear = some(owner.foundedYear);
    facts.foundedPhrase = undefined;
  }
  if (owner.sellingPoints !== undefined) {
    // The page says the owner's points where it said the read ones (the offers ride along in these).
    const read = new Set(reading.facts.offers);
    facts.factSentences = [...facts.factSentences.filter((s) => !read.has(s)), ...owner.sellingPoints];
    facts.offers = owner.sellingPoints;
  }
  if (owner.language && SITE_LANGUAGES.includes(owner.language as SiteLanguage)) language = owner.language;
  return { ...reading, facts, kind, industry, language };
}
