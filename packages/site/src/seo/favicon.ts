import { hasPlaceholderName } from '../render/unfinished';
import type { Content } from '../schema';
import { monogram } from '../sections/header';
import { getThemeTokens } from '../theme/tokens';
import { escapeHtml } from './escape';

/** A square SVG icon: the site's monogram on its brand colour; the colour alone for a page without a name. */
export function faviconSvg(content: Pick<Content, 'siteName' | 'theme' | 'meta'>): string {
  const { palette } = getThemeTokens(content);
  const letters = escapeHtml(monogram(hasPlaceholderName(content) ? '' : content.siteName));
  const size = letters.length > 1 ? 28 : 36;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${palette.primary}"/>${letters ? `<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif" font-size="${size}" font-weight="700" fill="${palette.onPrimary}">${letters}</text>` : ''}</svg>`;
}
