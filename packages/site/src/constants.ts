/** Industries offered by the generator (the generate screen's list; "beauty" appears once). */
export const INDUSTRIES = [
  'restaurant',
  'healthcare',
  'retail',
  'fitness',
  'professional',
  'education',
  'technology',
  'beauty',
  'real-estate',
  'creative',
  'legal',
  'finance',
  'automotive',
  'construction',
  'entertainment',
  'travel',
  'manufacturing',
  'non-profit',
  'government',
  'other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** Colour preferences offered by the generator. */
export const COLOR_PREFERENCES = ['blue', 'green', 'purple', 'red', 'orange', 'neutral', 'dark'] as const;
export type ColorPreference = (typeof COLOR_PREFERENCES)[number];

/** Type pairs a theme may use; each maps to system font stacks in themes. */
export const FONT_PAIRS = [
  'modern',
  'classic',
  'friendly',
  'elegant',
  'technical',
  'editorial',
  'poster',
  'bookish',
] as const;
export type FontPair = (typeof FONT_PAIRS)[number];

/** Type scales: the ratio between heading steps (compact 1.2, standard 1.25, large 1.333). */
export const TYPE_SCALES = ['compact', 'standard', 'large'] as const;
export type TypeScale = (typeof TYPE_SCALES)[number];

/** Hero compositions: split picture and text, full-bleed picture, centred statement, key-facts card, picture strip. */
export const HERO_VARIANTS = ['split', 'overlay', 'statement', 'facts', 'gallery'] as const;
export type HeroVariant = (typeof HERO_VARIANTS)[number];
/** Services as a grid of cards, a two-column list, or alternating rows. */
export const SERVICES_VARIANTS = ['cards', 'list', 'rows'] as const;
export type ServicesVariant = (typeof SERVICES_VARIANTS)[number];
/** About beside its picture, or as a wide statement without one. */
export const ABOUT_VARIANTS = ['picture', 'statement'] as const;
export type AboutVariant = (typeof ABOUT_VARIANTS)[number];
/**
 * The page's structure, chosen from what the owner gave: the usual order, a price list or menu first,
 * the opening hours and where-to-find-us first, the area served first, pictures first, or one
 * person's practice (their own words first).
 */
export const PAGE_LAYOUTS = ['classic', 'menu', 'hours', 'area', 'gallery', 'person'] as const;
export type PageLayout = (typeof PAGE_LAYOUTS)[number];

export const SECTION_TYPES = ['about-expanded', 'features', 'pricing', 'cta', 'faq'] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

export const WIDGET_TYPES = ['opening-hours', 'map', 'gallery', 'social', 'contact-form'] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];

export const DEFAULT_NAV_LINKS = [
  { name: 'Home', url: '#home' },
  { name: 'About', url: '#about' },
  { name: 'Services', url: '#services' },
  { name: 'Contact', url: '#contact' },
] as const;

/** The spec's default copyright line. */
export function defaultCopyright(siteName: string, year = new Date().getFullYear()): string {
  return `© ${year} ${siteName}. All rights reserved.`;
}
