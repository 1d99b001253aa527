import type { Content } from '@mainstreet/site/model';
import { hashString } from './text';

/**
 * The texts of a site that are prose the composer writes, by path: what a recomposition rewrites
 * unless the owner changed it by hand. The facts themselves (name, contact details, services'
 * names) are not here: the facts form is their one source.
 */
const PROSE = [
  'hero.headline',
  'hero.subtitle',
  'hero.buttonText',
  'about.title',
  'about.content',
  'servicesHeader.title',
  'servicesHeader.subtitle',
  'contact.title',
  'footer.summary',
];

function strings(node: unknown, path: string, out: Map<string, string>): void {
  if (typeof node === 'string') out.set(path, node);
  else if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) strings(item, `${path}.${i}`, out);
  } else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) strings(value, `${path}.${key}`, out);
}

/** Every prose text of the content by its path ("sections.2.content.questions.0.answer"). */
export function proseTexts(content: Content): Map<string, string> {
  const out = new Map<string, string>();
  for (const path of PROSE) {
    const [a, b] = path.split('.');
    const value = (content as unknown as Record<string, Record<string, unknown>>)[a]?.[b];
    if (typeof value === 'string') out.set(path, value);
  }
  content.services.forEach((s, i) => {
    out.set(`services.${i}.description`, s.description);
  });
  content.sections.forEach((s, i) => {
    strings(s.content, `sections.${i}.content`, out);
  });
  return out;
}

/** A short fingerprint of a text: enough to tell a hand edit, not to hold the text twice. */
export function fingerprint(text: string): string {
  return hashString(text.trim()).toString(36);
}

/** The pictures of the page's picture places, by path ("services.1.imageUrl"). */
export function pictures(content: Content): Map<string, string> {
  const out = new Map<string, string>();
  const add = (path: string, url: string | undefined) => url && out.set(path, url);
  add('hero.imageUrl', content.hero.imageUrl);
  add('about.imageUrl', content.about.imageUrl);
  content.services.forEach((s, i) => {
    add(`services.${i}.imageUrl`, s.imageUrl);
  });
  return out;
}

/**
 * The fingerprints of every prose text and picture, for `meta.composed`, and of the heading: a
 * heading made of the owner's words for want of a name is told from one they typed without
 * composing the site again (and still after the composer's words change).
 */
export function fingerprintTexts(content: Content): Record<string, string> {
  const all = [...proseTexts(content), ...pictures(content), ['siteName', content.siteName] as const];
  return Object.fromEntries(all.map(([path, text]) => [path, fingerprint(text)]));
}

/** The content with the fingerprints of its texts as the composer wrote them (stored with the site). */
export function withComposedFingerprint(content: Content): Content {
  return { ...content, meta: { ...content.meta, composed: fingerprintTexts(content) } };
}

/** Whether any picture of the page is one the owner chose rather than the generator (by fingerprints). */
export function hasOwnerPictures(content: Content): boolean {
  const composed = content.meta.composed;
  return [...pictures(content)].some(([path, url]) => !composed || composed[path] !== fingerprint(url));
}
