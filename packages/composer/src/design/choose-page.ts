import type { Industry, PageLayout } from '@mainstreet/site/model';
import { CATALOGS } from '../catalog/load';
import type { Facts } from '../types';

// The words that tell one person writing about their own work from a business speaking as "we".
const WORDS = CATALOGS.detect['kind-sections'];
const words = (list: readonly string[]) =>
  new RegExp(`(?<![\\p{L}'’])(?:${list.join('|')})(?![\\p{L}])`, 'giu');
const SOLO = words(WORDS.soloWords);
const TEAM = words(WORDS.teamWords);

/**
 * What leads the page of each industry when the material is there: the area a trade that goes to
 * the customer covers, the hours of a place visitors come to, the pictures of a trade whose work is seen.
 */
const LEADS: Partial<Record<Industry, { isMobile?: boolean; isVisited?: boolean; isVisual?: boolean }>> = {
  construction: { isMobile: true },
  automotive: { isMobile: true },
  professional: { isMobile: true },
  manufacturing: { isMobile: true },
  other: { isMobile: true },
  travel: { isMobile: true, isVisual: true },
  retail: { isVisited: true },
  healthcare: { isVisited: true },
  fitness: { isVisited: true },
  education: { isVisited: true },
  beauty: { isVisited: true, isVisual: true },
  entertainment: { isVisited: true, isVisual: true },
  creative: { isVisual: true },
  'real-estate': { isVisual: true },
};

export type PageMaterial = {
  industry: Industry;
  /** The owner's description, for whether one person speaks. */
  prompt: string;
  facts: Pick<Facts, 'hours' | 'prices' | 'towns' | 'visiting' | 'services' | 'address'>;
  /** The kind is a place that serves food (its price list is a menu). */
  isMenu: boolean;
};

/** Whether the description is one person speaking of their own work ("I'm Sam and I tune pianos"). */
export function isOnePerson(prompt: string): boolean {
  const solo = prompt.match(SOLO)?.length ?? 0;
  const team = prompt.match(TEAM)?.length ?? 0;
  return solo >= 2 && solo > team * 2;
}

/**
 * The page's structure from what the owner gave, most telling first: one person's practice, a menu or
 * a price list, the area a mobile trade covers, a place's hours, pictures for a visual trade; else
 * the classic order. `seed` breaks ties between structures the material fits equally.
 */
export function choosePage(material: PageMaterial, seed: number): PageLayout {
  const { facts } = material;
  const lead = LEADS[material.industry] ?? {};
  const fits: PageLayout[] = [];
  if (isOnePerson(material.prompt)) return 'person';
  if (material.isMenu || facts.prices.length >= 3) fits.push('menu');
  // Towns served and no street address: the business goes to its customers.
  if ((facts.visiting.area || facts.towns) && (lead.isMobile || !facts.address)) fits.push('area');
  // Hours and a door to come to: when and where lead.
  if (facts.hours && (lead.isVisited || material.isMenu || facts.address)) fits.push('hours');
  if (fits.length > 0) return fits[seed % fits.length];
  // A visual trade shows its pictures first once it has them (the page is drawn classic until then).
  if (lead.isVisual) return 'gallery';
  return 'classic';
}
