import type { Content } from '@mainstreet/site';
import { composeBuiltin } from '../src/index';
import { contentWords } from '../src/owner-words';
import { readDescription } from '../src/read';
import { collectStrings } from './content-strings';
import { CORPUS } from './corpus';
import { FIXTURES } from './fixtures';

/**
 * The figures of issue 36, measured the way its designers measured them: over what a visitor
 * reads, not over what the composer was tuned to.
 * - `sharedPct`: sentences (5+ words, name and town masked) that appear word for word on the sites
 *   of 3 or more different businesses — stock lines (target ≤ 5%);
 * - `ownWordsPct`: sentences sharing at least one content word with the owner's description
 *   (target ≥ 60%);
 * - `factsPct`: every listed service, price, schedule, selling point and contact detail the
 *   description gives (as read, and as the test data says) present on the page (target 100%).
 */
export type CopyFigures = {
  sites: number;
  sentences: number;
  sharedPct: number;
  ownWordsPct: number;
  factsPct: number;
  /** The most shared sentences, with how many businesses' sites hold each. */
  mostShared: Array<[string, number]>;
  /** Sentences with no word of the owner's, with the description's start. */
  notOwn: string[];
  /** Facts the page left out, with the description's start. */
  missing: string[];
};

const pct = (part: number, whole: number) => Number(((100 * part) / Math.max(1, whole)).toFixed(1));

/** What a visitor reads: hero, about, services, sections, contact title and footer line. */
function visibleCopy(content: Content): string[] {
  const parts = {
    siteName: content.siteName,
    hero: { ...content.hero, imageUrl: undefined, imageCredit: undefined },
    about: { title: content.about.title, content: content.about.content },
    servicesHeader: content.servicesHeader,
    services: content.services.map((s) => ({ name: s.name, description: s.description })),
    sections: content.sections.map((s) => s.content),
    contact: content.contact.title,
    footer: content.footer.summary,
  };
  const placeholders = new Set(content.meta.placeholders);
  return collectStrings(parts)
    .filter((s) => !placeholders.has(s.path))
    .map((s) => s.text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'));
}

/** A page's sentences of five words or more. */
function sentencesOf(lines: string[]): string[] {
  return lines
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length >= 5);
}

const mask = (sentence: string, words: Array<string | undefined>) =>
  words
    .filter((w): w is string => Boolean(w && w.length > 1))
    .reduce((s, w) => s.split(w).join('·'), sentence)
    .toLowerCase();

/** The facts a description gives, as the reader found them and as the test data lists them. */
function givenFacts(prompt: string, extra: string[]): string[] {
  const { facts } = readDescription({ prompt });
  // A promise holding a phone ("24/7 at 1-800-555-0199") is kept without it: the contact block has the number.
  const details = [...facts.phones, ...facts.emails, ...facts.addresses];
  const withoutDetails = (line: string) =>
    details
      .reduce((l, d) => l.replace(d, ''), line)
      .replace(/\s+(?:at|on|or|call)\s*$/i, '')
      .trim();
  return [
    ...facts.services,
    ...facts.prices.map((p) => p.price),
    ...(facts.hours ? [facts.hours] : []),
    ...facts.terms,
    ...facts.offers.map(withoutDetails),
    ...facts.phones,
    ...facts.emails,
    ...facts.addresses,
    ...extra,
  ]
    .map((f) => f.trim())
    .filter(Boolean);
}

/** The figures over a set of descriptions; `facts` holds each one's facts from test data, when known. */
export function copyFigures(entries: Array<{ prompt: string; facts?: string[] }>): CopyFigures {
  const sites = entries.map(({ prompt, facts = [] }) => {
    const { content } = composeBuiltin({ prompt });
    const copy = visibleCopy(content);
    const masked = [content.siteName, content.meta.facts?.location];
    return { prompt, content, copy, sentences: sentencesOf(copy), masked, facts: givenFacts(prompt, facts) };
  });
  // Each business counted once per sentence, however often its page says it.
  const holders = new Map<string, number>();
  for (const site of sites)
    for (const s of new Set(site.sentences.map((x) => mask(x, site.masked)).filter((x) => /\p{L}/u.test(x))))
      holders.set(s, (holders.get(s) ?? 0) + 1);
  let total = 0;
  let shared = 0;
  let own = 0;
  const notOwn: string[] = [];
  let factCount = 0;
  const missing: string[] = [];
  for (const site of sites) {
    const said = new Set(contentWords(site.prompt));
    for (const sentence of site.sentences) {
      total++;
      if ((holders.get(mask(sentence, site.masked)) ?? 0) >= 3) shared++;
      if (contentWords(sentence).some((w) => said.has(w))) own++;
      else notOwn.push(`${site.prompt.slice(0, 40)} → ${sentence}`);
    }
    const page = site.copy.join('\n').toLowerCase();
    // The contact section lists the contact fields and the reach widget's WhatsApp, booking and profile links.
    const reach = site.content.widgets.filter((w) => w.type === 'social').map((w) => w.data);
    const all = `${page}\n${JSON.stringify([site.content.contact, reach]).toLowerCase()}`;
    for (const fact of new Set(site.facts)) {
      factCount++;
      if (!all.includes(fact.toLowerCase())) missing.push(`${site.prompt.slice(0, 40)} → ${fact}`);
    }
  }
  return {
    sites: sites.length,
    sentences: total,
    sharedPct: pct(shared, total),
    ownWordsPct: pct(own, total),
    factsPct: pct(factCount - missing.length, factCount),
    mostShared: [...holders]
      .filter(([, n]) => n >= 3)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10),
    notOwn,
    missing,
  };
}

/** The corpus and the fixtures, each with the facts its test data says the page must hold. */
export function corpusEntries(): Array<{ prompt: string; facts: string[] }> {
  const given = (list: Array<string | undefined>) => list.filter((f): f is string => Boolean(f));
  return [
    ...CORPUS.map((e) => ({
      prompt: e.prompt,
      facts: given([e.phone, e.email, e.address, e.hours, ...(e.facts ?? [])]),
    })),
    ...FIXTURES.map((f) => ({
      prompt: f.prompt,
      facts: given([...(f.services ?? []), ...(f.prices ?? [])]),
    })),
  ];
}
