import { type Industry, LOCAL_LANGUAGES } from '@mainstreet/site/model';
import { fixedCopyFrom } from '../catalog/fixed-copy';
import { CATALOGS, type LocalLanguage } from '../catalog/load';
import type { IndustryProfile } from '../industries';
import { KIND_BY_ID, qualifiedAway } from '../kinds';
import type { Voice } from '../section-labels';
import type { FixedCopy, KindBank, LanguageBank } from './bank-types';
import { type SiteLanguage, siteLanguage } from './detect';

export type { FixedCopy, LanguageBank } from './bank-types';

/** The composer's fixed English words (copy/en/generic.json). */
export const EN_FIXED: FixedCopy = fixedCopyFrom(CATALOGS.en.generic.fixed);

/** A language's bank from its catalogs: generic copy, industries, and the kinds the registry gives a noun in it. */
function bankOf(language: LocalLanguage): LanguageBank {
  const { generic, industries, kinds } = CATALOGS.local[language];
  const kindBanks: Record<string, KindBank> = {};
  for (const entry of CATALOGS.registry) {
    const copy = kinds.get(entry.id);
    const noun = entry.noun[language];
    if (copy && noun) kindBanks[entry.id] = { noun, words: entry.localWords?.[language] ?? [], ...copy };
  }
  return { fixed: fixedCopyFrom(generic.fixed), profile: generic.profile, industries, kinds: kindBanks };
}

const BANKS = Object.fromEntries(LOCAL_LANGUAGES.map((l) => [l, bankOf(l)])) as Record<
  LocalLanguage,
  LanguageBank
>;

export function bankFor(language: SiteLanguage): LanguageBank | undefined {
  return language === 'en' ? undefined : BANKS[language];
}

/** Each language's fixed words as said by one person ("About me", "call me on …"), for an owner who writes "I". */
const SINGULAR_FIXED = new Map<SiteLanguage, FixedCopy>(
  (['en', 'es', 'fr', 'de'] as const).map((language) => {
    const data = language === 'en' ? CATALOGS.en.generic.fixed : CATALOGS.local[language].generic.fixed;
    const { singular, ...plain } = data;
    const merged = {
      ...plain,
      ...singular,
      nav: { ...plain.nav, ...singular?.nav },
      sectionNames: { ...plain.sectionNames, ...singular?.sectionNames },
    };
    return [language, fixedCopyFrom(merged)];
  }),
);

/** The composer's fixed words in the language, said by one person when `voice` is singular. */
export function fixedCopyFor(language: SiteLanguage, voice?: Voice): FixedCopy {
  if (voice === 'singular') return SINGULAR_FIXED.get(language) ?? EN_FIXED;
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
        // Not after a hyphen: "Tire-Bouchon" is a name, no bouchon (restaurant).
        pattern: new RegExp(`(?<![\\p{L}\\d-])${escapeWord(word)}(?:e?s|e?n)?(?![\\p{L}\\d])`, 'iu'),
        length: word.length,
      })),
    );
    WORD_PATTERNS.set(bank, patterns);
  }
  let best: { kindId: string; at: number; length: number } | undefined;
  for (const { kindId, pattern, length } of patterns) {
    const m = pattern.exec(text);
    const kind = KIND_BY_ID.get(kindId);
    if (!m || (kind && qualifiedAway(text, m.index, m.index + m[0].length, kind))) continue;
    if (!best || m.index < best.at || (m.index === best.at && length > best.length))
      best = { kindId, at: m.index, length };
  }
  return best?.kindId;
}

/** The visible stand-ins for missing facts in a site's language ("Añade tu dirección"). */
export function placeholdersFor(language: string | undefined): FixedCopy['placeholders'] {
  return fixedCopyFor(siteLanguage(language)).placeholders;
}
