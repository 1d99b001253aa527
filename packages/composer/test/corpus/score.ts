import { type Content, exportSite, jsonLd } from '@mainstreet/site';
import { composeBuiltin, PLACEHOLDER_TEXT } from '../../src/index';
import { collectStrings, looksLikeEmail, looksLikePhone } from '../content-strings';
import type { CorpusEntry } from './types';

const digits = (s: string) => s.replace(/\D/g, '');

/** What the built-in composer got right and wrong on one description. */
export type EntryScore = {
  entry: CorpusEntry;
  content: Content;
  nameOk: boolean;
  industryOk: boolean;
  /** The site is written in the description's language (`lang`, labels, copy). */
  languageOk: boolean;
  /** Facts (phone, email, address, hours and the rest) given, and those missing from the page. */
  facts: number;
  missing: string[];
  invented: string[];
  typeOk: boolean;
  type: string;
};

/** The page's own text: everything but the data kept for structured data and the placeholders list. */
function pageText(content: Content): string[] {
  return (
    collectStrings(content)
      // A link's address (wa.me/447700900654 for "07700 900 654") is where it leads, not what it says.
      .filter((s) => !s.path.startsWith('meta.') && !s.path.endsWith('.url'))
      .map((s) => s.text)
  );
}

export function scoreEntry(entry: CorpusEntry): EntryScore {
  const { content } = composeBuiltin({ prompt: entry.prompt });
  const page = pageText(content);
  const given = [entry.phone, entry.email, entry.address, entry.hours, ...(entry.facts ?? [])].filter(
    (f): f is string => Boolean(f),
  );
  // A fact that opens a line is capitalised there ("Over 100 cars in stock"): still the owner's words.
  const capitalised = (f: string) => f[0].toUpperCase() + f.slice(1);
  const missing = given.filter((f) => !page.some((t) => t.includes(f) || t.includes(capitalised(f))));
  const invented: string[] = [];
  // A link's address (a map search for the owner's street address) is no stated fact.
  for (const text of page.map((t) => t.replace(/\]\([^)]*\)/g, ']'))) {
    for (const phone of looksLikePhone(text))
      if (!digits(entry.prompt).includes(digits(phone))) invented.push(phone);
    for (const email of looksLikeEmail(text)) if (!entry.prompt.includes(email)) invented.push(email);
  }
  const name = content.siteName;
  const nameOk =
    entry.name === null
      ? // No name given: the stand-in (in the site's language), marked for the owner to fill in.
        // or the owner's words for what the business is, with the name marked missing for the facts form.
        content.meta.placeholders.includes('siteName') ||
        name === PLACEHOLDER_TEXT.siteName ||
        Boolean(content.meta.facts?.missing?.includes('name'))
      : name.toLowerCase() === entry.name.toLowerCase();
  const type = String(jsonLd(content)['@type']);
  return {
    entry,
    content,
    nameOk,
    industryOk: content.meta.industry === entry.industry,
    languageOk: content.meta.language === entry.language,
    facts: given.length,
    missing,
    invented,
    typeOk: !entry.schemaType || type === entry.schemaType,
    type,
  };
}

export type CorpusFigures = {
  descriptions: number;
  namesPct: number;
  industriesPct: number;
  languagesPct: number;
  factsPct: number;
  inventedPhoneOrEmail: number;
  schemaTypesPct: number;
};

const pct = (n: number, of: number) => Number(((100 * n) / Math.max(1, of)).toFixed(1));

export function figures(scores: EntryScore[]): CorpusFigures {
  const facts = scores.reduce((n, s) => n + s.facts, 0);
  const missing = scores.reduce((n, s) => n + s.missing.length, 0);
  return {
    descriptions: scores.length,
    namesPct: pct(scores.filter((s) => s.nameOk).length, scores.length),
    industriesPct: pct(scores.filter((s) => s.industryOk).length, scores.length),
    languagesPct: pct(scores.filter((s) => s.languageOk).length, scores.length),
    factsPct: pct(facts - missing, facts),
    inventedPhoneOrEmail: scores.reduce((n, s) => n + s.invented.length, 0),
    schemaTypesPct: pct(scores.filter((s) => s.typeOk).length, scores.length),
  };
}

/** The index page of a composed site, as published. */
export async function renderedPage(content: Content): Promise<string> {
  const files = await exportSite(content, { loadAsset: async () => null });
  return new TextDecoder().decode(files.find((f) => f.path === 'index.html')?.data);
}
