import { describe, expect, it } from 'vitest';
import { COLOR_PREFERENCES, INDUSTRIES } from '../constants';
import { siteCss } from '../render/css';
import { contrastRatio, mix } from './contrast';
import { defaultPaletteForIndustry, PALETTES, TONES } from './palettes';
import { getThemeTokens } from './tokens';

const AA_TEXT = 4.5;
const AA_LARGE_AND_CONTROLS = 3;

const ALL_PALETTES = [
  ...COLOR_PREFERENCES.map((name) => [name, PALETTES[name]] as const),
  ...Object.entries(TONES).map(([name, t]) => [`${t.family}/${name}`, t.palette] as const),
];

describe.each(ALL_PALETTES)('the %s palette', (_name, p) => {
  // Every text colour on every surface it is painted on by css.ts.
  const textPairs: [string, string, string][] = [
    ['text on page', p.text, p.bg],
    ['text on surface', p.text, p.surface],
    ['text on tint', p.text, p.tint],
    ['muted on page', p.muted, p.bg],
    ['muted on surface', p.muted, p.surface],
    ['link on page', p.link, p.bg],
    ['link on surface', p.link, p.surface],
    ['link on tint (badges, FAQ icon)', p.link, p.tint],
    ['button text on brand', p.onPrimary, p.primary],
    ['skip link', p.onPrimary, p.primary],
    ['hero text on gradient start', p.heroText, p.heroFrom],
    ['hero text on gradient end', p.heroText, p.heroTo],
    ['hero text on gradient end under the corner shade', p.heroText, mix('#000000', p.heroTo, 0.28)],
    ['hero button text on white', p.heroFrom, '#ffffff'],
    ['footer text', p.footerText, p.footerBg],
    ['footer muted text', p.footerMuted, p.footerBg],
  ];
  it.each(textPairs)('%s reaches 4.5:1', (_label, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  const controlPairs: [string, string, string][] = [
    ['focus ring on page', p.focus, p.bg],
    ['focus ring on surface', p.focus, p.surface],
    ['button on page', p.primary, p.bg],
    ['button on surface', p.primary, p.surface],
    ['form field border on page', p.muted, p.bg],
    ['hero focus ring (hero text colour) on gradient', p.heroText, p.heroTo],
  ];
  it.each(controlPairs)('%s reaches 3:1', (_label, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(AA_LARGE_AND_CONTROLS);
  });
});

describe('theme selection', () => {
  it('gives every industry a default palette and type pair', () => {
    for (const industry of INDUSTRIES) {
      const tokens = getThemeTokens({ meta: { industry, language: 'en', placeholders: [] } });
      expect(COLOR_PREFERENCES).toContain(tokens.paletteName);
      expect(tokens.paletteName).toBe(defaultPaletteForIndustry(industry));
      expect(tokens.sizes.h1).toBeGreaterThan(tokens.sizes.h2);
    }
    expect(getThemeTokens({ meta: { industry: 'legal', language: 'en', placeholders: [] } }).fontPair).toBe(
      'classic',
    );
  });

  it('prefers the explicit theme, then the colour preference, then the industry', () => {
    const meta = {
      industry: 'legal' as const,
      colorPreference: 'green' as const,
      language: 'en',
      placeholders: [],
    };
    expect(getThemeTokens({ meta }).paletteName).toBe('green');
    expect(getThemeTokens({ meta, theme: { palette: 'red', fonts: 'modern' } }).paletteName).toBe('red');
    expect(getThemeTokens({ meta: { ...meta, colorPreference: undefined } }).paletteName).toBe('neutral');
  });

  it('never asks a third party for fonts or anything else', () => {
    for (const palette of COLOR_PREFERENCES) {
      const css = siteCss({
        theme: { palette, fonts: 'elegant' },
        meta: { language: 'en', placeholders: [] },
      });
      expect(css).not.toMatch(/@import|url\(|@font-face/);
    }
  });
});
