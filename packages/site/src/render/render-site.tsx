// @jsxRuntime automatic -- consumers run this source with their own JSX settings (tsx, vite); pin the runtime.
import { renderToStaticMarkup } from 'react-dom/server';
import type { Content } from '../schema';
import { languageOf, renderHead, type SocialImage } from '../seo/head';
import { fontPreloads } from '../theme/webfonts';
import type { RenderOptions } from './context';
import { siteCss } from './css';
import { SitePage } from './site-page';
import { forVisitors } from './unfinished';

// React hoists preload hints for eagerly loaded images to the front of its output; they belong in <head>.
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

export type DocumentOptions = RenderOptions & {
  faviconHref?: string;
  year?: number;
  socialImage?: SocialImage;
};

/** The page body markup (what the editor iframe shows), with React's image preloads split off. */
export function renderBody(
  input: Content,
  options: DocumentOptions = {},
): { body: string; preloads: string } {
  const content = options.editable ? input : forVisitors(input);
  const html = renderToStaticMarkup(
    <SitePage
      content={content}
      editable={options.editable}
      media={options.media}
      mediaBase={options.mediaBase}
      contactFormAction={options.contactFormAction}
      year={options.year}
      credit={options.credit}
      report={options.report}
    />,
  );
  const preloads = LEADING_PRELOADS.exec(html)?.[0] ?? '';
  // React closes void elements XML-style; HTML ignores the slash and validators flag it. Text and
  // attribute values are escaped by React, so "/>" can only end a tag.
  return { body: html.slice(preloads.length).replace(/\/>/g, '>'), preloads: preloads.replace(/\/>/g, '>') };
}

/** A complete HTML document for the content: all CSS inline, no script but the JSON-LD data block. */
export function renderSite(input: Content, options: DocumentOptions = {}): string {
  const content = options.editable ? input : forVisitors(input);
  const { body, preloads } = renderBody(content, options);
  const head = renderHead(content, {
    canonicalUrl: options.canonicalUrl,
    noIndex: options.noIndex,
    faviconHref: options.faviconHref,
    socialImage: options.socialImage,
  });
  const css = siteCss(content, { editable: options.editable, fonts: options.fonts });
  const fonts = options.fonts ? fontPreloads(options.fonts) : '';
  return `<!doctype html><html lang="${languageOf(content)}"><head>${head}${fonts}${preloads}<style>${css}</style></head><body>${body}</body></html>`;
}
