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
} from '@mainstreet/site/model';
import { CATALOGS } from '../catalog/load';
import { hashString } from '../text';
import type { Facts } from '../types';
import { choosePage } from './choose-page';
import { moodOf, toneChoices, typeChoices } from './choose-tone';

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

/**
 * Type pairs that suit the same businesses as each pair: a serif for a serif, a clean sans for a sans,
 * four each, so two businesses of one kind seldom share a face.
 */
const TYPE_NEIGHBOURS: Record<FontPair, FontPair[]> = {
  modern: ['technical', 'friendly', 'poster', 'editorial'],
  classic: ['elegant', 'editorial', 'bookish', 'poster'],
  friendly: ['modern', 'editorial', 'classic', 'technical'],
  elegant: ['classic', 'poster', 'editorial', 'bookish'],
  technical: ['modern', 'poster', 'editorial', 'friendly'],
  editorial: ['classic', 'elegant', 'modern', 'bookish'],
  poster: ['elegant', 'modern', 'editorial', 'technical'],
  bookish: ['classic', 'editorial', 'friendly', 'modern'],
};

export type DesignRequest = {
  kindId?: string;
  industry: Industry;
  /** The name the site is published under; the same name always gets the same design. */
  name: string;
  /** The owner's description, for the page's structure (one person speaking, a menu, an area). */
  prompt?: string;
  colorPreference?: ColorPreference;
  facts: Pick<
    Facts,
    'phone' | 'hours' | 'foundedYear' | 'location' | 'services' | 'prices' | 'towns' | 'visiting' | 'address'
  >;
  serviceCount: number;
  /** The kind is a place that serves food: its price list is a menu. */
  isMenu?: boolean;
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
  const mood = moodOf(request.prompt ?? request.name);
  // The owner's colour, else a tone of the kind (or one of its siblings) in the mood of their words.
  const chosen = request.colorPreference;
  const inFamily = chosen ? Object.keys(TONES).filter((t) => TONES[t].family === chosen) : [];
  const tone = chosen
    ? look && TONES[look.tone].family === chosen
      ? look.tone
      : pick(inFamily, seed, 3)
    : pick(toneChoices(look?.tone, request.industry, mood), seed, 3);
  const family = chosen ?? TONES[tone]?.family ?? defaultPaletteForIndustry(request.industry);

  const page = choosePage(
    {
      industry: request.industry,
      prompt: request.prompt ?? request.name,
      facts: request.facts,
      isMenu: Boolean(request.isMenu),
    },
    seed >>> 5,
  );
  // The key-facts card needs two short facts (the hours, the year, the town); a phone is a button instead.
  const factCount = [request.facts.hours, request.facts.foundedYear, request.facts.location].filter(
    Boolean,
  ).length;
  const allHeroes: HeroVariant[] = ['split', 'overlay', 'statement', 'facts', 'gallery'];
  // Never text over a picture: the overlay stays in the editor's choices for an owner's own photo.
  const usable = (look?.heroes ?? INDUSTRY_HEROES[request.industry] ?? allHeroes).filter(
    (h) => (h !== 'facts' || factCount >= 2) && h !== 'overlay',
  );
  // Each structure has its own hero: pictures first a strip, an hours-led page its facts beside the name.
  const byPage: Partial<Record<typeof page, HeroVariant[]>> = {
    gallery: ['gallery'],
    // The hours come right under the hero: its card would say them twice.
    hours: factCount >= 3 ? ['facts', 'statement'] : ['statement'],
    menu: ['statement', 'split'],
    area: ['statement'],
  };
  const heroes = byPage[page] ?? usable;
  const hero = pick<HeroVariant>(heroes.length > 0 ? heroes : ['statement', 'split'], seed, 0);

  // Four or five services read better as a list than as a grid with a short last row; a menu is a list.
  const servicesChoices: ServicesVariant[] =
    page === 'menu'
      ? ['list']
      : page === 'gallery'
        ? ['rows']
        : (look?.services ?? (request.serviceCount >= 5 ? ['list', 'cards'] : ['cards', 'rows', 'list']));
  const services = pick(servicesChoices, seed, 1);
  const about: AboutVariant =
    hero === 'statement' || page === 'person'
      ? 'picture'
      : pick<AboutVariant>(['picture', 'statement'], seed, 2);
  // The kind's type pair or one of its neighbours, by name: two bakeries need not share a face.
  const usual = look?.fonts ?? defaultTypeForIndustry(request.industry).fonts;
  const typeSeed = hashString(`type|${request.name.toLowerCase()}`);
  // A business of no known kind or industry takes any pair that suits the mood of its words.
  const pairs =
    look?.fonts || request.industry !== 'other'
      ? typeChoices(mood, [usual, ...TYPE_NEIGHBOURS[usual]])
      : typeChoices(mood);
  const fonts = pick<FontPair>(pairs, typeSeed, 4);
  return { palette: family, tone, fonts, layout: { hero, services, about, page } };
}
