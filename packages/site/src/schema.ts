import { z } from 'zod';
import {
  ABOUT_VARIANTS,
  COLOR_PREFERENCES,
  DEFAULT_NAV_LINKS,
  FONT_PAIRS,
  HERO_VARIANTS,
  INDUSTRIES,
  PAGE_LAYOUTS,
  SECTION_TYPES,
  SERVICES_VARIANTS,
  TYPE_SCALES,
} from './constants';
import { isWebUrl } from './render/safe-url';
import { ownerFactsSchema } from './site-facts';

/** The version written by this code; `migrate` brings older content forward. */
export const CONTENT_VERSION = 2;

const text = z.string().max(20_000);
const optionalText = text.default('');
/** A media address: an absolute http(s) URL, a site-relative path, or empty. */
const mediaUrl = z
  .string()
  .max(2_048)
  .refine((v) => v === '' || /^(https?:\/\/|\/(?!\/)|assets\/)/i.test(v), {
    message: 'must be an http(s) address or a path on this site',
  })
  .optional();

const webUrl = z.string().max(2_048).refine(isWebUrl, { message: 'must be an http(s) address' });

/** Who took a stock photo and where it came from, as its provider asks to be credited. */
export const mediaCreditSchema = z.object({
  provider: z.enum(['unsplash', 'pexels']),
  author: z.string().trim().min(1).max(200),
  /** The photographer's page. */
  authorUrl: webUrl,
  /** The provider's page the credit's "on Unsplash/Pexels" links to. */
  sourceUrl: webUrl,
});
export type MediaCredit = z.infer<typeof mediaCreditSchema>;
/** Optional and new in version 2 content without a migration: older content simply has none. */
const imageCredit = mediaCreditSchema.optional();

function exclusiveMedia(value: { imageUrl?: string; videoUrl?: string }, ctx: z.RefinementCtx) {
  if (value.imageUrl && value.videoUrl) {
    ctx.addIssue({
      code: 'custom',
      path: ['videoUrl'],
      message: 'a slot holds an image or a video, not both',
    });
  }
}

export const linkSchema = z.object({ name: text.max(200), url: z.string().max(2_048) });

export const heroSchema = z
  .object({
    headline: optionalText,
    subtitle: optionalText,
    buttonText: optionalText,
    imageUrl: mediaUrl,
    imageCredit,
    videoUrl: mediaUrl,
  })
  .superRefine(exclusiveMedia);

export const serviceSchema = z
  .object({
    name: optionalText,
    description: optionalText,
    /**
     * Written by the generator for an owner who listed no services: the kind's usual ones, which the
     * editor marks "check these" (visitors see no mark). Optional, so version 2 content needs no migration.
     */
    suggested: z.boolean().optional(),
    imageUrl: mediaUrl,
    imageCredit,
    videoUrl: mediaUrl,
  })
  .superRefine(exclusiveMedia);

export const aboutExpandedContentSchema = z.object({
  title: optionalText,
  content: optionalText,
  imageUrl: mediaUrl,
  imageCredit,
});
export const featuresContentSchema = z.object({
  title: optionalText,
  subtitle: text.optional(),
  features: z
    .array(z.object({ name: optionalText, description: optionalText }))
    .max(50)
    .default([]),
});
export const pricingContentSchema = z.object({
  title: optionalText,
  subtitle: text.optional(),
  plans: z
    .array(
      z.object({
        name: optionalText,
        /** Verbatim price text ("£12", "from $40/hour"); empty when the owner has yet to fill it in. */
        price: optionalText,
        period: text.optional(),
        features: z.array(text).max(50).default([]),
      }),
    )
    .max(20)
    .default([]),
});
export const ctaContentSchema = z.object({
  title: optionalText,
  subtitle: optionalText,
  buttonText: optionalText,
  buttonUrl: z.string().max(2_048).optional(),
});
export const faqContentSchema = z.object({
  title: optionalText,
  questions: z
    .array(z.object({ question: optionalText, answer: optionalText }))
    .max(100)
    .default([]),
});

const sectionBase = {
  id: z.string().min(1).max(100),
  name: text.max(200).default(''),
  order: z.number().finite().default(0),
};

