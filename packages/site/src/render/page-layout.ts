import type { PageLayout } from '../constants';
import type { Content } from '../schema';
import { isMediaSrc } from './safe-url';

/** The blocks of a page below its hero, in the order a structure draws them. */
export type PageBlock = 'top' | 'about' | 'services' | 'prices' | 'rest' | 'widgets' | 'contact';

// What each structure puts first: the classic order; a menu or price list, then the hours; the
// hours and address, then what is on offer; the area served; the pictures (widgets hold the gallery);
// one person's own words before what they do.
const ORDERS: Record<PageLayout, PageBlock[]> = {
  classic: ['top', 'about', 'services', 'prices', 'rest', 'widgets', 'contact'],
  menu: ['services', 'prices', 'top', 'about', 'rest', 'widgets', 'contact'],
  hours: ['top', 'contact', 'services', 'prices', 'about', 'rest', 'widgets'],
  area: ['top', 'services', 'prices', 'about', 'rest', 'widgets', 'contact'],
  gallery: ['widgets', 'services', 'top', 'about', 'prices', 'rest', 'contact'],
  person: ['about', 'top', 'services', 'prices', 'rest', 'widgets', 'contact'],
};

/** The site's own pictures (hero, services, about, gallery), never counting an empty slot. */
export function pictureCount(content: Content): number {
  const gallery = content.widgets
    .filter((w) => w.type === 'gallery')
    .flatMap((w) => (Array.isArray(w.data.images) ? w.data.images : []))
    .map((image) => (image && typeof image === 'object' ? (image as { url?: unknown }).url : image));
  const urls = [
    content.hero.imageUrl,
    content.about.imageUrl,
    ...content.services.map((s) => s.imageUrl),
    ...gallery,
  ].filter((u): u is string => typeof u === 'string' && isMediaSrc(u));
  return new Set(urls).size;
}

/** The structure actually drawn: a pictures-first page without three pictures is drawn classic. */
export function pageLayoutOf(content: Content): PageLayout {
  const wanted = content.theme?.layout?.page ?? 'classic';
  if (wanted === 'gallery' && pictureCount(content) < 3) return 'classic';
  return wanted;
}

/** The order of the page's blocks under the hero for its structure. */
export function blockOrder(page: PageLayout): PageBlock[] {
  return ORDERS[page];
}
