import {
  findAddresses,
  findEmails,
  findHours,
  findPhones,
  findPrices,
  phoneDigits,
  priceDigits,
} from '../extract/contact';
import { unlicensedClaims } from '../language/claims';
import type { ModelCopy } from './copy-schema';

/** What the claims list does not cover but a model likes to add: links, and quotes that read as testimonials. */
const INVENTIONS: RegExp[] = [
  /https?:\/\/|\bwww\./i,
  // A quotation with a name after it reads as a testimonial.
  /["“«„][^"”»“]{8,}["”»“]\s*[-–—]\s*\p{Lu}/u,
];

type Allowed = {
  /** The description as written, which licenses the claims it makes. */
  prompt: string;
  text: string;
  digits: Set<string>;
  phones: Set<string>;
  emails: Set<string>;
  prices: Set<string>;
  hours?: string;
};

function allowedFrom(prompt: string): Allowed {
  return {
    prompt,
    text: prompt.toLowerCase().replace(/\s+/g, ' '),
    digits: new Set(prompt.match(/\d+/g) ?? []),
    phones: new Set(findPhones(prompt).map(phoneDigits)),
    emails: new Set(findEmails(prompt).map((e) => e.toLowerCase())),
    prices: new Set(findPrices(prompt).map((p) => priceDigits(p.price))),
    hours: findHours(prompt),
  };
}

/** Why a sentence states something the description does not, or undefined when it is clean. */
function inventedFact(sentence: string, allowed: Allowed): string | undefined {
  if (findEmails(sentence).some((e) => !allowed.emails.has(e.toLowerCase()))) return 'email';
  if (findPhones(sentence).some((p) => !allowed.phones.has(phoneDigits(p)))) return 'phone';
  if (findPrices(sentence).some((p) => !allowed.prices.has(priceDigits(p.price)))) return 'price';
  const normalised = (s: string) => s.toLowerCase().replace(/\s+/g, ' ');
  if (findAddresses(sentence).some((a) => !allowed.text.includes(normalised(a)))) return 'address';
  const hours = findHours(sentence);
  if (hours && (!allowed.hours || phoneDigits(hours) !== phoneDigits(allowed.hours))) return 'hours';
  // Numbers (years in business, customer counts, times) must come from the description.
  if ((sentence.match(/\d{2,}/g) ?? []).some((d) => !allowed.digits.has(d))) return 'number';
  // The same claims checker the phrase banks are tested with, in the site's four languages.
  if (unlicensedClaims(sentence, allowed.prompt).length > 0) return 'claim';
  for (const invention of INVENTIONS) {
    const m = invention.exec(sentence);
    if (m && !allowed.text.includes(m[0].toLowerCase())) return 'claim';
  }
  return undefined;
}

export type GuardReport = { removed: Array<{ field: string; reason: string; text: string }> };

/** Drop every sentence of a text that states a fact the description lacks; may return ''. */
function guardText(field: string, text: string, allowed: Allowed, report: GuardReport): string {
  // A sentence ends at . ! or ? before a space, so "info@x.com" or "$9.99" stay whole.
  const sentences = text.split(/(?<=[.!?])\s+/);
  const kept: string[] = [];
  for (const sentence of sentences) {
    const reason = inventedFact(sentence, allowed);
    if (reason) report.removed.push({ field, reason, text: sentence.trim() });
    else kept.push(sentence);
  }
  return kept.join(' ').trim();
}

/**
 * Remove facts the model stated that the description did not give. A text left empty is returned
 * empty; the caller puts the built-in composer's copy in its place.
 */
export function guardCopy(copy: ModelCopy, prompt: string): { copy: ModelCopy; report: GuardReport } {
  const allowed = allowedFrom(prompt);
  const report: GuardReport = { removed: [] };
  const g = (field: string, text: string) => guardText(field, text, allowed, report);
  const guarded: ModelCopy = {
    headline: g('headline', copy.headline),
    subtitle: g('subtitle', copy.subtitle),
    button: g('button', copy.button),
    about: g('about', copy.about),
    servicesTitle: g('servicesTitle', copy.servicesTitle),
    servicesSubtitle: g('servicesSubtitle', copy.servicesSubtitle),
    services: copy.services.map((s, i) => ({
      name: g(`services.${i}.name`, s.name),
      description: g(`services.${i}.description`, s.description),
    })),
    features: copy.features
      .map((f, i) => ({
        name: g(`features.${i}.name`, f.name),
        description: g(`features.${i}.description`, f.description),
      }))
      .filter((f) => f.name && f.description),
    faq: copy.faq
      .map((q, i) => ({
        question: g(`faq.${i}.question`, q.question),
        answer: g(`faq.${i}.answer`, q.answer),
      }))
      .filter((q) => q.question && q.answer),
    aboutMore: g('aboutMore', copy.aboutMore),
    ctaTitle: g('ctaTitle', copy.ctaTitle),
    ctaSubtitle: g('ctaSubtitle', copy.ctaSubtitle),
    ctaButton: g('ctaButton', copy.ctaButton),
    footer: g('footer', copy.footer),
    seo: g('seo', copy.seo),
  };
  return { copy: guarded, report };
}

/**
 * Guards free texts (an editor's rewrite) against what the owner has said: the description and
 * `ownWords` (the texts as they stood, and the owner's instruction). A text left empty keeps `fallback`.
 */
export function guardTexts(
  texts: string[],
  prompt: string,
  ownWords: string[],
): { texts: string[]; removed: Array<{ index: number; reason: string; text: string }> } {
  const allowed = allowedFrom([prompt, ...ownWords].join('\n'));
  const removed: Array<{ index: number; reason: string; text: string }> = [];
  const guarded = texts.map((text, index) => {
    const report: GuardReport = { removed: [] };
    const kept = guardText(String(index), text, allowed, report);
    for (const r of report.removed) removed.push({ index, reason: r.reason, text: r.text });
    return kept;
  });
  return { texts: guarded, removed };
}