const knownSectionSchema = z.discriminatedUnion('type', [
  z.object({
    ...sectionBase,
    type: z.literal('about-expanded'),
    content: aboutExpandedContentSchema.nullish(),
  }),
  z.object({ ...sectionBase, type: z.literal('features'), content: featuresContentSchema.nullish() }),
  z.object({ ...sectionBase, type: z.literal('pricing'), content: pricingContentSchema.nullish() }),
  z.object({ ...sectionBase, type: z.literal('cta'), content: ctaContentSchema.nullish() }),
  z.object({ ...sectionBase, type: z.literal('faq'), content: faqContentSchema.nullish() }),
]);

/** Any section type this version does not know: kept, and rendered by the generic fallback. */
const genericSectionSchema = z.object({
  ...sectionBase,
  type: z
    .string()
    .min(1)
    .max(100)
    .refine((t) => !(SECTION_TYPES as readonly string[]).includes(t), {
      message: 'content does not match this section type',
    }),
  content: z.record(z.string(), z.unknown()).nullish(),
});

export const sectionSchema = z.union([knownSectionSchema, genericSectionSchema]);

export const widgetSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.string().min(1).max(100),
  data: z.record(z.string(), z.unknown()).default({}),
});

/** Page composition: which hero, services and about arrangement the site uses (all optional). */
export const layoutSchema = z.object({
  hero: z.enum(HERO_VARIANTS).optional(),
  services: z.enum(SERVICES_VARIANTS).optional(),
  about: z.enum(ABOUT_VARIANTS).optional(),
  /** The page's structure: which blocks come first (absent: the classic order). */
  page: z.enum(PAGE_LAYOUTS).optional(),
});

export const themeSchema = z.object({
  palette: z.enum(COLOR_PREFERENCES),
  /** A named palette of the `palette` family suited to the kind of business ("sage" for a florist). */
  tone: z.string().max(40).optional(),
  layout: layoutSchema.optional(),
  fonts: z.enum(FONT_PAIRS).default('modern'),
  /** Ratio between heading sizes; the industry default applies when absent. */
  scale: z.enum(TYPE_SCALES).optional(),
});

