// @jsxRuntime automatic -- consumers run this source with their own JSX settings (tsx, vite); pin the runtime.
import { createContext, useContext } from 'react';
import type { FontAsset } from '../theme/webfonts';
import { hotlinkedMediaInfo } from './hotlinked-media';
import { type Labels, labelsFor } from './labels';
import type { MediaInfo } from './media-info';

export type { MediaInfo } from './media-info';

export type RenderOptions = {
  /** Editor canvas: adds data-path hooks and shows placeholders. Never used for published output. */
  editable?: boolean;
  /** 'relative' rewrites site paths (/uploads/x.webp) to the export's assets/x.webp. */
  mediaBase?: 'absolute' | 'relative';
  media?: (url: string) => MediaInfo | undefined;
  canonicalUrl?: string;
  /** Where the contact-form widget posts; without it the widget shows a mailto link. */
  contactFormAction?: string;
  noIndex?: boolean;
  /** Self-hosted web fonts the page links to (see theme/webfonts.ts); system fonts without them. */
  fonts?: readonly FontAsset[];
  /** The "Made with Mainstreet" footer link of plans below "Remove branding"; none without it. */
  credit?: SiteCredit;
  /** Where the footer's small "Report" link leads (the hosting operator's report form); none without it. */
  report?: SiteCredit;
};

/** Where the footer's "Made with Mainstreet" link leads (the Mainstreet that made the page). */
export type SiteCredit = { href: string };

export type RenderContext = {
  isEditable: boolean;
  placeholders: ReadonlySet<string>;
  media: (url: string) => MediaInfo | undefined;
  /** Maps a stored media URL to the one the page references. */
  src: (url: string) => string;
  contactFormAction?: string;
  labels: Labels;
  /** The page's language (BCP 47), for hyphenating long words. */
  language?: string;
  /** Ids of the page's sections ("#about"); links to one that is not on the page are left out. */
  anchors?: ReadonlySet<string>;
};

const noMedia = () => undefined;

export function createRenderContext(
  placeholders: readonly string[],
  options: RenderOptions = {},
  language?: string,
  voice?: string,
): RenderContext {
  const isRelative = options.mediaBase === 'relative';
  return {
    isEditable: options.editable === true,
    placeholders: new Set(placeholders),
    // Stored uploads are described by the server; a hotlinked photo describes itself by its address.
    media: (url) => (options.media ?? noMedia)(url) ?? hotlinkedMediaInfo(url),
    src: isRelative ? (url) => (url.startsWith('/') ? assetPathFor(url) : url) : (url) => url,
    contactFormAction: options.contactFormAction,
    labels: labelsFor(language, voice),
    language,
  };
}

/** The export's name for a site-relative file: its last path segment, made safe. */
export function assetPathFor(url: string): string {
  const base = url.split(/[?#]/)[0].split('/').pop() || 'file';
  const safe = base.replace(/[^\w.-]+/g, '-').replace(/^[.-]+/, '') || 'file';
  return `assets/${safe}`;
}

export const SiteContext = createContext<RenderContext>(createRenderContext([]));

export function useSite(): RenderContext {
  return useContext(SiteContext);
}

/** Published output hides placeholders; the editor shows them highlighted. */
export function isShown(ctx: RenderContext, path: string, value: string | undefined): boolean {
  if (ctx.isEditable) return true;
  return !!value?.trim() && !ctx.placeholders.has(path);
}

/** The editor's attributes for a text at `path`; nothing in published output. */
export function editHooks(ctx: RenderContext, path: string): Record<string, string> {
  if (!ctx.isEditable) return {};
  return ctx.placeholders.has(path) ? { 'data-path': path, 'data-placeholder': '' } : { 'data-path': path };
}
