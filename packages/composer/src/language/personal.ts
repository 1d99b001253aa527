import { CATALOGS } from '../catalog/load';
import { SITE_LANGUAGES, type SiteLanguage } from './detect';

/**
 * Headings and short lines built from the owner's own words (the name, the town, the kind, the
 * services), offered beside the phrase bank's own. The composer prefers a template that uses more
 * of what the description gives, so two sites of one kind rarely share a heading word for word.
 * Each template uses one value, so a page mixes them instead of repeating the name in every heading.
 * Templates with {name} are left out when the name is unknown.
 */
export type PersonalLines = {
  headlines: string[];
  aboutTitles: string[];
  servicesTitles: string[];
  servicesSubtitles: string[];
  featuresTitles: string[];
  aboutExpandedTitles: string[];
  ctaTitles: string[];
  ctaSubtitles: string[];
  /** Buttons naming the business, offered beside the bank's (none where a language has none). */
  ctaButtons?: string[];
  /** Feature cards from the owner's facts: the town, the founding year. */
  locationFeature: { name: string; description: string };
  yearFeature: { name: string; description: string };
  /** A question on the first service the owner lists, answered without promising more than the listing. */
  serviceQuestion: { question: string; answer: string };
};

// Each language's lines are its catalog's `personal` (copy/<lang>/generic.json).
const LINES = Object.fromEntries(
  SITE_LANGUAGES.map((l) => [l, (l === 'en' ? CATALOGS.en : CATALOGS.local[l]).generic.personal]),
) as Record<SiteLanguage, PersonalLines>;

export function personalLines(language: SiteLanguage): PersonalLines {
  return LINES[language];
}
