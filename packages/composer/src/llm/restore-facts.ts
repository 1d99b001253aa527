import {
  findAddresses,
  findEmails,
  findHours,
  findPhones,
  findPrices,
  phoneDigits,
  priceDigits,
} from '../extract/contact';

export type FactKind = 'phone' | 'email' | 'address' | 'hours' | 'price';

/** A fact of the owner's the model wrote differently, put back as the owner wrote it. */
export type RestoredFact = { fact: FactKind; wrote: string; owner: string };

type Reader = { kind: FactKind; find: (text: string) => string[]; key: (value: string) => string };

// Phones before prices and addresses: a phone's digits are no street number or price.
const READERS: Reader[] = [
  { kind: 'phone', find: findPhones, key: phoneDigits },
  { kind: 'email', find: findEmails, key: (e) => e.toLowerCase() },
  { kind: 'address', find: findAddresses, key: (a) => a.toLowerCase().replace(/\s+/g, ' ') },
  { kind: 'hours', find: (t) => [findHours(t) ?? ''].filter(Boolean), key: phoneDigits },
  { kind: 'price', find: (t) => findPrices(t).map((p) => p.price), key: priceDigits },
];

/**
 * Puts the owner's facts back into a rewrite: each phone, email, address, hours or price the
 * model wrote that the owner's text does not hold takes the place of the owner's fact of that kind
 * the rewrite left out, in order ("(512) 555-0143" back to "(512) 555-0142", "14 Via Roma" to
 * "12 Via Roma"). What it cannot pair is left for the fact check.
 */
export function restoreFacts(old: string, written: string): { text: string; restored: RestoredFact[] } {
  let text = written;
  const restored: RestoredFact[] = [];
  for (const reader of READERS) {
    const owner = reader.find(old);
    if (owner.length === 0) continue;
    const ownerKeys = new Set(owner.map(reader.key));
    const now = reader.find(text);
    const nowKeys = new Set(now.map(reader.key));
    const missing = owner.filter((o) => !nowKeys.has(reader.key(o)));
    const changed = now.filter((n) => !ownerKeys.has(reader.key(n)));
    for (const [i, wrote] of changed.entries()) {
      const put = missing[i];
      if (!put) break;
      text = text.replace(wrote, put);
      restored.push({ fact: reader.kind, wrote, owner: put });
    }
  }
  return { text, restored };
}

/** The owner's facts of a text the rewrite no longer states (after the fact check took sentences out). */
export function lostFacts(old: string, rewritten: string): string[] {
  return READERS.flatMap((reader) => {
    const kept = new Set(reader.find(rewritten).map(reader.key));
    return reader.find(old).filter((o) => !kept.has(reader.key(o)));
  });
}
