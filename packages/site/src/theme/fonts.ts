import type { FontPair, Industry, TypeScale } from '../constants';

/** System font stacks only: a published site never asks a third party for fonts. */
const SANS = 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue","Noto Sans",Arial,sans-serif';
const HUMANIST = 'Seravek,"Gill Sans Nova",Ubuntu,Calibri,"DejaVu Sans",source-sans-pro,sans-serif';

export type FontTokens = { heading: string; body: string; headingWeight: number; headingTracking: string };

/** Colour emoji faces, named before the generic family so an owner's 🌮 never draws as an empty box. */
const EMOJI = '"Apple Color Emoji","Segoe UI Emoji","Noto Color Emoji"';

/** A stack with the emoji faces before its last, generic family. */
const withEmoji = (stack: string) => stack.replace(/,([a-z-]+)$/, `,${EMOJI},$1`);

const STACKS: Record<FontPair, FontTokens> = {
  modern: { heading: SANS, body: SANS, headingWeight: 750, headingTracking: '-0.025em' },
  classic: {
    heading: '"Iowan Old Style","Palatino Linotype",Palatino,"URW Palladio L",P052,Georgia,serif',
    body: SANS,
    headingWeight: 700,
    headingTracking: '-0.01em',
  },
  friendly: {
    heading:
      'ui-rounded,"SF Pro Rounded","Hiragino Maru Gothic ProN",Quicksand,Comfortaa,Manjari,"Arial Rounded MT Bold",Calibri,sans-serif',
    body: SANS,
    headingWeight: 700,
    headingTracking: '-0.015em',
  },
  elegant: {
    heading: 'Didot,"Bodoni MT","Noto Serif Display","URW Palladio L",P052,Sylfaen,Georgia,serif',
    body: HUMANIST,
    headingWeight: 600,
    headingTracking: '0',
  },
  technical: {
    heading: 'ui-monospace,"Cascadia Code","Source Code Pro",Menlo,Consolas,"DejaVu Sans Mono",monospace',
    body: SANS,
    headingWeight: 700,
    headingTracking: '-0.03em',
  },
  editorial: {
    heading: '"Iowan Old Style","Palatino Linotype",Palatino,"URW Palladio L",P052,Georgia,serif',
    body: HUMANIST,
    headingWeight: 700,
    headingTracking: '-0.02em',
  },
  poster: {
    heading: 'Didot,"Bodoni MT","Noto Serif Display","URW Palladio L",P052,Georgia,serif',
    body: SANS,
    headingWeight: 400,
    headingTracking: '-0.01em',
  },
  bookish: {
    heading: HUMANIST,
    body: '"Iowan Old Style","Palatino Linotype",Palatino,"URW Palladio L",P052,Georgia,serif',
    headingWeight: 600,
    headingTracking: '-0.01em',
  },
};

export const FONT_STACKS = Object.fromEntries(
  Object.entries(STACKS).map(([pair, t]) => [
    pair,
    { ...t, heading: withEmoji(t.heading), body: withEmoji(t.body) },
  ]),
) as Record<FontPair, FontTokens>;

export const SCALE_RATIOS: Record<TypeScale, number> = { compact: 1.2, standard: 1.25, large: 1.333 };

const INDUSTRY_TYPE: Record<Industry, [FontPair, TypeScale]> = {
  restaurant: ['elegant', 'large'],
  healthcare: ['friendly', 'standard'],
  retail: ['modern', 'large'],
  fitness: ['modern', 'large'],
  professional: ['classic', 'standard'],
  education: ['friendly', 'standard'],
  technology: ['technical', 'standard'],
  beauty: ['elegant', 'large'],
  'real-estate': ['classic', 'large'],
  creative: ['modern', 'large'],
  legal: ['classic', 'compact'],
  finance: ['classic', 'compact'],
  automotive: ['modern', 'standard'],
  construction: ['modern', 'standard'],
  entertainment: ['modern', 'large'],
  travel: ['elegant', 'large'],
  manufacturing: ['modern', 'compact'],
  'non-profit': ['friendly', 'standard'],
  government: ['modern', 'compact'],
  other: ['modern', 'standard'],
};

/** The type pair and scale that suit an industry. */
export function defaultTypeForIndustry(industry: Industry | undefined): {
  fonts: FontPair;
  scale: TypeScale;
} {
  const [fonts, scale] = (industry && INDUSTRY_TYPE[industry]) || INDUSTRY_TYPE.other;
  return { fonts, scale };
}
