import {
  type AboutVariant,
  type ColorPreference,
  defaultPaletteForIndustry,
  defaultTypeForIndustry,
  type FontPair,
  type HeroVariant,
  type Industry,
  type Layout,
  type ServicesVariant,
  TONES,
} from '@mainstreet/site';
import { CATALOGS } from '../catalog/load';
import { hashString } from '../text';
import type { Facts } from '../types';

/** How a kind of business tends to look: its palette, type, and the compositions that suit it. */
type KindLook = { tone: string; fonts?: FontPair; heroes: HeroVariant[]; services?: ServicesVariant[] };

const SHOWCASE: HeroVariant[] = ['gallery', 'overlay', 'split'];
const VENUE: HeroVariant[] = ['overlay', 'split', 'facts'];
const TRADE: HeroVariant[] = ['facts', 'split', 'statement'];
const OFFICE: HeroVariant[] = ['statement', 'split', 'facts'];
const CARE: HeroVariant[] = ['split', 'statement', 'facts'];

// Each kind's look is in the kind registry (copy/kinds.json); an unknown kind takes its industry's look.
const LOOKS = new Map<string, KindLook>(CATALOGS.registry.flatMap((k) => (k.look ? [[k.id, k.look]] : [])));

const INDUSTRY_HEROES: Partial<Record<Industry, HeroVariant[]>> = {
  restaurant: VENUE,
  creative: SHOWCASE,
  entertainment: SHOWCASE,
  travel: SHOWCASE,
  construction: TRADE,
  automotive: TRADE,
  legal: OFFICE,
  finance: OFFICE,
  professional: OFFICE,
  healthcare: CARE,
  'real-estate': ['overlay', 'split'],
};

/** Type pairs that suit the same businesses as each pair: a serif for a serif, a clean sans for a sans. */
const TYPE_NEIGHBOURS: Record<FontPair, FontPair[]> = {
  modern: ['technical', 'friendly'],
  classic: ['elegant', 'modern'],
  friendly: ['modern', 'classic'],
  elegant: ['classic', 'modern'],
  technical: ['modern', 'classic'],
};

export type DesignRequest = {
  kindId?: string;
  industry: Industry;
  /** The name the site is published under; the same name always gets the same design. */
  name: string;
  colorPreference?: ColorPreference;
  facts: Pick<Facts, 'phone' | 'hours' | 'foundedYear' | 'location' | 'services'>;
  serviceCount: number;
};

export type Design = { palette: ColorPreference; tone: string; fonts: FontPair; layout: Layout };

const pick = <T>(items: readonly T[], seed: number, salt: number): T =>
  items[Math.floor((seed / 2 ** 32) * 997 + salt) % items.length];

/**
 * The site's look, from its kind and content: a palette of the kind (within the owner's colour if they
 * chose one), a type pair, and hero, services and about compositions. Deterministic: a hash of the name.
 */
export function chooseDesign(request: DesignRequest): Design {
  const look = request.kindId ? LOOKS.get(request.kindId) : undefined;
  const seed = hashString(`${request.name.toLowerCase()}|${request.kindId ?? request.industry}`);
  const family =
    request.colorPreference ?? (look ? TONES[look.tone].family : defaultPaletteForIndustry(request.industry));
  const inFamily = Object.keys(TONES).filter((t) => TONES[t].family === family);
  const tone = look && TONES[look.tone].family === family ? look.tone : pick(inFamily, seed, 3);

  // The key-facts card needs two short facts (the hours, the year, the town); a phone is a button instead.
  const factCount = [request.facts.hours, request.facts.foundedYear, request.facts.location].filter(
    Boolean,
  ).length;
  const allHeroes: HeroVariant[] = ['split', 'overlay', 'statement', 'facts', 'gallery'];
  // Never text over a picture: the overlay stays in the editor's choices for an owner's own photo.
  const heroes = (look?.heroes ?? INDUSTRY_HEROES[request.industry] ?? allHeroes).filter(
    (h) => (h !== 'facts' || factCount >= 2) && h !== 'overlay',
  );
  const hero = pick<HeroVariant>(heroes.length > 0 ? heroes : ['statement', 'split'], seed, 0);

  // Four or five services read better as a list than as a grid with a short last row.
  const servicesChoices: ServicesVariant[] =
    look?.services ?? (request.serviceCount >= 5 ? ['list', 'cards'] : ['cards', 'rows', 'list']);
  const services = pick(servicesChoices, seed, 1);
  const about: AboutVariant =
    hero === 'statement' ? 'picture' : pick<AboutVariant>(['picture', 'statement'], seed, 2);
  // The kind's type pair or one of its two neighbours, by name: two bakeries need not share a face.
  const usual = look?.fonts ?? defaultTypeForIndustry(request.industry).fonts;
  const fonts = pick<FontPair>([usual, ...TYPE_NEIGHBOURS[usual]], seed, 4);
  return { palette: family, tone, fonts, layout: { hero, services, about } };
}
