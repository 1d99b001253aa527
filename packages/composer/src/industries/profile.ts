/** A piece of copy with a name and a description (a service, a feature). */
export type Item = { name: string; description: string };

/**
 * The phrase bank of one industry. Strings are templates: {name}, {noun}, {location}, {audience},
 * {year}, {services}, {service}; a [bracketed part] is dropped when a value inside it is unknown,
 * and a template whose unbracketed values are unknown is never chosen.
 */
export type IndustryProfile = {
  noun: string;
  headlines: string[];
  subtitles: string[];
  buttons: string[];
  aboutTitles: string[];
  about: string[];
  servicesTitles: string[];
  servicesSubtitles: string[];
  /** Default offerings; `when` ranks one first when the description mentions it. */
  services: Array<Item & { when?: RegExp }>;
  /** Description of a service the owner listed, by template on {service}. */
  serviceLines: string[];
  featuresTitle: string;
  features: Item[];
  faq: Array<{ question: string; answer: string }>;
  ctaTitles: string[];
  ctaSubtitles: string[];
  ctaButtons: string[];
  /** Plan names for a pricing section with prices left to fill in; empty: no pricing unless prices are given. */
  plans: Array<{ name: string; features: string[] }>;
  aboutExpandedTitle: string;
  aboutExpanded: string[];
  contactTitle: string;
  footers: string[];
};
