import type { SiteLanguage } from './language/detect';
import { type Tidied, tidyOwnerText } from './language/tidy-words';
import { repeats } from './repeats';

// Keys whose values are no one's words: links, pictures, ids, kinds, contact details (content field names).
const NOT_WORDS_PARTS = [
  'url',
  'href',
  'icon',
  'image',
  'src',
  'type',
  'kind',
  'variant',
  'layout',
  'email',
  'phone',
  'price',
] as const;
const isNotWords = (key: string) =>
  key === 'id' || NOT_WORDS_PARTS.some((part) => key.toLowerCase().includes(part));

type Walkable = string | number | boolean | null | undefined | Walkable[] | { [key: string]: Walkable };

function walk(value: Walkable, tidy: (text: string) => string): Walkable {
  if (typeof value === 'string') return tidy(value);
  if (Array.isArray(value)) return value.map((v) => walk(v, tidy));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, isNotWords(k) ? v : walk(v, tidy)]));
  }
  return value;
}

/**
 * A service's title, whose first capital is the page's, not the owner's: "Hegde trimming" is read
 * as "hegde trimming" ("Hedge trimming"). A first word with more capitals ("HVAC", "iPhone") is theirs.
 */
function tidyTitle(title: string, tidy: (text: string) => string): string {
  const first = title.split(/\s/)[0];
  if (first.slice(1) !== first.slice(1).toLowerCase()) return tidy(title);
  const tidied = tidy(title.charAt(0).toLowerCase() + title.slice(1));
  return tidied.charAt(0).toUpperCase() + tidied.slice(1);
}

/** A sentence as compared for sameness: no case, accents, hyphens or punctuation ("No call-out fee." = "no call out fee"). */
const plainOf = (sentence: string) =>
  sentence
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The hero's line with each of its sentences said once: "No call out fee. No call-out fee." says it
 * once, and so does a sentence that only says the headline again or what a sentence before it said.
 */
export function saidOnce(line: string, headline: string): string {
  const sentences = line.split(/(?<=[.!?…])\s+(?=[\p{Lu}\p{N}¡¿"“])/u);
  const kept: string[] = [];
  const seen = new Set([plainOf(headline)]);
  for (const sentence of sentences) {
    const plain = plainOf(sentence);
    if (plain && (seen.has(plain) || repeats(sentence, kept))) continue;
    seen.add(plain);
    // "Before/after photos every job. Before/after photos every job, fully insured.": a sentence
    // that says all an earlier one said and more takes its place.
    const fuller = kept.findIndex((earlier) => repeats(earlier, [sentence]));
    if (fuller >= 0) kept[fuller] = sentence;
    else kept.push(sentence);
  }
  return kept.join(' ');
}

type Draft = {
  siteName: string;
  hero: { headline: string; subtitle: string };
  about: { content: string };
  services: Array<{ name: string }>;
  sections: Array<{ content?: unknown }>;
  meta: { description?: string };
};

/**
 * The page with the owner's words tidied (language/tidy-words.ts): the hero's line, About, the
 * services and the sections made of the owner's phrases. The business's name stays as typed.
 */
export function tidyOwnerContent<T extends Draft>(
  draft: T,
  language: SiteLanguage,
  name: string | undefined,
  changes?: Tidied[],
): T {
  // Without a name the page is headed by the owner's words ("deneigement residentiel…"): those are tidied.
  const keep = name ? [name, draft.siteName] : [];
  const tidy = (text: string) => tidyOwnerText(text, language, keep, changes);
  const siteName = tidy(draft.siteName);
  const headline = draft.hero.headline === draft.siteName ? siteName : tidy(draft.hero.headline);
  return {
    ...draft,
    siteName,
    hero: {
      ...draft.hero,
      headline,
      subtitle: saidOnce(tidy(draft.hero.subtitle), headline || siteName),
    },
    about: { ...draft.about, content: tidy(draft.about.content) },
    services: draft.services.map((s) => ({ ...s, name: tidyTitle(s.name, tidy) })),
    sections: draft.sections.map((s) => ({ ...s, content: walk(s.content as Walkable, tidy) })),
    meta: { ...draft.meta, description: draft.meta.description && tidy(draft.meta.description) },
  };
}
