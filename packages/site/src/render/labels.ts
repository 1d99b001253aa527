import { LABELS_BY_LANGUAGE } from '../copy/labels';
import type { Content } from '../schema';

export type { Labels, LabelsFile, VisitorWords } from './label-types';

import type { Labels, LabelsFile, VisitorWords } from './label-types';

const LABELS: Record<string, LabelsFile> = LABELS_BY_LANGUAGE;

/** The labels file of a language tag, English's when the language is none of ours. */
export function labelsFileFor(language: string | undefined): LabelsFile {
  return LABELS[(language ?? 'en').split('-')[0].toLowerCase()] ?? LABELS.en;
}

/** What the server says to a visitor of a site in the language (a tag; English's for none of ours). */
export function visitorWordsFor(language: string | undefined): VisitorWords {
  return labelsFileFor(language).visitor;
}

/** The renderer's words in the language, said by one person when `voice` is singular (meta.voice). */
export function labelsFor(language: string | undefined, voice?: string): Labels {
  const { singular, ...labels } = labelsFileFor(language);
  const one = voice === 'singular' ? singular : undefined;
  return one ? { ...labels, ...one, nav: { ...labels.nav, ...one.nav } } : labels;
}

const NAV_KEYS = {
  '#home': 'home',
  '#about': 'about',
  '#services': 'services',
  '#contact': 'contact',
} as const;

/**
 * The site in another language: `lang` and the renderer's labels follow `meta.language`; navigation
 * links and the copyright line still as the composer wrote them are re-labelled. The owner's own copy
 * and any name they changed stay as they are.
 */
export function withLanguage(content: Content, language: string): Content {
  const from = Object.keys(LABELS).flatMap((code) => [labelsFor(code), labelsFor(code, 'singular')]);
  const to = labelsFor(language, content.meta.voice);
  const relabel = (link: { name: string; url: string }) => {
    const key = NAV_KEYS[link.url as keyof typeof NAV_KEYS];
    const isDefault = key && from.some((labels) => labels.nav[key] === link.name);
    return isDefault ? { ...link, name: to.nav[key] } : link;
  };
  let copyright = content.footer.copyright;
  for (const labels of from) {
    if (copyright.endsWith(` ${labels.rights}`)) {
      copyright = `${copyright.slice(0, -labels.rights.length)}${to.rights}`;
      break;
    }
  }
  return {
    ...content,
    navigation: { ...content.navigation, links: content.navigation.links.map(relabel) },
    footer: { ...content.footer, links: content.footer.links.map(relabel), copyright },
    meta: { ...content.meta, language },
  };
}
