import { KIND_BY_ID, matchKind, openingKind } from '../kinds';
import { isListLabel } from '../owner-words';
import type { Facts } from '../types';
import { readAddresses } from './address';
import { cardTitles } from './card-title';
import { type Channel, preferredChannel, readChannels } from './channels';
import {
  findAddresses,
  findCounts,
  findEmails,
  findFoundedPhrase,
  findFoundedYear,
  findHandles,
  findHours,
  findPhones,
  townOfAddress,
} from './contact';
import { parseHours } from './hours';
import { findServiceLists, isNameOrPlace, joinLists, tidyServices } from './lists';
import { findKind, findName, nameBeforeAddress } from './name';
import { findOffers, isPromise } from './offers';
import { findOwnerSentences } from './owner-sentences';
import { chatE164, impliedCountry, phoneE164 } from './phone';
import { findLocation } from './place';
import { listedPrices, readPrices } from './prices';
import { findTerms, findTowns } from './terms';
import { findAudience, findTone } from './tone';

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
  const name =
    findName([phone, address, hours].reduce<string>((t, f) => (f ? t.replace(f, ' ') : t), head)) ??
    (address ? nameBeforeAddress(head.slice(0, head.indexOf(address)), head) : undefined);
  const location =
    findLocation(head, name ? [name] : [], language, address) ??
    (address ? townOfAddress(address) : undefined) ??
    // "Kramgasse 27, 3011 Bern": the town after a postcode.
    addressParts[0]?.locality;
  const ownerKind = findKind(contactFree, name);
  // Contact facts are cut out first so "45 Elm Street, Springfield" is not read as a list of services.
  const factFree = [address, phone, hours].reduce<string>((t, f) => (f ? t.replace(f, ' ') : t), contactFree);
  const business = matchKind(factFree, name, ownerKind);
  // Only a list the owner wrote as a list names services; any other sentence stays whole in About.
  const read = findServiceLists(factFree, language);
  // Only a price list's prices are a list on the page (or a list of services, some priced); any
  // other price stays in the owner's sentence.
  const stated = readPrices(contactFree, isListLabel);
  const prices = listedPrices(contactFree, stated, read.flat());
  // Without a list of services, a price list names them ("Drop-in class $22, monthly unlimited $140").
  const lists =
    read.length > 0 ? read : [prices.map((p) => p.label).filter((l) => l && l.split(/\s+/).length <= 5)];
  let services = joinLists(lists);
  const kind =
    ownerKind ?? (business ? business.phrase || undefined : name ? undefined : openingKind(factFree));
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
  // Only what reads as the name of a thing offered titles a card; the rest stays in its sentence.
  // The name and the town are never offerings ("serving leeds and bradford"), nor is a piece
  // holding either ("Hawkridge Falconry brings owls", "Christchurch's original escape room").
  // An offer among the items ("urgencias", "free delivery") is said up top as the owner's promise.
  const isOffered = (s: string) => offers.some((o) => o.toLowerCase().includes(s.toLowerCase()));
  services = wholeServices(
    lists.map((l) => l.filter((s) => !isOffered(s))),
    (listed) =>
      cardTitles(
        tidyServices(
          listed.filter(
            (s) =>
              !isNoService(s) &&
              !terms.some((t) => t.includes(s)) &&
              !isNameOrPlace(s, [name, location], text),
          ),
        ),
      ),
  );
  const counts = findCounts(contactFree);
  const channels = readChannels(text, { phones, emails, addresses });
  const reach = phoneFacts(channels, text, addressParts[0]?.country, language);
  return {
    name,
    kind,
    kindId: business?.kind.id,
    kindInNameOnly: business?.inNameOnly,
    location,
    address,
    phone: reach.phone,
    email,
    hours,
    phones,
    emails,
    addresses,
    foundedYear: findFoundedYear(text),
    foundedPhrase,
    addressParts: addressParts[0],
    phoneE164: reach.phone
      ? phoneE164(reach.phone, impliedCountry(addressParts[0]?.country, text, language, reach.phone))
      : undefined,
    phoneTakes: reach.phoneTakes,
    whatsapp: reach.whatsapp,
    whatsappE164: reach.whatsappE164,
    channels,
    preferred: preferredChannel(channels),
    openingHours: hours ? parseHours(hours) : undefined,
    counts,
    handles,
    factSentences: withOffers(sentencesWith(text, [foundedPhrase, ...counts, ...handles]), offers),
    offers,
    terms,
    // "Nachhilfe in Mathe, Physik und Chemie": what is on offer is no list of towns.
    towns: towns && !services.some((s) => towns.includes(s)) ? towns : undefined,
    services,
    prices,
    statedPrices: stated.map((p) => p.price),
    visiting: findOwnerSentences(contactFree, services),
    audience: findAudience(contactFree),
    tone: findTone(text),
  };
}

/**
 * The owner's list as cards, or no cards: when a reading takes an item out of the list (a town, a
 * promise, the business's own name, a piece that titles no card), the list is no list of offerings
 * and its sentence stays whole in About.
 */
function wholeServices(lists: string[][], keep: (listed: string[]) => string[]): string[] {
  return joinLists(
    lists.map((listed) => {
      const kept = keep(listed);
      return kept.length === listed.length ? kept : [];
    }),
  );
}

/**
 * The number to call or text (a number given only for WhatsApp is none) and how, and the WhatsApp
 * number with its international form when the country is certain.
 */
function phoneFacts(
  channels: Channel[],
  text: string,
  country: Parameters<typeof chatE164>[2],
  language: string | undefined,
): Pick<Facts, 'phone' | 'phoneTakes' | 'whatsapp' | 'whatsappE164'> {
  const whatsapp = channels.find((c) => c.kind === 'whatsapp')?.value;
  const whatsappE164 = whatsapp ? chatE164(whatsapp, text, country, language) : undefined;
  // A WhatsApp number that cannot be linked without guessing its country is at least called.
  const spoken =
    channels.find((c) => c.kind === 'call' || c.kind === 'text') ??
    (whatsapp && !whatsappE164 && !/^\s*(?:\+|00)/.test(whatsapp)
      ? { kind: 'call' as const, value: whatsapp, at: 0, isAsk: true }
      : undefined);
  const takes = (kind: Channel['kind']) =>
    spoken?.kind === kind || channels.some((c) => c.kind === kind && c.value === spoken?.value);
  return {
    phone: spoken?.value,
    phoneTakes: !spoken
      ? undefined
      : takes('call') && takes('text')
        ? 'calls-and-texts'
        : takes('text')
          ? 'texts'
          : 'calls',
    whatsapp,
    whatsappE164,
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
