export { businessKindOf } from './business-kind';
export * from './constants';
export { ContentError } from './errors';
export { type ExportOptions, exportSite, type LoadedAsset, SOCIAL_CARD_FILE } from './export/export-site';
export { listMediaUrls, mapMediaUrls } from './export/media-fields';
export { type SiteFile, type SiteFiles, streamSiteZip, zipSiteFiles, zipSiteFilesAsync } from './export/zip';
export * from './languages';
export { MIGRATIONS, migrate, type ParseResult, parseContent, parseSavedContent } from './migrate';
export * from './plans';
export { buttonLink, contactTarget, hasContactSection } from './render/actions';
export { assetPathFor, type MediaInfo, type RenderOptions, type SiteCredit } from './render/context';
export { siteCss } from './render/css';
export { gridColumns } from './render/grid';
export { type Labels, labelsFor, type VisitorWords, visitorWordsFor, withLanguage } from './render/labels';
export { canHoldLink } from './render/link-fields';
export {
  LinkedText,
  parseLinkedText,
  plainText,
  renderLinkedText,
  type TextPart,
} from './render/linked-text';
export { type DocumentOptions, renderBody, renderSite } from './render/render-site';
export { isExternalHref, isMediaSrc, isSiteHref } from './render/safe-url';
export { SitePage, type SitePageProps } from './render/site-page';
export {
  findUnfinishedForPublish,
  forVisitors,
  hasPlaceholderName,
  type Unfinished,
} from './render/unfinished';
export * from './schema';
export { About } from './sections/about';
export { Contact } from './sections/contact';
export { AboutExpanded, Cta, ExtraSection, Faq, Features, Pricing } from './sections/extra';
export { GenericSection } from './sections/generic';
export { SiteFooter, SiteHeader } from './sections/header';
export { Hero } from './sections/hero';
export { Services } from './sections/services';
export { faviconSvg } from './seo/favicon';
export { describeSite, renderHead, type SocialImage, titleOf } from './seo/head';
export { jsonLd, schemaTypeFor } from './seo/json-ld';
export * from './site-facts';
export { contrastRatio } from './theme/contrast';
export { defaultTypeForIndustry, FONT_STACKS } from './theme/fonts';
export { defaultPaletteForIndustry, PALETTES, type Palette, paletteFor, TONES } from './theme/palettes';
export { getThemeTokens, type ThemeTokens } from './theme/tokens';
export {
  type FontAsset,
  fontFaceCss,
  fontFileName,
  fontPreloads,
  SITE_FONTS_PATH,
  servedFontAssets,
  WEB_FONTS,
  type WebFont,
} from './theme/webfonts';
export { WidgetView } from './widgets/widgets';
