import { KIND_BY_ID, matchKind, openingKind } from '../kinds';
import type { Facts } from '../types';
import { readAddresses } from './address';
import {
  findAddresses,
  findCounts,
  findEmails,
  findFoundedPhrase,
  findFoundedYear,
  findHandles,
  findHours,
  findPhones,
  findPrices,
  townOfAddress,
} from './contact';
import { parseHours } from './hours';
import { findAudience, findListAfter, findServices, findTone, servicesFromKind } from './lists';
import { findKind, findLocation, findName } from './name';
import { findOffers, isPromise } from './offers';
import { findOwnerSentences } from './owner-sentences';
import { impliedCountry, phoneE164 } from './phone';
import { findTerms, findTowns } from './terms';

/**
 * Everything the description states about the business; each value is a verbatim substring of it.
 * `language`, when known, is the description's: it decides which words put a town after them.
 */
export function extractFacts(prompt: string, language?: string): Facts {
  const text = prompt.normalize('NFC').slice(0, 5_000);
  const emails = [...new Set(findEmails(text))];
  const email = emails[0];
  // Contact details are removed before looking for names and places so "info@bella.com" is not a name.
  const contactFree = emails.reduce<string>((t, e) => t.replaceAll(e, ' '), text);
  const addressParts = readAddresses(contactFree, findAddresses(contactFree));
  const addresses = [...new Set(addressParts.map((a) => a.text))];
  const address = addresses[0];
  const phones = [...new Set(findPhones(addresses.reduce<string>((t, a) => t.replace(a, ' '), contactFree)))];
  const phone = phones[0];
  const handles = findHandles(contactFree);
  const hours = findHours(contactFree);
  // Names and places come early; a bounded window keeps pathological input fast. The name is looked
  // for with the phone and address cut out, so "07700 900456" or "12 High Street" never becomes one.
  const head = contactFree.slice(0, 1_500);
  const name = findName([phone, address, hours].reduce<string>((t, f) => (f ? t.replace(f, ' ') : t), head));
  const location =
    findLocation(head, name ? [name] : [], language) ?? (address ? townOfAddress(address) : undefined);
  const prices = findPrices(contactFree);
  const ownerKind = findKind(contactFree, name);
  // Contact facts are cut out first so "45 Elm Street, Springfield" is not read as a list of services.
  const factFree = [address, phone, hours].reduce<string>((t, f) => (f ? t.replace(f, ' ') : t), contactFree);
  const business = matchKind(factFree, name, ownerKind);
  let services = findServices(factFree);
  // "Family bakery in Leeds, sourdough and custom cakes, …": offerings listed right after the kind.
  if (services.length === 0) {
    // A kind the table does not know ("pottery studio in leeds, mugs, bowls and vases") ends its clause the same way.
    const end =
      business?.end ??
      /^(?:[^,;:.!?\n\p{Extended_Pictographic}–—-]|-(?!\s))*/u.exec(factFree)?.[0].length ??
      0;
    services = findListAfter(factFree, end, [location ?? '']);
  }
  const kind =
    ownerKind ?? (business ? business.phrase || undefined : name ? undefined : openingKind(factFree));
  if (services.length === 0) services = servicesFromKind(kind);
  if (services.length === 0) {
    services = prices.map((p) => p.label).filter((l) => l && l.split(/\s+/).length <= 5);
  }
  const foundedPhrase = findFoundedPhrase(text);
  // An offer the list reader took for a service ("urgencias 24 horas") is the owner's promise, not a service.
  const offers = findOffers(contactFree, [name, location, hours, ...services.filter((s) => !isPromise(s))]);
  const towns = findTowns(factFree);
  // Nor is a town of the list served, or a price ("Festpreise ab 69 €").
  const isNoService = (s: string) =>
    offers.some((o) => o.toLowerCase().includes(s.toLowerCase())) ||
    Boolean(towns?.toLowerCase().includes(s.toLowerCase())) ||
    /[$£€]/.test(s);
  const terms = findTerms(contactFree, hours, offers);
  services = services.filter((s) => !isNoService(s) && !terms.some((t) => t.includes(s)));
  const counts = findCounts(contactFree);
  return {
    name,
    kind,
    kindId: business?.kind.id,
    kindInNameOnly: business?.inNameOnly,
    location,
    address,
    phone,
    email,
    hours,
    phones,
    emails,
    addresses,
    foundedYear: findFoundedYear(text),
    foundedPhrase,
    addressParts: addressParts[0],
    phoneE164: phone ? phoneE164(phone, impliedCountry(addressParts[0]?.country, text, language)) : undefined,
    openingHours: hours ? parseHours(hours) : undefined,
    counts,
    handles,
    factSentences: withOffers(sentencesWith(text, [foundedPhrase, ...counts, ...handles]), offers),
    offers,
    terms,
    // "Nachhilfe in Mathe, Physik und Chemie": what is on offer is no list of towns.
    towns: towns && !services.some((s) => towns.includes(s)) ? towns : undefined,
    // The name and the town are never offerings ("serving leeds and bradford").
    services: services.filter((s) => ![name, location].some((f) => f && s.toLowerCase() === f.toLowerCase())),
    prices,
    visiting: findOwnerSentences(contactFree),
    audience: findAudience(contactFree),
    tone: findTone(text),
  };
}

/** The owner's sentences holding the given facts, verbatim and each once ("Seit 1971 backen wir Brot."). */
function sentencesWith(text: string, facts: Array<string | undefined>): string[] {
  const found: string[] = [];
  for (const fact of facts) {
    if (!fact) continue;
    const at = text.indexOf(fact);
    if (at < 0) continue;
    // No stop before the fact: the sentence starts the text (lastIndexOf's -1 must not cut its first letter).
    const start = Math.max(
      ...['. ', '! ', '? ', '\n'].map((s) => {
        const stop = text.lastIndexOf(s, at);
        return stop < 0 ? 0 : stop + s.length;
      }),
    );
    const stops = ['. ', '! ', '? ', '\n']
      .map((s) => text.indexOf(s, at + fact.length))
      .filter((i) => i >= 0);
    const end = stops.length > 0 ? Math.min(...stops) + 1 : text.length;
    const sentence = text.slice(start, end).trim();
    // A sentence too long for a paragraph keeps just the fact's own clause.
    const kept = sentence.length <= 200 ? sentence : fact;
    if (!found.some((f) => f.includes(kept))) found.push(kept);
  }
  return found.slice(0, 3);
}

/** The owner's offers beside the sentences already kept, unless one of those says it already. */
function withOffers(sentences: string[], offers: string[]): string[] {
  return [...sentences, ...offers.filter((o) => !sentences.some((s) => s.includes(o)))];
}

/** The kind of business a description is about, with the words the copy uses for it. */
export function detectKind(prompt: string): { id: string; noun: string; phrase?: string } | undefined {
  const facts = extractFacts(prompt);
  const kind = facts.kindId ? KIND_BY_ID.get(facts.kindId) : undefined;
  return kind ? { id: kind.id, noun: kind.noun, phrase: facts.kind } : undefined;
}
