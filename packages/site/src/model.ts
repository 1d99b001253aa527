// The site's content model without its renderer: the schema, the constants and the theme, which the
// composer builds sites with. Importing it loads no React, hyphenation patterns or zip writer, so the
// composer imports in milliseconds (issue 39); index.ts exports all of this too, with the renderer.
export * from './constants';
export * from './languages';
export * from './schema';
export * from './site-facts';
export { defaultTypeForIndustry } from './theme/fonts';
export { defaultPaletteForIndustry, TONES } from './theme/palettes';
export { getThemeTokens } from './theme/tokens';
