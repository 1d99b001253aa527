import type { Content } from '@mainstreet/site';
import { t } from '../../i18n/i18n';

/** A part of the site the owner can have rewritten, as the picker lists it. */
export type RewritablePart = { key: string; label: string; sectionType?: string };

export type SectionText = { path: string; text: string };

// Links, addresses of media, ids and the copyright line are not words to rewrite; a listed
// service keeps the name the owner gave it, and contact details are facts, never rewritten.
const SKIPPED =
  /(?:^|\.)(?:id|type|order|url|href|buttonUrl|imageUrl|videoUrl|imageCredit|icon|copyright|links)$/i;

function collect(node: unknown, path: string, out: SectionText[]): void {
  if (SKIPPED.test(path)) return;
  if (typeof node === 'string') {
    if (node.trim() && !/^(?:https?:|#|\/)/.test(node)) out.push({ path, text: node });
    return;
  }
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) collect(item, `${path}.${i}`, out);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) collect(value, `${path}.${key}`, out);
  }
}

/** The parts in page order: the top banner, about, services, each added section, the footer. */
export function listRewritableParts(content: Content): RewritablePart[] {
  return [
    { key: 'hero', label: t('rewrite.part.hero') },
    { key: 'about', label: t('rewrite.part.about') },
    { key: 'services', label: t('rewrite.part.services') },
    ...content.sections.map((s, i) => ({
      key: `sections.${i}`,
      label: s.name || s.type,
      sectionType: s.type,
    })),
    { key: 'footer', label: t('rewrite.part.footer') },
  ];
}

/** The texts of one part with their paths, as the rewrite call sends them (at most 40). */
export function listSectionTexts(content: Content, key: string): SectionText[] {
  const out: SectionText[] = [];
  if (key === 'services') {
    collect(content.servicesHeader, 'servicesHeader', out);
    for (const [i, s] of content.services.entries()) collect(s.description, `services.${i}.description`, out);
  } else if (key === 'footer') {
    collect(content.footer.summary, 'footer.summary', out);
  } else if (key.startsWith('sections.')) {
    const section = content.sections[Number(key.split('.')[1])];
    if (section) collect(section.content, `${key}.content`, out);
  } else {
    collect((content as Record<string, unknown>)[key], key, out);
  }
  return out.slice(0, 40);
}

/**
 * The part a text of the page belongs to, as the picker names it: a service's words belong to
 * Services, an added section's to that section. None for a text no rewrite touches (the site's
 * name, menu and footer links, contact details, which are facts).
 */
export function partOfPath(path: string): string | null {
  const section = /^sections\.\d+(?=\.|$)/.exec(path);
  if (section) return section[0];
  const head = path.split('.')[0];
  if (head === 'hero' || head === 'about') return head;
  if (head === 'services' || head === 'servicesHeader') return 'services';
  return path === 'footer.summary' ? 'footer' : null;
}

/** How the picker names the part a text belongs to; none when no rewrite touches the text. */
export function sectionLabelOf(content: Content, path: string): string | null {
  const key = partOfPath(path);
  return listRewritableParts(content).find((p) => p.key === key)?.label ?? null;
}
