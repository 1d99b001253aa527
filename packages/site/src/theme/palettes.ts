import { type ColorPreference, INDUSTRIES, type Industry } from '../constants';

/** Every colour a rendered site uses; each text/surface pair is checked for WCAG AA in palettes.test.ts. */
export type Palette = {
  /** Page background. */
  bg: string;
  /** Alternate sections and cards. */
  surface: string;
  text: string;
  muted: string;
  /** Brand colour: buttons, icons, accents. */
  primary: string;
  /** Text and icons on `primary`. */
  onPrimary: string;
  /** Links and brand-coloured text on `bg` and `surface`. */
  link: string;
  /** Soft brand tint behind badges and icons; text on it uses `link`. */
  tint: string;
  /** Hairlines and card borders (decorative). */
  border: string;
  /** Focus ring on bg/surface (3:1 against both). */
  focus: string;
  /** The hero gradient and the text on it; blue → purple is the product default. */
  heroFrom: string;
  heroTo: string;
  heroText: string;
  footerBg: string;
  footerText: string;
  footerMuted: string;
  /** The browser UI colour (`theme-color`) and favicon. */
  brand: string;
  isDark: boolean;
};

const light = {
  bg: '#ffffff',
  text: '#0f172a',
  muted: '#475569',
  onPrimary: '#ffffff',
  heroText: '#ffffff',
  footerText: '#e2e8f0',
  footerMuted: '#a3b1c6',
  isDark: false,
};

export const PALETTES: Record<ColorPreference, Palette> = {
  blue: {
    ...light,
    surface: '#f3f6fc',
    primary: '#1d4ed8',
    link: '#1d4ed8',
    tint: '#e3ebfd',
    border: '#dbe3f0',
    focus: '#1d4ed8',
    heroFrom: '#1e3a8a',
    heroTo: '#0e63a8',
    footerBg: '#0f172a',
    brand: '#1d4ed8',
  },
  green: {
    ...light,
    surface: '#f2f7f3',
    primary: '#166534',
    link: '#166534',
    tint: '#dcf0e2',
    border: '#d6e6da',
    focus: '#166534',
    heroFrom: '#14532d',
    heroTo: '#0f766e',
    footerBg: '#0c1f14',
    brand: '#166534',
  },
  purple: {
    ...light,
    surface: '#f6f3fd',
    primary: '#6d28d9',
    link: '#6d28d9',
    tint: '#ede4fd',
    border: '#e4dcf3',
    focus: '#6d28d9',
    heroFrom: '#5b1a8f',
    heroTo: '#86198f',
    footerBg: '#1a1033',
    brand: '#6d28d9',
  },
  red: {
    ...light,
    surface: '#fcf4f4',
    primary: '#b91c1c',
    link: '#b91c1c',
    tint: '#fbe3e3',
    border: '#f0dcdc',
    focus: '#b91c1c',
    heroFrom: '#7f1d1d',
    heroTo: '#b91c1c',
    footerBg: '#1f0d0d',
    brand: '#b91c1c',
  },
  orange: {
    ...light,
    surface: '#fdf6ef',
    primary: '#b1400b',
    link: '#a93c0a',
    tint: '#fde7d4',
    border: '#f1e1d2',
    focus: '#b1400b',
    heroFrom: '#7c2d12',
    heroTo: '#b45309',
    footerBg: '#201108',
    brand: '#c2410c',
  },
  neutral: {
    ...light,
    surface: '#f5f5f4',
    primary: '#27272a',
    link: '#27272a',
    tint: '#e7e5e4',
    border: '#e2e2e0',
    focus: '#27272a',
    heroFrom: '#1c1917',
    heroTo: '#44403c',
    footerBg: '#171717',
    brand: '#27272a',
  },
  dark: {
    bg: '#0b1120',
    surface: '#141c2f',
    text: '#e5e7eb',
    muted: '#a7b0be',
    primary: '#7cb4fb',
    onPrimary: '#0b1120',
    link: '#93c5fd',
    tint: '#1e2b47',
    border: '#25304a',
    focus: '#93c5fd',
    heroFrom: '#1e3a8a',
    heroTo: '#581c87',
    heroText: '#ffffff',
    footerBg: '#060a14',
    footerText: '#e5e7eb',
    footerMuted: '#a7b0be',
    brand: '#0b1120',
    isDark: true,
  },
};

/** Light palette from its brand colours; text greys stay the checked defaults unless given. */
function tone(colours: Omit<Palette, keyof typeof light | 'brand'> & Partial<Palette>): Palette {
  return { ...light, brand: colours.primary, ...colours };
}

const warm = { text: '#1c1917', muted: '#57534e', footerText: '#e7e5e4', footerMuted: '#a8a29e' };

/**
 * Named palettes within each colour family, so a garage, a florist and a law firm that share a colour
 * preference still look their own. `theme.tone` picks one; the family's default is PALETTES[family].
 */
