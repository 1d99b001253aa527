import { assetPathFor, type MediaInfo, type SiteCredit } from '../render/context';
import { siteCss } from '../render/css';
import { labelsFor } from '../render/labels';
import { plainText } from '../render/linked-text';
import { renderBody, renderSite } from '../render/render-site';
import { isWebUrl } from '../render/safe-url';
import { forVisitors } from '../render/unfinished';
import type { Content } from '../schema';
import { escapeHtml } from '../seo/escape';
import { faviconSvg } from '../seo/favicon';
import { languageOf, renderHead } from '../seo/head';
import { getThemeTokens } from '../theme/tokens';
import { type FontAsset, facesOf, needsLatinExt } from '../theme/webfonts';
import type { FontMaker } from './font-files';
import { listMediaUrls, mapMediaUrls } from './media-fields';
import { formReadme } from './readme';
import type { SiteFiles } from './zip';

export type LoadedAsset = { data: Uint8Array; contentType: string };

export type ExportOptions = {
  /** Reads a site-relative media file (/uploads/ab12.webp); null when it no longer exists. */
  loadAsset(url: string): Promise<LoadedAsset | null>;
  publicUrl?: string;
  contactFormAction?: string;
  /** Sizes of uploads, keyed by their stored URL, so images reserve their space. */
  media?: (url: string) => MediaInfo | undefined;
  /** Copyright year when the footer has none (defaults to the current year). */
  year?: number;
  /** The 1200×630 share picture: shipped as social-card.png and named by og:image and JSON-LD. */
  socialCard?: { data: Uint8Array; alt: string };
  /**
   * Makes the site's web fonts as files (export/font-files.ts `subsetFontFile` on a server); without
   * it the page uses system fonts. Kept out of this module so browsers can bundle the renderer.
   */
  fonts?: FontMaker;
  /** The footer's "Made with Mainstreet" link, for owners on a plan below "Remove branding". */
  credit?: SiteCredit;
  /** The footer's "Report" link (built-in hosting only). */
  report?: SiteCredit;
};

export const SOCIAL_CARD_FILE = 'social-card.png';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

