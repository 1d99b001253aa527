import type { FontPair } from '../constants';

/** One face of a self-hosted font from an @fontsource package (open licence, WOFF2 files). */
export type WebFont = { family: string; pkg: string; weight: number };

/** Heading and body faces per type pair: at most two files reach the visitor (plus Latin Extended when used). */
export const WEB_FONTS: Record<FontPair, { heading: WebFont; body: WebFont }> = {
  modern: {
    heading: { family: 'Inter', pkg: 'inter', weight: 700 },
    body: { family: 'Inter', pkg: 'inter', weight: 400 },
  },
  classic: {
    heading: { family: 'Lora', pkg: 'lora', weight: 700 },
    body: { family: 'Inter', pkg: 'inter', weight: 400 },
  },
  friendly: {
    heading: { family: 'Nunito', pkg: 'nunito', weight: 800 },
    body: { family: 'Nunito', pkg: 'nunito', weight: 400 },
  },
  elegant: {
    heading: { family: 'Playfair Display', pkg: 'playfair-display', weight: 600 },
    body: { family: 'Work Sans', pkg: 'work-sans', weight: 400 },
  },
  technical: {
    heading: { family: 'Space Grotesk', pkg: 'space-grotesk', weight: 700 },
    body: { family: 'Inter', pkg: 'inter', weight: 400 },
  },
  editorial: {
    heading: { family: 'Fraunces', pkg: 'fraunces', weight: 700 },
    body: { family: 'Work Sans', pkg: 'work-sans', weight: 400 },
  },
  poster: {
    heading: { family: 'DM Serif Display', pkg: 'dm-serif-display', weight: 400 },
    body: { family: 'Inter', pkg: 'inter', weight: 400 },
  },
  bookish: {
    heading: { family: 'Work Sans', pkg: 'work-sans', weight: 600 },
    body: { family: 'Lora', pkg: 'lora', weight: 400 },
  },
};

export type FontSubset = 'latin' | 'latin-ext';

/** A font file the page links to; `unicodeRange` limits a Latin Extended file to the letters it adds. */
export type FontAsset = {
  family: string;
  weight: number;
  href: string;
  subset: FontSubset;
  /** Preloaded: the Latin files every page paints with. */
  isPreloaded?: boolean;
};

/** The @fontsource file name of a face ("inter-latin-400-normal.woff2"). */
export function fontFileName(font: WebFont, subset: FontSubset): string {
  return `${font.pkg}-${subset}-${font.weight}-normal.woff2`;
}

// The ranges @fontsource splits on; the Latin Extended file only downloads when the page uses one of them.
export const UNICODE_RANGES: Record<FontSubset, string> = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
};

/** The distinct faces of a type pair (one when heading and body share a family and weight). */
export function facesOf(pair: FontPair): WebFont[] {
  const { heading, body } = WEB_FONTS[pair];
  return heading.pkg === body.pkg && heading.weight === body.weight ? [heading] : [heading, body];
}

/** Whether any character of the text falls outside the Latin file (Latin Extended: ő, ł, ş…). */
export function needsLatinExt(text: string): boolean {
  return /[\u0100-\u024f\u1e00-\u1eff]/.test(text);
}

/**
 * Links to the whole @fontsource Latin files under `base` (the editor, preview and share page, which
 * change with every edit); an export ships subset copies instead (export/font-files.ts).
 */
export function servedFontAssets(pair: FontPair, base: string, withExt = true): FontAsset[] {
  return facesOf(pair).flatMap((font) => [
    {
      family: font.family,
      weight: font.weight,
      href: base + fontFileName(font, 'latin'),
      subset: 'latin' as const,
      isPreloaded: true,
    },
    ...(withExt
      ? [
          {
            family: font.family,
            weight: font.weight,
            href: base + fontFileName(font, 'latin-ext'),
            subset: 'latin-ext' as const,
          },
        ]
      : []),
  ]);
}

const cssString = (s: string) => `"${s.replace(/["\\\n]/g, '')}"`;

/** @font-face rules (swap: text shows at once in the fallback, then in the font). */
export function fontFaceCss(assets: readonly FontAsset[]): string {
  return assets
    .map(
      (a) =>
        `@font-face{font-family:${cssString(a.family)};font-style:normal;font-weight:${a.weight};font-display:swap;src:url(${cssString(a.href)}) format("woff2");unicode-range:${UNICODE_RANGES[a.subset]}}`,
    )
    .join('');
}

/** <link rel=preload> for the Latin files, so the fonts arrive with the page rather than after the CSS. */
export function fontPreloads(assets: readonly FontAsset[]): string {
  return assets
    .filter((a) => a.isPreloaded)
    .map(
      (a) =>
        `<link rel="preload" href="${a.href.replace(/[&"<>]/g, '')}" as="font" type="font/woff2" crossorigin>`,
    )
    .join('');
}

/** Where the server serves the whole @fontsource files (see servedFontAssets). */
export const SITE_FONTS_PATH = '/api/site-fonts/';
