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
    heroFrom: '#1e40af',
    heroTo: '#6d28d9',
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
    heroFrom: '#1e40af',
    heroTo: '#7e22ce',
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
