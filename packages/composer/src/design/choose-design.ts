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
import { hashString } from '../text';
import type { Facts } from '../types';

/** How a kind of business tends to look: its palette, type, and the compositions that suit it. */
type KindLook = { tone: string; fonts?: FontPair; heroes: HeroVariant[]; services?: ServicesVariant[] };

const SHOWCASE: HeroVariant[] = ['gallery', 'overlay', 'split'];
const VENUE: HeroVariant[] = ['overlay', 'split', 'facts'];
const TRADE: HeroVariant[] = ['facts', 'split', 'statement'];
const OFFICE: HeroVariant[] = ['statement', 'split', 'facts'];
const CARE: HeroVariant[] = ['split', 'statement', 'facts'];

// Kinds of the composer's table (kinds/table-part-*.ts); an unknown kind takes its industry's look.
const LOOKS: Record<string, KindLook> = {
  restaurant: { tone: 'brick', fonts: 'elegant', heroes: VENUE },
  pizzeria: { tone: 'brick', heroes: VENUE },
  pub: { tone: 'forest', fonts: 'classic', heroes: VENUE },
  bakery: { tone: 'terracotta', fonts: 'friendly', heroes: ['overlay', 'split', 'statement'] },
  cafe: { tone: 'terracotta', fonts: 'friendly', heroes: VENUE },
  'coffee-shop': { tone: 'sand', fonts: 'friendly', heroes: VENUE },
  caterer: { tone: 'plum', fonts: 'elegant', heroes: SHOWCASE },
  'food-truck': { tone: 'amber', fonts: 'technical', heroes: ['facts', 'overlay'] },
  barber: { tone: 'navy', fonts: 'classic', heroes: ['split', 'facts', 'overlay'], services: ['list'] },
  'beauty-salon': { tone: 'rose', fonts: 'elegant', heroes: ['split', 'gallery', 'statement'] },
  'hair-salon': { tone: 'rose', fonts: 'elegant', heroes: ['split', 'gallery', 'overlay'] },
  'nail-salon': { tone: 'rose', fonts: 'friendly', heroes: ['split', 'gallery'] },
  massage: { tone: 'sage', fonts: 'elegant', heroes: ['statement', 'split'] },
  'dog-groomer': { tone: 'teal', fonts: 'friendly', heroes: CARE },
  builder: { tone: 'amber', heroes: TRADE, services: ['list', 'cards'] },
  roofer: { tone: 'amber', heroes: TRADE, services: ['list', 'cards'] },
  carpenter: {
    tone: 'terracotta',
    fonts: 'classic',
    heroes: ['split', 'gallery', 'facts'],
    services: ['rows', 'cards'],
  },
  decorator: { tone: 'plum', heroes: ['split', 'gallery', 'facts'] },
  electrician: { tone: 'graphite', fonts: 'technical', heroes: TRADE, services: ['list', 'cards'] },
  plumber: { tone: 'harbor', heroes: TRADE, services: ['list', 'cards'] },
  landscaper: { tone: 'forest', heroes: ['gallery', 'overlay', 'split'], services: ['rows', 'cards'] },
  locksmith: { tone: 'navy', fonts: 'technical', heroes: TRADE, services: ['list'] },
  'bike-shop': { tone: 'teal', fonts: 'technical', heroes: ['split', 'overlay', 'facts'] },
  bookshop: { tone: 'forest', fonts: 'classic', heroes: ['statement', 'split'] },
  boutique: { tone: 'plum', fonts: 'elegant', heroes: ['gallery', 'split'] },
  butcher: { tone: 'brick', fonts: 'classic', heroes: ['facts', 'split'] },
  deli: { tone: 'terracotta', heroes: ['split', 'facts'] },
  florist: {
    tone: 'sage',
    fonts: 'elegant',
    heroes: ['gallery', 'split', 'overlay'],
    services: ['rows', 'cards'],
  },
  'gift-shop': { tone: 'violet', fonts: 'friendly', heroes: ['split', 'gallery'] },
  'estate-agent': { tone: 'sand', fonts: 'classic', heroes: ['overlay', 'split', 'statement'] },
  photographer: {
    tone: 'stone',
    fonts: 'elegant',
    heroes: ['gallery', 'overlay'],
    services: ['rows', 'list'],
  },
  tattoo: { tone: 'graphite', fonts: 'technical', heroes: ['gallery', 'overlay'], services: ['list'] },
  'web-designer': {
    tone: 'violet',
    fonts: 'technical',
    heroes: ['gallery', 'statement', 'split'],
    services: ['rows', 'list'],
  },
  lawyer: { tone: 'navy', fonts: 'classic', heroes: OFFICE, services: ['list', 'cards'] },
  accountant: { tone: 'navy', fonts: 'classic', heroes: OFFICE, services: ['list', 'cards'] },
  'driving-instructor': { tone: 'harbor', fonts: 'friendly', heroes: ['facts', 'split'] },
  'music-teacher': { tone: 'plum', fonts: 'classic', heroes: ['statement', 'split'] },
  tutor: { tone: 'forest', fonts: 'friendly', heroes: ['statement', 'facts', 'split'] },
  mechanic: {
    tone: 'graphite',
    fonts: 'technical',
    heroes: ['facts', 'overlay', 'split'],
    services: ['list', 'cards'],
  },
  cleaner: { tone: 'teal', fonts: 'friendly', heroes: ['split', 'facts'] },
  'dog-walker': { tone: 'forest', fonts: 'friendly', heroes: ['split', 'statement'] },
  removals: { tone: 'amber', heroes: ['facts', 'split'] },
  'wedding-planner': { tone: 'rose', fonts: 'elegant', heroes: ['gallery', 'statement'] },
  chiropractor: { tone: 'teal', heroes: CARE },
  dentist: { tone: 'harbor', fonts: 'friendly', heroes: CARE },
  optician: { tone: 'navy', heroes: CARE },
  pharmacy: { tone: 'forest', fonts: 'friendly', heroes: CARE },
  physio: { tone: 'teal', heroes: CARE },
  vet: { tone: 'teal', fonts: 'friendly', heroes: CARE },
  gym: { tone: 'graphite', fonts: 'technical', heroes: ['overlay', 'facts'] },
  'martial-arts': { tone: 'brick', fonts: 'technical', heroes: ['overlay', 'facts', 'statement'] },
  'personal-trainer': { tone: 'amber', heroes: ['split', 'overlay'] },
  pilates: { tone: 'sage', fonts: 'elegant', heroes: ['statement', 'split'] },
  yoga: { tone: 'sage', fonts: 'elegant', heroes: ['statement', 'split', 'overlay'] },
  dj: { tone: 'midnight', fonts: 'technical', heroes: ['overlay', 'gallery'] },
  hotel: { tone: 'sand', fonts: 'elegant', heroes: ['gallery', 'overlay'] },
  'travel-agent': { tone: 'ocean', heroes: ['overlay', 'gallery', 'split'] },
};

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
  const look = request.kindId ? LOOKS[request.kindId] : undefined;
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
  const heroes = (look?.heroes ?? INDUSTRY_HEROES[request.industry] ?? allHeroes).filter(
    (h) => h !== 'facts' || factCount >= 2,
  );
  const hero = pick<HeroVariant>(heroes.length > 0 ? heroes : ['statement', 'split'], seed, 0);

  // Four or five services read better as a list than as a grid with a short last row.
  const servicesChoices: ServicesVariant[] =
    look?.services ?? (request.serviceCount >= 5 ? ['list', 'cards'] : ['cards', 'rows', 'list']);
  const services = pick(servicesChoices, seed, 1);
  const about: AboutVariant =
    hero === 'statement' ? 'picture' : pick<AboutVariant>(['picture', 'statement'], seed, 2);
  const fonts = look?.fonts ?? defaultTypeForIndustry(request.industry).fonts;
  return { palette: family, tone, fonts, layout: { hero, services, about } };
}
