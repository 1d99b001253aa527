import { createHash } from 'node:crypto';
import {
  type Content,
  FONT_PAIRS,
  fontFileName,
  getThemeTokens,
  renderSite,
  SITE_FONTS_PATH,
  SOCIAL_CARD_FILE,
  servedFontAssets,
  titleOf,
  WEB_FONTS,
} from '@mainstreet/site';
import { readFontsourceFile } from '@mainstreet/site/export/font-files';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';
import { nowIso } from '../../lib/tokens';
import { socialCardAlt } from '../social-card/render-social-card';
import { type SocialCard, socialCardFor } from '../social-card/social-card.service';
import { loadMediaInfo } from '../uploads/uploads.service';
import { WEBSITE_NOT_FOUND } from '../websites/require-website';
import { readStoredContent } from '../websites/stored-content';
import { previewCacheFor } from './preview-cache';
import { previewUrl } from './share-links.service';
import * as repo from './website-keys.repository';

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

async function loadShared(ctx: AppContext, token: string) {
  const row = await repo.findWebsiteByShareToken(ctx.db, token);
  // A token turned off, replaced or never made, and a deleted site, all read "not found".
  if (!row) throw new AppError('NOT_FOUND', WEBSITE_NOT_FOUND, sayable('websiteNotFound'));
  return row;
}

function describe(content: Content): string {
  const text =
    plain(content.meta.description) || plain(content.hero.subtitle) || plain(content.about.content);
  return text.length > 200 ? `${text.slice(0, 197).trimEnd()}…` : text;
}

/** The share page's picture: the site's social card, by absolute address. */
export function shareCardUrl(base: string, token: string): string {
  return `${previewUrl(base, token)}/${SOCIAL_CARD_FILE}`;
}

/** The social card of the website a share link opens. */
export async function getShareCard(ctx: AppContext, token: string): Promise<SocialCard> {
  const row = await loadShared(ctx, token);
  return socialCardFor(ctx, row.id, readStoredContent(row.content, 'shown'));
}

/** What a shared link unfurls to: the site's own title, description and image, absolute URLs. */
export async function getShareMeta(ctx: AppContext, token: string, base: string): Promise<ShareMeta> {
  const row = await loadShared(ctx, token);
  const content = readStoredContent(row.content, 'shown');
  const siteName = plain(content.siteName) || row.name;
  return {
    url: previewUrl(base, token),
    // The page's own <title>: a hero headed by the name adds nothing after it ("Rosa | Rosa").
    title: titleOf(content),
    description: describe(content),
    image: shareCardUrl(base, token),
    siteName,
  };
}

/**
 * The public share page: the same render as the export, with absolute media and its own canonical
 * URL. Rendering a large site costs hundreds of milliseconds, so each content version is rendered
 * once: kept in this process's memory and in the database, where other instances find it.
 */
export async function renderPreviewPage(ctx: AppContext, token: string, base: string): Promise<string> {
  const row = await loadShared(ctx, token);
  const cacheKey = createHash('sha256').update(`${row.version}\n${token}\n${base}`).digest('hex');
  const memory = previewCacheFor(ctx);
  const remembered = memory.get(row.id, cacheKey);
  if (remembered !== undefined) {
    memory.stats.hits++;
    return remembered;
  }
  const stored = await repo.findPreviewPage(ctx.db, row.id);
  if (stored?.cache_key === cacheKey) {
    memory.stats.hits++;
    memory.set(row.id, cacheKey, stored.html);
    return stored.html;
  }
  const content = readStoredContent(row.content, 'shown');
  memory.stats.renders++;
  const html = renderSite(content, {
    canonicalUrl: previewUrl(base, token),
    socialImage: { url: shareCardUrl(base, token), alt: socialCardAlt(content), width: 1200, height: 630 },
    mediaBase: 'absolute',
    media: await loadMediaInfo(ctx, content),
    year: Number(row.created_at.slice(0, 4)),
    fonts: servedFontAssets(getThemeTokens(content).fontPair, `${base}${SITE_FONTS_PATH}`),
  });
  memory.set(row.id, cacheKey, html);
  try {
    await repo.savePreviewPage(ctx.db, {
      website_id: row.id,
      cache_key: cacheKey,
      html,
      created_at: nowIso(),
    });
  } catch {
    // The site was deleted meanwhile (its row is gone) or the store is busy: the page is still right.
  }
  return html;
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
