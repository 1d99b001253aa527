import { createRenderContext, isShown } from '../render/context';
import { plainText } from '../render/linked-text';
import { isMediaSrc, isWebUrl } from '../render/safe-url';
import type { Content } from '../schema';
import { getThemeTokens } from '../theme/tokens';
import { escapeHtml } from './escape';
import { faviconSvg } from './favicon';
import { absoluteUrl, jsonLdScript } from './json-ld';

export type HeadOptions = {
  canonicalUrl?: string;
  noIndex?: boolean;
  /** The favicon as a file next to the page (export) instead of inline. */
  faviconHref?: string;
  /** Overrides the document title (the 404 page). */
  title?: string;
  /** The raster card shown when the page is shared (og:image, twitter:image), by absolute URL. */
  socialImage?: SocialImage;
};

export type SocialImage = { url: string; alt: string; width: number; height: number };

const clip = (text: string, max: number) => {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
};

export function languageOf(content: Content): string {
  const lang = content.meta.language;
  return /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(lang) ? lang : 'en';
}

/** The search-result description: the SEO description, else the hero subtitle, else the about text. */
export function describeSite(content: Content): string {
  const ctx = createRenderContext(content.meta.placeholders);
  const candidates: [string, string | undefined][] = [
    ['meta.description', content.meta.description],
    ['hero.subtitle', content.hero.subtitle],
    ['about.content', content.about.content],
  ];
  const found = candidates.find(([path, value]) => isShown(ctx, path, value));
  return clip(plainText(found?.[1] ?? content.siteName), 160);
}

export function titleOf(content: Content): string {
  const ctx = createRenderContext(content.meta.placeholders);
  const name = plainText(content.siteName).trim() || 'Welcome';
  const headline = isShown(ctx, 'hero.headline', content.hero.headline)
    ? plainText(content.hero.headline).trim()
    : '';
  // A hero headed by the name itself ("Spoke", "Locksmith · Manchester") adds nothing after it.
  const adds = headline && headline.toLowerCase() !== name.toLowerCase();
  return adds && name.length + headline.length < 68 ? `${name} | ${headline}` : name;
}

/** Everything inside <head> except the stylesheet: title, description, sharing tags, icon, JSON-LD. */
export function renderHead(content: Content, options: HeadOptions = {}): string {
  const { palette } = getThemeTokens(content);
  const url = [options.canonicalUrl, content.meta.publicUrl].find(isWebUrl);
  const title = options.title ?? titleOf(content);
  const description = describeSite(content);
  const card = options.socialImage;
  const image =
    card?.url ?? (isMediaSrc(content.hero.imageUrl) ? absoluteUrl(content.hero.imageUrl, url) : undefined);
  const favicon = options.faviconHref ?? `data:image/svg+xml,${encodeURIComponent(faviconSvg(content))}`;
  const tags: [string, string][] = [
    ['og:type', 'website'],
    ['og:title', title],
    ['og:description', description],
    ['og:site_name', plainText(content.siteName)],
  ];
  if (url) tags.push(['og:url', url]);
  if (image) tags.push(['og:image', image]);
  if (card) {
    tags.push(['og:image:type', 'image/png']);
    tags.push(['og:image:width', String(card.width)]);
    tags.push(['og:image:height', String(card.height)]);
    tags.push(['og:image:alt', card.alt]);
  }
  const e = escapeHtml;
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${e(title)}</title>`,
    `<meta name="description" content="${e(description)}">`,
    options.noIndex ? '<meta name="robots" content="noindex">' : '',
    url && !options.noIndex ? `<link rel="canonical" href="${e(url)}">` : '',
    `<meta name="theme-color" content="${palette.isDark ? palette.bg : palette.brand}">`,
    `<link rel="icon" href="${e(favicon)}" type="image/svg+xml">`,
    ...tags.map(([property, value]) => `<meta property="${property}" content="${e(value)}">`),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${e(title)}">`,
    `<meta name="twitter:description" content="${e(description)}">`,
    image ? `<meta name="twitter:image" content="${e(image)}">` : '',
    card ? `<meta name="twitter:image:alt" content="${e(card.alt)}">` : '',
    options.title ? '' : jsonLdScript(content, { url, image: card?.url }),
  ].join('');
}
