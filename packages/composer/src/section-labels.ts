import type { z } from 'zod';
import { CATALOGS } from './catalog/load';
import type { sectionLabelsSchema } from './catalog/schema';
import type { SiteLanguage } from './language/detect';

/**
 * The few visible words the section logic adds (FAQ questions on the owner's facts, headings of
 * sections chosen by kind): `sections` in each language's copy/<lang>/generic.json.
 */
export type SectionLabels = z.output<typeof sectionLabelsSchema>;

const LABELS: Record<string, SectionLabels> = {
  en: CATALOGS.en.generic.sections,
  ...Object.fromEntries(
    Object.entries(CATALOGS.local).map(([language, l]) => [language, l.generic.sections]),
  ),
};

export function sectionLabelsFor(language: SiteLanguage | string): SectionLabels {
  return LABELS[language] ?? LABELS.en;
}
