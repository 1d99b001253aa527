import type { ColorPreference, FontPair, TypeScale } from '../constants';
import type { Content } from '../schema';
import { defaultTypeForIndustry, FONT_STACKS, type FontTokens, SCALE_RATIOS } from './fonts';
import { defaultPaletteForIndustry, type Palette, paletteFor } from './palettes';

export type ThemeTokens = {
  paletteName: ColorPreference;
  palette: Palette;
  fontPair: FontPair;
  fonts: FontTokens;
  scale: TypeScale;
  /** Heading sizes in rem, h3 → h1 at wide widths. */
  sizes: { h3: number; h2: number; h1: number };
};

const round = (n: number) => Math.round(n * 1000) / 1000;

/** Resolves the theme: explicit theme, then the colour preference, then the industry's defaults. */
export function getThemeTokens(content: Pick<Content, 'theme' | 'meta'>): ThemeTokens {
  const industry = content.meta?.industry;
  const paletteName =
    content.theme?.palette ?? content.meta?.colorPreference ?? defaultPaletteForIndustry(industry);
  const type = defaultTypeForIndustry(industry);
  const fontPair = content.theme?.fonts ?? type.fonts;
  const scale = content.theme?.scale ?? type.scale;
  const r = SCALE_RATIOS[scale];
  return {
    paletteName,
    palette: paletteFor(paletteName, content.theme?.tone),
    fontPair,
    fonts: FONT_STACKS[fontPair],
    scale,
    sizes: { h3: round(1.125 * r), h2: round(1.125 * r ** 3), h1: round(1.125 * r ** 5) },
  };
}
