import {
  type Content,
  FONT_PAIRS,
  fontFileName,
  getThemeTokens,
  renderSite,
  SITE_FONTS_PATH,
  servedFontAssets,
  WEB_FONTS,
} from '@mainstreet/site';
import { readFontsourceFile } from '@mainstreet/site/export/font-files';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { loadMediaInfo } from '../uploads/uploads.service';
import { findWebsiteById } from '../websites/websites.repository';

export type ShareMeta = {
  url: string;
  title: string;
  description: string;
  image: string | null;
  siteName: string;
};

/** `[text](url)` link syntax read as its text, for places that show plain text. */
function plain(text: string | undefined): string {
  return (text ?? '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

function absolute(url: string | undefined, base: string): string | null {
  if (!url) return null;
  try {
    return new URL(url, `${base}/`).toString();
  } catch {
    return null;
  }
}

async function loadPreviewable(ctx: AppContext, id: string) {
  const row = await findWebsiteById(ctx.db, id);
  // The id is the capability (128 random bits); an unknown id says nothing more than "not found".
  if (!row) throw notFound('Website not found');
  return { row, content: JSON.parse(row.content) as Content };
}

export function previewUrl(base: string, id: string): string {
  return `${base}/preview/${encodeURIComponent(id)}`;
}

function describe(content: Content): string {
  const text =
    plain(content.meta.description) || plain(content.hero.subtitle) || plain(content.about.content);
  return text.length > 200 ? `${text.slice(0, 197).trimEnd()}…` : text;
}

/** What a shared link unfurls to: the site's own title, description and image, absolute URLs. */
export async function getShareMeta(ctx: AppContext, id: string, base: string): Promise<ShareMeta> {
  const { row, content } = await loadPreviewable(ctx, id);
  const siteName = plain(content.siteName) || row.name;
  return {
    url: previewUrl(base, row.id),
    title: plain(content.hero.headline) ? `${siteName} | ${plain(content.hero.headline)}` : siteName,
    description: describe(content),
    image: absolute(content.hero.imageUrl || row.cover_image || undefined, base),
    siteName,
  };
}

/** The public share page: the same render as the export, with absolute media and its own canonical URL. */
export async function renderPreviewPage(ctx: AppContext, id: string, base: string): Promise<string> {
  const { row, content } = await loadPreviewable(ctx, id);
  const url = previewUrl(base, row.id);
  return renderSite(content, {
    canonicalUrl: url,
    mediaBase: 'absolute',
    media: await loadMediaInfo(ctx, content),
    year: Number(row.created_at.slice(0, 4)),
    fonts: servedFontAssets(getThemeTokens(content).fontPair, `${base}${SITE_FONTS_PATH}`),
  });
}

/** A web font file a site may link to, by its @fontsource name; null for any other name. */
export async function readServedFont(file: string): Promise<Uint8Array | null> {
  for (const pair of FONT_PAIRS) {
    for (const font of Object.values(WEB_FONTS[pair])) {
      for (const subset of ['latin', 'latin-ext'] as const) {
        if (fontFileName(font, subset) === file) return readFontsourceFile(font, subset);
      }
    }
  }
  return null;
}
