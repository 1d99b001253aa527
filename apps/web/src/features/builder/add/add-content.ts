import {
  type Content,
  labelsFor,
  type Section,
  type SectionType,
  type Widget,
  type WidgetType,
} from '@mainstreet/site';
import type { MessageId } from '../../../i18n/catalogs';
import { t } from '../../../i18n/i18n';
import { getAt, updateAt } from '../store/content-path';

export const SECTION_LABELS: Record<SectionType, MessageId> = {
  'about-expanded': 'builder.section.aboutExpanded',
  features: 'builder.section.features',
  pricing: 'builder.section.pricing',
  cta: 'builder.section.cta',
  faq: 'builder.section.faq',
};

export const WIDGET_LABELS: Record<WidgetType, MessageId> = {
  'opening-hours': 'builder.widget.openingHours',
  map: 'builder.widget.map',
  gallery: 'builder.widget.gallery',
  social: 'builder.widget.social',
  'contact-form': 'builder.widget.contactForm',
};

function newId(prefix: string): string {
  const random = globalThis.crypto?.randomUUID?.().slice(0, 8) ?? Math.random().toString(36).slice(2, 10);
  return `${prefix}-${random}`;
}

/**
 * Starting content an owner can edit in place; prices stay empty (facts are never invented). Its
 * words are the owner's language (the app's): they are placeholders the owner writes over.
 */
export function sectionTemplate(type: SectionType, content: Content): Section {
  const base = { id: newId(type), name: t(SECTION_LABELS[type]), order: nextOrder(content) };
  switch (type) {
    case 'about-expanded':
      return {
        ...base,
        type,
        content: {
          title: t('builder.template.moreAbout', { name: content.siteName }),
          content: content.about.content || t('builder.template.story'),
          imageUrl: '',
        },
      };
    case 'features':
      return {
        ...base,
        type,
        content: {
          title: t('builder.template.whyChoose', { name: content.siteName }),
          features: content.services.slice(0, 3).map((s) => ({ name: s.name, description: s.description })),
        },
      };
    case 'pricing':
      return {
        ...base,
        type,
        content: {
          title: t('builder.template.pricing'),
          plans: [
            { name: t('builder.template.plan'), price: '', features: [t('builder.template.included')] },
          ],
        },
      };
    case 'cta':
      return {
        ...base,
        type,
        content: {
          title: t('builder.template.ctaTitle'),
          subtitle: t('builder.template.ctaText'),
          buttonText: t('builder.template.ctaButton'),
          buttonUrl: '#contact',
        },
      };
    case 'faq':
      return {
        ...base,
        type,
        content: {
          title: t('builder.template.faqTitle'),
          questions: [{ question: t('builder.template.question'), answer: t('builder.template.answer') }],
        },
      };
  }
}

function nextOrder(content: Content): number {
  return content.sections.reduce((max, s) => Math.max(max, s.order), -1) + 1;
}

export function addSection(content: Content, type: SectionType): Content {
  return { ...content, sections: [...content.sections, sectionTemplate(type, content)] };
}

/** The sections in display order with their stored index. */
export function orderedSections(content: Content): { section: Section; index: number }[] {
  return content.sections
    .map((section, index) => ({ section, index }))
    .sort((a, b) => a.section.order - b.section.order || a.index - b.index);
}

/** Moves the section at a stored index one place up (-1) or down (+1) in display order. */
export function moveSection(content: Content, index: number, direction: -1 | 1): Content {
  const ordered = orderedSections(content);
  const at = ordered.findIndex((o) => o.index === index);
  const to = at + direction;
  if (at < 0 || to < 0 || to >= ordered.length) return content;
  [ordered[at], ordered[to]] = [ordered[to], ordered[at]];
  const orderOf = new Map(ordered.map((o, position) => [o.index, position]));
  return {
    ...content,
    sections: content.sections.map((s, i) => ({ ...s, order: orderOf.get(i) ?? s.order })),
  };
}

export function removeSection(content: Content, index: number): Content {
  return { ...content, sections: content.sections.filter((_, i) => i !== index) };
}

/** A widget built from what the site already knows (hours, address, uploaded photos), titled in the site's language. */
export function widgetTemplate(type: WidgetType, content: Content): Widget {
  const id = newId(type);
  const words = labelsFor(content.meta.language);
  switch (type) {
    case 'opening-hours':
      return { id, type, data: { title: words.openingHours, hours: content.contact.hours } };
    case 'map':
      return { id, type, data: { title: words.findUs, address: content.contact.address } };
    case 'gallery':
      return {
        id,
        type,
        data: { title: words.gallery, images: uploadedImages(content).map((url) => ({ url, alt: '' })) },
      };
    case 'social':
      return { id, type, data: { title: words.followUs, links: [] } };
    case 'contact-form':
      return { id, type, data: { title: words.sendMessage } };
  }
}

/** Every image the site shows, first the hero: the gallery's starting photos. */
export function uploadedImages(content: Content): string[] {
  const urls = [content.hero.imageUrl, content.about.imageUrl, ...content.services.map((s) => s.imageUrl)];
  for (const s of content.sections) {
    const image =
      s.type === 'about-expanded'
        ? (s.content as { imageUrl?: unknown } | null | undefined)?.imageUrl
        : undefined;
    if (typeof image === 'string') urls.push(image);
  }
  return [...new Set(urls.filter((u): u is string => !!u))];
}

export function addWidget(content: Content, type: WidgetType): Content {
  return { ...content, widgets: [...content.widgets, widgetTemplate(type, content)] };
}

export function removeWidget(content: Content, index: number): Content {
  return { ...content, widgets: content.widgets.filter((_, i) => i !== index) };
}

export function addService(content: Content): Content {
  return {
    ...content,
    services: [
      ...content.services,
      {
        name: t('builder.template.newService'),
        description: t('builder.template.serviceText'),
        imageUrl: '',
        videoUrl: '',
      },
    ],
  };
}

export function deleteService(content: Content, index: number): Content {
  // Placeholder marks follow their service: the deleted one's go, later ones move up a place.
  const placeholders = content.meta.placeholders.flatMap((p) => {
    const match = /^services\.(\d+)(\..*)?$/.exec(p);
    if (!match) return [p];
    const at = Number(match[1]);
    if (at === index) return [];
    return [at > index ? `services.${at - 1}${match[2] ?? ''}` : p];
  });
  return {
    ...content,
    services: content.services.filter((_, i) => i !== index),
    meta: { ...content.meta, placeholders },
  };
}

/** Appends an item to a list inside a section ("sections.2.content.questions"); unknown paths change nothing. */
function appendTo<T>(content: Content, listPath: string, item: T): Content {
  if (!Array.isArray(getAt(content, listPath))) return content;
  return updateAt<Content, T[]>(content, listPath, (old) => [...(old ?? []), item]);
}

export function addFaqQuestion(content: Content, sectionIndex: number): Content {
  return appendTo(content, `sections.${sectionIndex}.content.questions`, {
    question: t('builder.template.newQuestion'),
    answer: t('builder.template.newAnswer'),
  });
}

export function addFeature(content: Content, sectionIndex: number): Content {
  return appendTo(content, `sections.${sectionIndex}.content.features`, {
    name: t('builder.template.newFeature'),
    description: t('builder.template.featureText'),
  });
}

export function addPricingPlan(content: Content, sectionIndex: number): Content {
  return appendTo(content, `sections.${sectionIndex}.content.plans`, {
    name: t('builder.template.newPlan'),
    price: '',
    features: [t('builder.template.included')],
  });
}
