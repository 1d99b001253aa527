import type { Industry } from '@mainstreet/site';

/** One description the corpus checks, with what a careful reader takes from it. */
export type CorpusEntry = {
  prompt: string;
  /** The business name as written, or null when the description gives none. */
  name: string | null;
  industry: Industry;
  /** The language the description is written in (for the language detector). */
  language: 'en' | 'es' | 'fr' | 'de';
  group: 'plain' | 'messy' | 'address';
  phone?: string;
  email?: string;
  address?: string;
  hours?: string;
  /** Other facts that must reach the page verbatim: prices, founding years, counts, handles. */
  facts?: string[];
  /** The schema.org type expected in the JSON-LD, when a specific one fits. */
  schemaType?: string;
};

type Extra = Omit<CorpusEntry, 'prompt' | 'name' | 'industry' | 'language' | 'group'>;

/** A compact way to write an entry: the description, its name, its industry, then any facts. */
export const entry =
  (language: CorpusEntry['language'], group: CorpusEntry['group']) =>
  (prompt: string, name: string | null, industry: Industry, extra: Extra = {}): CorpusEntry => ({
    prompt,
    name,
    industry,
    language,
    group,
    ...extra,
  });
