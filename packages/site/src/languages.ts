/**
 * The languages Mainstreet writes in: a site's copy and labels, the composer's reading and writing,
 * the app's screens and mails all read this one registry. `npm run new-language -- <code>` adds a
 * line here and scaffolds every per-language folder (CONTRIBUTING.md, "Add a language").
 *
 * `name` is the language in English (what a model is asked to write in), `ownName` as its speakers
 * write it (the language pickers), `locale` writes its numbers and dates, `variants` are the country
 * tags a browser or a description may give it, `iso3` is franc's code for its trigram model (without it,
 * only its marker words tell a description is in it).
 */
// biome-ignore format: one line per language, which new-language adds
const REGISTRY = [
  { code: 'en', name: 'English', ownName: 'English', locale: 'en-US', variants: ['en-GB', 'en-US', 'en-AU', 'en-CA', 'en-IE', 'en-NZ'], iso3: 'eng' },
  { code: 'es', name: 'Spanish', ownName: 'Español', locale: 'es-ES', variants: ['es-ES', 'es-MX', 'es-AR', 'es-CO', 'es-US'], iso3: 'spa' },
  { code: 'fr', name: 'French', ownName: 'Français', locale: 'fr-FR', variants: ['fr-FR', 'fr-BE', 'fr-CA', 'fr-CH'], iso3: 'fra' },
  { code: 'de', name: 'German', ownName: 'Deutsch', locale: 'de-DE', variants: ['de-DE', 'de-AT', 'de-CH'], iso3: 'deu' },
  // new-language: the next language's line goes above this one.
] as const;

export type SiteLanguage = (typeof REGISTRY)[number]['code'];
export type LanguageEntry = {
  code: SiteLanguage;
  name: string;
  ownName: string;
  locale: string;
  variants: readonly string[];
  iso3?: string;
};

/** Every language, in the registry's order (English first, the default). */
export const LANGUAGES: readonly LanguageEntry[] = REGISTRY;

/** The languages' codes, as zod's `z.enum` takes them. */
export const SITE_LANGUAGES = REGISTRY.map((l) => l.code) as [SiteLanguage, ...SiteLanguage[]];

/** The languages other than English, which have catalogs of their own beside the English ones. */
export const LOCAL_LANGUAGES = SITE_LANGUAGES.filter((l) => l !== 'en') as Array<Exclude<SiteLanguage, 'en'>>;

const BY_CODE = new Map<string, LanguageEntry>(REGISTRY.map((l) => [l.code, l]));

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return typeof value === 'string' && BY_CODE.has(value);
}

/** A language tag ("es-MX", "DE") as one of ours, English when it is none of them. */
export function siteLanguage(tag: string | undefined): SiteLanguage {
  const base = (tag ?? '').split('-')[0].toLowerCase();
  return isSiteLanguage(base) ? base : 'en';
}

/** A language's registry line; English's for a tag that is none of ours. */
export function languageEntry(tag: string | undefined): LanguageEntry {
  return BY_CODE.get(siteLanguage(tag)) as LanguageEntry;
}

/** Each language by its own name, for language pickers. */
export const SITE_LANGUAGE_NAMES = Object.fromEntries(REGISTRY.map((l) => [l.code, l.ownName])) as Record<
  SiteLanguage,
  string
>;

/** The locale that writes a language's numbers and dates ("de" → "de-DE"). */
export function localeOf(language: string | undefined): string {
  return languageEntry(language).locale;
}

/** How a language chooses "one", "few", "many"… for a count (Intl.PluralRules of its locale). */
export function pluralRules(language: string | undefined): Intl.PluralRules {
  return new Intl.PluralRules(localeOf(language));
}

/** A day as the language writes it in full ("28 November 2026", "28. November 2026"). */
export function dateFormat(language: string | undefined, options: { timeZone?: string } = {}) {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', ...options });
}
