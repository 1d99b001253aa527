import { match } from '@formatjs/intl-localematcher';
import {
  isSiteLanguage,
  localeOf,
  SITE_LANGUAGE_NAMES,
  SITE_LANGUAGES,
  type SiteLanguage,
} from '@mainstreet/site';

/** The app speaks the languages Mainstreet writes sites in: one list, kept by packages/site. */
export const APP_LANGUAGES = SITE_LANGUAGES;
export type AppLanguage = SiteLanguage;

/** Each language by its own name, for the header's switcher and the Language setting. */
export const LANGUAGE_NAMES = SITE_LANGUAGE_NAMES;

/** The locale that writes each language's dates and numbers (the registry's, packages/site languages.ts). */
export const LOCALES = Object.fromEntries(SITE_LANGUAGES.map((l) => [l, localeOf(l)])) as Record<
  AppLanguage,
  string
>;

export function isAppLanguage(value: unknown): value is AppLanguage {
  return isSiteLanguage(value);
}

/**
 * The best of our languages for a browser's list ("es-MX, en;q=0.8" → es), by the standard
 * lookup; English when none of them is asked for.
 */
export function matchLanguage(requested: readonly string[]): AppLanguage {
  const valid = requested.filter((tag) => {
    try {
      return Intl.getCanonicalLocales(tag).length > 0;
    } catch {
      return false;
    }
  });
  const found = match(valid, APP_LANGUAGES, 'en', { algorithm: 'best fit' });
  return isAppLanguage(found) ? found : 'en';
}
