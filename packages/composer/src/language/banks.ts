import type { Industry } from '@mainstreet/site';
import type { IndustryProfile } from '../industries';
import { PLACEHOLDER_TEXT } from '../placeholders';
import type { FixedCopy, LanguageBank } from './bank-types';
import { DE } from './de';
import { type SiteLanguage, siteLanguage } from './detect';
import { ES } from './es';
import { FR } from './fr';

export type { FixedCopy, LanguageBank } from './bank-types';

/** The composer's fixed English words, as they were before there were other languages. */
export const EN_FIXED: FixedCopy = {
  nav: { home: 'Home', about: 'About', services: 'Services', contact: 'Contact' },
  sectionNames: {
    aboutExpanded: 'Our approach',
    features: 'Highlights',
    pricing: 'Pricing',
    faq: 'Questions',
    cta: 'Call to action',
  },
  faqTitle: 'Frequently asked questions',
  pricesTitle: 'Prices',
  pricesSubtitle: 'Add your prices so visitors know what to expect.',
  featuresFallbackTitle: 'Why choose us',
  option: (n) => `Option ${n}`,
  hoursQuestion: 'When are you open?',
  // "We are open Tue–Sun 7–3."; hours that carry their own verb ("Open 7 days…", "Closed Sundays") stand alone.
  hoursAnswer: (hours) =>
    /^(?:open|closed)\b/i.test(hours)
      ? `${hours[0].toUpperCase()}${hours.slice(1)}.`
      : `We are open ${hours}.`,
  whereQuestion: 'Where can I find you?',
  whereAnswer: (addresses) => `You will find us at ${addresses}.`,
  contactQuestion: 'How can I get in touch?',
  call: (phones) => `call ${phones}`,
  email: (emails) => `email ${emails}`,
  or: ', or ',
  and: ' and ',
  // "Crumb & Co." keeps its one full stop.
  copyright: (name, year) => `© ${year} ${name.replace(/\.$/, '')}. All rights reserved.`,
  placeholders: PLACEHOLDER_TEXT,
  noNameWarning: (p) => `No business name was found in the description; replace "${p}".`,
};

const BANKS: Record<Exclude<SiteLanguage, 'en'>, LanguageBank> = { es: ES, fr: FR, de: DE };

export function bankFor(language: SiteLanguage): LanguageBank | undefined {
  return language === 'en' ? undefined : BANKS[language];
}

export function fixedCopyFor(language: SiteLanguage): FixedCopy {
  return bankFor(language)?.fixed ?? EN_FIXED;
}

/**
 * The phrase bank for a site in a language other than English: the language's generic bank, the
 * industry's noun and offerings, and the kind's own copy over them when the language has it.
 */
export function localProfile(
  bank: LanguageBank,
  industry: Industry,
  kindId: string | undefined,
): IndustryProfile {
  const kind = kindId ? bank.kinds[kindId] : undefined;
  const trade = bank.industries[industry];
  const base: IndustryProfile = {
    ...bank.profile,
    noun: trade.noun,
    services: trade.services ?? bank.profile.services,
  };
  if (!kind) return base;
  const { words: _words, ...copy } = kind;
  return { ...base, ...copy };
}

const escapeWord = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const WORD_PATTERNS = new Map<LanguageBank, Array<{ kindId: string; pattern: RegExp; length: number }>>();

/**
 * The kind a description names in its own language ("panadería en Madrid" → bakery): the earliest
 * word, the longest where two start together. Used where the English kind table finds none.
 */
export function kindInLanguage(language: SiteLanguage, text: string): string | undefined {
  const bank = bankFor(language);
  if (!bank) return undefined;
  let patterns = WORD_PATTERNS.get(bank);
  if (!patterns) {
    patterns = Object.entries(bank.kinds).flatMap(([kindId, kind]) =>
      kind.words.map((word) => ({
        kindId,
        pattern: new RegExp(`(?<![\\p{L}\\d])${escapeWord(word)}(?:e?s)?(?![\\p{L}\\d])`, 'iu'),
        length: word.length,
      })),
    );
    WORD_PATTERNS.set(bank, patterns);
  }
  let best: { kindId: string; at: number; length: number } | undefined;
  for (const { kindId, pattern, length } of patterns) {
    const m = pattern.exec(text);
    if (!m) continue;
    if (!best || m.index < best.at || (m.index === best.at && length > best.length))
      best = { kindId, at: m.index, length };
  }
  return best?.kindId;
}

/** The visible stand-ins for missing facts in a site's language ("Añade tu dirección"). */
export function placeholdersFor(language: string | undefined): FixedCopy['placeholders'] {
  return fixedCopyFor(siteLanguage(language)).placeholders;
}