export const metaSchema = z.object({
  industry: z.enum(INDUSTRIES).optional(),
  colorPreference: z.enum(COLOR_PREFERENCES).optional(),
  /** BCP 47 language tag of the copy. */
  language: z.string().max(35).default('en'),
  /** Search-result description; falls back to the hero subtitle. */
  description: text.max(500).optional(),
  /** Who the page speaks for: one person ("About me", "Send me a message") or, by default, a team. */
  voice: z.enum(['singular', 'plural']).optional(),
  /** The site's public address once known (share page or live host). */
  // Only http(s): a `javascript:` or `data:` address would reach the canonical tag and the 404 link.
  publicUrl: z.string().max(2_048).refine(isWebUrl, 'must be an http:// or https:// address').optional(),
  /** Dotted paths ("contact.phone") holding a placeholder the owner still has to fill in. */
  placeholders: z.array(z.string().max(200)).max(100).default([]),
  /** Which generator wrote the copy. */
  generator: z.enum(['builtin', 'model']).optional(),
  /** Facts taken verbatim from the description, kept for structured data. */
  facts: z
    .object({
      email: z.string().max(320).optional(),
      foundedYear: z.string().max(10).optional(),
      location: z.string().max(200).optional(),
      /** The phone in E.164 form ("+441134960123") when it was a valid number. */
      telephone: z
        .string()
        .regex(/^\+[1-9]\d{6,14}$/, { message: 'must be a phone number in E.164 form (+441134960123)' })
        .optional(),
      /** How the phone is answered when not only by calls: texts only, or calls and texts (sms: links). */
      phoneTakes: z.enum(['texts', 'calls-and-texts']).optional(),
      /** The street address in parts, for a schema.org PostalAddress; `text` is the address as written. */
      address: z
        .object({
          text: z.string().max(500),
          street: z.string().max(200).optional(),
          locality: z.string().max(200).optional(),
          postcode: z.string().max(20).optional(),
          region: z.string().max(100).optional(),
          country: z
            .string()
            .regex(/^[A-Z]{2}$/, { message: 'must be a two-letter country code' })
            .optional(),
        })
        .optional(),
      /** The hours as written when `openingHours` was read from them; lines are used only while the page shows these hours. */
      hoursText: z.string().max(500).optional(),
      /** Opening hours that read without doubt, as schema.org lines. */
      openingHours: z
        .array(
          z.object({
            days: z
              .array(z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']))
              .min(1)
              .max(7),
            opens: z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, { message: 'must be a time (HH:MM)' }),
            closes: z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, { message: 'must be a time (HH:MM)' }),
          }),
        )
        .max(14)
        .optional(),
      /** The most specific schema.org type for the kind of business ("Bakery", "NailSalon"). */
      schemaType: z
        .string()
        .regex(/^[A-Z][A-Za-z]{1,60}$/, { message: 'must be a schema.org type name' })
        .optional(),
      /** The kind of business the built-in composer read from the description (a copy/kinds.json id), for its pictures. */
      kind: z
        .string()
        .regex(/^[a-z][a-z0-9-]{1,40}$/, { message: 'must be a kind id' })
        .optional(),
      /** The prices the owner gave, verbatim ("$30 per lesson"); absent when none were given. */
      priceRange: z.string().max(100).optional(),
      /** What a place that serves food cooks, as the description names it ("Mexican"). */
      servesCuisine: z.array(z.string().max(60)).max(5).optional(),
      /** Whether it takes reservations, when the description says so either way. */
      acceptsReservations: z.boolean().optional(),
      /** What the description did not give and the owner should add ("name", "contact"): the facts form asks for it. */
      missing: z
        .array(z.string().regex(/^[a-z][a-z-]{1,30}$/, { message: 'must be a fact id' }))
        .max(20)
        .optional(),
    })
    .optional(),
  /** The facts the owner set in the facts form; each overrides what the composer read from the description. */
  ownerFacts: ownerFactsSchema.optional(),
  /**
   * A short fingerprint of each text as the composer wrote it, by path: a text that no longer
   * matches its fingerprint was edited by hand, and a recomposition keeps it.
   */
  composed: z
    .record(z.string().max(160), z.string().max(16))
    .refine((map) => Object.keys(map).length <= 600, { message: 'must hold at most 600 texts' })
    .optional(),
});

export const contentSchema = z.object({
  version: z.literal(CONTENT_VERSION).default(CONTENT_VERSION),
  siteName: text.max(200),
  navigation: z
    .object({
      links: z
        .array(linkSchema)
        .max(12)
        .default(() => DEFAULT_NAV_LINKS.map((l) => ({ ...l }))),
    })
    .default(() => ({ links: DEFAULT_NAV_LINKS.map((l) => ({ ...l })) })),
  hero: heroSchema,
  about: z
    .object({ title: optionalText, content: optionalText, imageUrl: mediaUrl, imageCredit })
    .default({ title: '', content: '' }),
  servicesHeader: z
    .object({ title: optionalText, subtitle: text.optional() })
    .default({ title: 'Our Services' }),
  services: z.array(serviceSchema).max(60).default([]),
  contact: z
    .object({
      title: optionalText,
      address: optionalText,
      phone: optionalText,
      hours: optionalText,
      email: text.optional(),
    })
    .default({ title: 'Contact Us', address: '', phone: '', hours: '' }),
  footer: z
    .object({
      summary: optionalText,
      links: z.array(linkSchema).max(12).default([]),
      copyright: optionalText,
    })
    .default({ summary: '', links: [], copyright: '' }),
  widgets: z.array(widgetSchema).max(30).default([]),
  sections: z.array(sectionSchema).max(30).default([]),
  theme: themeSchema.optional(),
  meta: metaSchema.default({ language: 'en', placeholders: [] }),
});

export type Content = z.infer<typeof contentSchema>;
export type ContentInput = z.input<typeof contentSchema>;
export type Section = z.infer<typeof sectionSchema>;
export type Widget = z.infer<typeof widgetSchema>;
export type Service = z.infer<typeof serviceSchema>;
export type Hero = z.infer<typeof heroSchema>;
export type Link = z.infer<typeof linkSchema>;
export type Theme = z.infer<typeof themeSchema>;
export type Layout = z.infer<typeof layoutSchema>;
export type ContentMeta = z.infer<typeof metaSchema>;