const encoder = new TextEncoder();
const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');
/** The stored file a site path names: its query string and fragment do not change the bytes. */
const fileOf = (url: string) => url.split(/[?#]/)[0];

/** A unique assets/ name with an extension matching the file's type. */
function nameAsset(url: string, contentType: string, taken: Set<string>): string {
  let path = assetPathFor(url);
  const ext = EXTENSIONS[contentType.split(';')[0].trim().toLowerCase()];
  if (ext && !/\.[a-z0-9]{2,5}$/i.test(path)) path = `${path}.${ext}`;
  const [stem, suffix] = /^(.*?)(\.[^.]*)?$/.exec(path)!.slice(1);
  for (let n = 2; taken.has(path); n++) path = `${stem}-${n}${suffix ?? ''}`;
  taken.add(path);
  return path;
}

// Every printable ASCII character, so later small fixes by hand (a price, a date) still render in the font.
const ASCII = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The characters a page shows: its text without tags, entities decoded. */
function pageCharacters(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return ENTITIES[ref.toLowerCase()] ?? whole;
    const code = ref[1].toLowerCase() === 'x' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** The site's web fonts, subset to the characters of its pages, as files under fonts/. */
async function fontFiles(
  content: Content,
  text: string,
  make: FontMaker,
): Promise<{ assets: FontAsset[]; files: SiteFiles }> {
  const chars = ASCII + text;
  const subsets = needsLatinExt(chars) ? (['latin', 'latin-ext'] as const) : (['latin'] as const);
  const faces = facesOf(getThemeTokens(content).fontPair).flatMap((font) =>
    subsets.map((subset) => ({ font, subset })),
  );
  // Asked for all at once: a render process takes them one after another, with no wait between.
  const made = await Promise.all(faces.map(({ font, subset }) => make(font, subset, chars)));
  const assets: FontAsset[] = [];
  const files: SiteFiles = [];
  faces.forEach(({ font, subset }, i) => {
    const data = made[i];
    if (!data) return;
    const path = `fonts/${font.pkg}-${font.weight}${subset === 'latin' ? '' : '-ext'}.woff2`;
    files.push({ path, data });
    assets.push({
      family: font.family,
      weight: font.weight,
      href: path,
      subset,
      isPreloaded: subset === 'latin',
    });
  });
  return { assets, files };
}

function notFoundPage(content: Content, home: string, fonts: readonly FontAsset[] = []): string {
  const t = labelsFor(content.meta.language, content.meta.voice);
  // renderHead escapes the title itself.
  const name = plainText(content.siteName).trim();
  const title = name ? `${t.notFound} | ${name}` : t.notFound;
  const head = renderHead(content, { noIndex: true, faviconHref: 'favicon.svg', title });
  return `<!doctype html><html lang="${languageOf(content)}"><head>${head}<style>${siteCss(content, { fonts })}</style></head><body><main id="main" class="sec"><div class="wrap narrow"><h1>${t.notFound}</h1><p class="lead">${t.notFoundText}</p><a class="btn" href="${escapeHtml(home)}">${t.goHome}</a></div></main></body></html>`;
}

/** The files of a published site, sorted by path: page, its own media, icon, robots, sitemap, 404. */
export async function exportSite(input: Content, options: ExportOptions): Promise<SiteFiles> {
  const content = forVisitors(input);
  // Content read without the schema (old rows, tests) may still hold a non-web address: never use it.
  const publicUrl = [options.publicUrl, content.meta.publicUrl].find(isWebUrl);
  const taken = new Set<string>();
  const renamed = new Map<string, string>();
  const files: SiteFiles = [];
  // Resized variants and video posters the server knows about travel with the page too.
  const variants = (url: string) => {
    const info = options.media?.(url);
    return [...(info?.srcset?.map((s) => s.url) ?? []), ...(info?.poster ? [info.poster] : [])];
  };
  const wanted = listMediaUrls(content).flatMap((url) => [url, ...variants(url)]);
  // One file per stored file: "/uploads/a.mp4?n=1" and "?n=2" are the same bytes, loaded and
  // shipped once (a site referencing one video from every slot must not carry 60 copies).
  const byFile = new Map<string, string[]>();
  for (const url of new Set(wanted)) {
    if (!isSitePath(url)) continue;
    const file = fileOf(url);
    byFile.set(file, [...(byFile.get(file) ?? []), url]);
  }
  for (const [file, urls] of byFile) {
    const asset = await options.loadAsset(file);
    if (!asset) continue;
    const path = nameAsset(file, asset.contentType, taken);
    for (const url of urls) renamed.set(url, path);
    files.push({ path, data: asset.data });
  }
  // Several addresses may share a file; any of them finds the file's sizes (the first wins).
  const original = new Map<string, string>();
  for (const [from, to] of renamed) if (!original.has(to)) original.set(to, from);
  const local = (url: string) => (isSitePath(url) ? renamed.get(url) : url);
  // A site path whose file is gone is dropped rather than published as a broken image.
  const localContent = mapMediaUrls(content, local);
  const media = (url: string): MediaInfo | undefined => {
    const info = options.media?.(original.get(url) ?? url);
    if (!info) return undefined;
    const srcset = info.srcset?.flatMap((s) => (local(s.url) ? [{ ...s, url: local(s.url)! }] : []));
    return { ...info, srcset, poster: info.poster ? local(info.poster) : undefined };
  };
  const base = publicUrl?.replace(/\/?$/, '/');
  // Social networks fetch og:image by absolute address: without the site's address the card still
  // travels in the files, and the tags follow once the owner sets it.
  const socialImage =
    options.socialCard && base
      ? { url: `${base}${SOCIAL_CARD_FILE}`, alt: options.socialCard.alt, width: 1200, height: 630 }
      : undefined;
  if (options.socialCard) files.push({ path: SOCIAL_CARD_FILE, data: options.socialCard.data });
  const renderOptions = {
    socialImage,
    canonicalUrl: publicUrl,
    contactFormAction: options.contactFormAction,
    faviconHref: 'favicon.svg',
    media,
    year: options.year,
    credit: options.credit,
    report: options.report,
  };
  let fonts: FontAsset[] = [];
  if (options.fonts) {
    const t = labelsFor(content.meta.language, content.meta.voice);
    const shown = pageCharacters(renderBody(localContent, renderOptions).body);
    const made = await fontFiles(
      localContent,
      `${shown}${t.notFound}${t.notFoundText}${t.goHome}`,
      options.fonts,
    );
    fonts = made.assets;
    files.push(...made.files);
  }
  const html = renderSite(localContent, { ...renderOptions, fonts });
  files.push({ path: 'index.html', data: encoder.encode(html) });
  files.push({ path: '404.html', data: encoder.encode(notFoundPage(localContent, publicUrl ?? '/', fonts)) });
  files.push({ path: 'favicon.svg', data: encoder.encode(faviconSvg(content)) });
  const robots = `User-agent: *\nAllow: /\n${base ? `\nSitemap: ${base}sitemap.xml\n` : ''}`;
  files.push({ path: 'robots.txt', data: encoder.encode(robots) });
  const readme = formReadme(content, options.contactFormAction);
  if (readme) files.push({ path: 'README.md', data: encoder.encode(readme) });
  if (base) {
    const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${escapeHtml(base)}</loc></url></urlset>\n`;
    files.push({ path: 'sitemap.xml', data: encoder.encode(sitemap) });
  }
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
