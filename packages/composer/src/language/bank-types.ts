import type { Industry } from '@mainstreet/site/model';
import type { IndustryProfile, Item } from '../industries';

/** The fixed words the composer itself writes around the phrase bank, in one language. */
export type FixedCopy = {
  nav: { home: string; about: string; services: string; contact: string };
  sectionNames: { aboutExpanded: string; features: string; pricing: string; faq: string; cta: string };
  faqTitle: string;
  pricesTitle: string;
  /** The owner instruction above a pricing block whose prices are still to fill in. */
  pricesSubtitle: string;
  featuresFallbackTitle: string;
  option: (n: number) => string;
  hoursQuestion: string;
  hoursAnswer: (hours: string) => string;
  whereQuestion: string;
  whereAnswer: (addresses: string) => string;
  contactQuestion: string;
  call: (phones: string) => string;
  email: (emails: string) => string;
  /** Joins the ways to get in touch ("call …, or email …"). */
  or: string;
  /** The word before the last item of a list ("a, b and c"). */
  and: string;
  copyright: (name: string, year: number) => string;
  placeholders: { siteName: string; address: string; phone: string; hours: string; email: string };
  noNameWarning: (placeholder: string) => string;
};

/** A kind's own copy in a language, over the language's generic bank. */
export type KindBank = Partial<Omit<IndustryProfile, 'services'>> & {
  noun: string;
  /** Words owners use for the kind in this language, lower case ("panadería"). */
  words: string[];
  services: Item[];
};

/**
 * The phrase bank of one language other than English: generic templates for every section, the
 * industries' nouns and offerings, and the most common kinds' own copy. Templates use {name},
 * {location}, {year}, {services} and {service}; {noun} is the kind or industry's noun.
 */
export type LanguageBank = {
  fixed: FixedCopy;
  profile: IndustryProfile;
  industries: Record<Industry, { noun: string; services?: Item[] }>;
  kinds: Record<string, KindBank>;
};