export const TONES: Record<string, { family: ColorPreference; palette: Palette }> = {
  ocean: { family: 'blue', palette: PALETTES.blue },
  navy: {
    family: 'blue',
    palette: tone({
      surface: '#f4f6f9',
      primary: '#1e3a5f',
      link: '#1e3a5f',
      tint: '#e2e8f0',
      border: '#d9e0ea',
      focus: '#1e3a5f',
      heroFrom: '#0f2240',
      heroTo: '#1e3a5f',
      footerBg: '#0b1627',
    }),
  },
  harbor: {
    family: 'blue',
    palette: tone({
      surface: '#f0f7fa',
      primary: '#0b5f7f',
      link: '#0b5f7f',
      tint: '#d8ecf4',
      border: '#d3e4eb',
      focus: '#0b5f7f',
      heroFrom: '#083d54',
      heroTo: '#0b6a8c',
      footerBg: '#06202c',
    }),
  },
  forest: { family: 'green', palette: PALETTES.green },
  sage: {
    family: 'green',
    palette: tone({
      ...warm,
      bg: '#fcfcf9',
      surface: '#f1f4ec',
      primary: '#3f6212',
      link: '#3f6212',
      tint: '#e2ead5',
      border: '#dde3d3',
      focus: '#3f6212',
      heroFrom: '#2d4a12',
      heroTo: '#4d6b2a',
      footerBg: '#161f0c',
    }),
  },
  teal: {
    family: 'green',
    palette: tone({
      surface: '#effaf8',
      primary: '#0f766e',
      link: '#0f766e',
      tint: '#d3f0eb',
      border: '#d0e7e3',
      focus: '#0f766e',
      heroFrom: '#134e4a',
      heroTo: '#0f766e',
      footerBg: '#071f1d',
    }),
  },
  violet: { family: 'purple', palette: PALETTES.purple },
  plum: {
    family: 'purple',
    palette: tone({
      ...warm,
      surface: '#faf4f8',
      primary: '#7e1f5e',
      link: '#7e1f5e',
      tint: '#f4e1ed',
      border: '#eddbe6',
      focus: '#7e1f5e',
      heroFrom: '#4a1238',
      heroTo: '#7e1f5e',
      footerBg: '#220a1a',
    }),
  },
  brick: { family: 'red', palette: PALETTES.red },
  rose: {
    family: 'red',
    palette: tone({
      ...warm,
      bg: '#fffcfb',
      surface: '#fdf2f4',
      primary: '#be123c',
      link: '#b0103a',
      tint: '#fde2e8',
      border: '#f3dbe0',
      focus: '#be123c',
      heroFrom: '#881337',
      heroTo: '#be123c',
      footerBg: '#2a0a13',
    }),
  },
  amber: { family: 'orange', palette: PALETTES.orange },
  terracotta: {
    family: 'orange',
    palette: tone({
      ...warm,
      bg: '#fffbf6',
      surface: '#f9efe4',
      primary: '#9a3412',
      link: '#9a3412',
      tint: '#f7dfcc',
      border: '#eddccb',
      focus: '#9a3412',
      heroFrom: '#6b2310',
      heroTo: '#9a3412',
      footerBg: '#24100a',
    }),
  },
  stone: { family: 'neutral', palette: PALETTES.neutral },
  sand: {
    family: 'neutral',
    palette: tone({
      ...warm,
      bg: '#fdfbf7',
      surface: '#f4efe6',
      primary: '#5b4636',
      link: '#5b4636',
      tint: '#ebe2d4',
      border: '#e4dccd',
      focus: '#5b4636',
      heroFrom: '#3b2d22',
      heroTo: '#6b5443',
      footerBg: '#1f1813',
    }),
  },
  midnight: { family: 'dark', palette: PALETTES.dark },
  graphite: {
    family: 'dark',
    palette: {
      ...PALETTES.dark,
      bg: '#121212',
      surface: '#1c1c1c',
      text: '#ececec',
      muted: '#b0b0b0',
      primary: '#f59e0b',
      onPrimary: '#121212',
      link: '#fbbf24',
      tint: '#2c2617',
      border: '#2e2e2e',
      focus: '#fbbf24',
      heroFrom: '#1f1f1f',
      heroTo: '#3a2a0a',
      footerBg: '#0a0a0a',
      footerText: '#ececec',
      footerMuted: '#b0b0b0',
      brand: '#121212',
    },
  },
};

/** The palette of a colour family and optional tone; a tone of another family is ignored. */
export function paletteFor(family: ColorPreference, toneName?: string): Palette {
  const named = toneName ? TONES[toneName] : undefined;
  return named && named.family === family ? named.palette : PALETTES[family];
}

const INDUSTRY_PALETTES: Record<Industry, ColorPreference> = {
  restaurant: 'red',
  healthcare: 'blue',
  retail: 'purple',
  fitness: 'orange',
  professional: 'blue',
  education: 'green',
  technology: 'purple',
  beauty: 'purple',
  'real-estate': 'neutral',
  creative: 'dark',
  legal: 'neutral',
  finance: 'green',
  automotive: 'dark',
  construction: 'orange',
  entertainment: 'dark',
  travel: 'blue',
  manufacturing: 'neutral',
  'non-profit': 'green',
  government: 'blue',
  other: 'blue',
};

/** The colour preference used when the owner picked none. */
export function defaultPaletteForIndustry(industry: Industry | string | undefined): ColorPreference {
  return industry && (INDUSTRIES as readonly string[]).includes(industry)
    ? INDUSTRY_PALETTES[industry as Industry]
    : 'blue';
}
