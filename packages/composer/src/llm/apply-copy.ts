import type {
  aboutExpandedContentSchema,
  Content,
  ctaContentSchema,
  faqContentSchema,
  featuresContentSchema,
  Section,
} from '@mainstreet/site/model';
import type { z } from 'zod';
import { capitaliseFirst } from '../text';
import type { Facts } from '../types';
import type { ModelCopy } from './copy-schema';
import { mergeFaq } from './model-faq';

const or = (value: string, fallback: string) => (value.trim() ? value.trim() : fallback);

function servicesFrom(copy: ModelCopy, base: Content, facts: Facts): Content['services'] {
  const listed = facts.services.slice(0, 6);
  const byName = new Map(copy.services.map((s) => [s.name.toLowerCase(), s]));
  const described = listed.map((name, i) => {
    const match = byName.get(name.toLowerCase()) ?? copy.services[i];
    const fallback = base.services[i]?.description ?? '';
    return { name: capitaliseFirst(name), description: or(match?.description ?? '', fallback) };
  });
  // Listed services are the services: the model's own ideas never pad them out.
  if (described.length > 0) return described;
  // None listed: the model's suggestions, marked like the built-in defaults for the owner to check.
  const suggested = copy.services
    .filter((s) => s.name && s.description)
    .slice(0, 6)
    .map((s) => ({ name: s.name, description: s.description, suggested: true }));
  return suggested.length > 0 ? suggested : base.services;
}

// The generic section variant types `type` as any string, so narrowing needs these casts.
type AboutExpanded = z.infer<typeof aboutExpandedContentSchema>;
type Features = z.infer<typeof featuresContentSchema>;
type Faq = z.infer<typeof faqContentSchema>;
type Cta = z.infer<typeof ctaContentSchema>;

/**
 * The model writes the sections the built-in composer fills with its own phrases, found by their
 * id: the facts strip ("At a glance"), a schedule, a visit card or an area note are the owner's
 * facts word for word, and stay so.
 */
function withCopy(section: Section, copy: ModelCopy, language: string): Section {
  if (!section.content) return section;
  switch (section.id) {
    case 'about-expanded': {
      const content = section.content as AboutExpanded;
      return { ...section, content: { ...content, content: or(copy.aboutMore, content.content) } } as Section;
    }
    case 'features': {
      const content = section.content as Features;
      if (copy.features.length < 2) return section;
      return { ...section, content: { ...content, features: copy.features.slice(0, 6) } } as Section;
    }
    case 'faq': {
      const content = section.content as Faq;
      if (copy.faq.length < 2) return section;
      return {
        ...section,
        content: { ...content, questions: mergeFaq(content.questions, copy.faq, language) },
      } as Section;
    }
    case 'cta': {
      const content = section.content as Cta;
      return {
        ...section,
        content: {
          ...content,
          title: or(copy.ctaTitle, content.title),
          subtitle: or(copy.ctaSubtitle, content.subtitle),
          buttonText: or(copy.ctaButton, content.buttonText),
        },
      } as Section;
    }
    default:
      return section;
  }
}

/** Put the model's (already checked) words into the structure the built-in composer made. */
export function applyCopy(base: Content, copy: ModelCopy, facts: Facts): Content {
  const seo = or(copy.seo, base.meta.description ?? '');
  return {
    ...base,
    hero: {
      ...base.hero,
      headline: or(copy.headline, base.hero.headline),
      subtitle: or(copy.subtitle, base.hero.subtitle),
      // The button names the channel the owner asked for ("Message on WhatsApp"), or is the phone's:
      // a model's words ("Book your place") would promise a channel the site may not have.
      buttonText: base.hero.buttonText,
    },
    about: { ...base.about, content: or(copy.about, base.about.content) },
    servicesHeader: {
      title: or(copy.servicesTitle, base.servicesHeader.title),
      subtitle: or(copy.servicesSubtitle, base.servicesHeader.subtitle ?? ''),
    },
    services: servicesFrom(copy, base, facts),
    sections: base.sections.map((s) => withCopy(s, copy, base.meta.language ?? 'en')),
    footer: { ...base.footer, summary: or(copy.footer, base.footer.summary) },
    meta: {
      ...base.meta,
      description: seo.length > 160 ? `${seo.slice(0, 157).replace(/\s+\S*$/, '')}…` : seo,
      generator: 'model',
    },
  };
}
