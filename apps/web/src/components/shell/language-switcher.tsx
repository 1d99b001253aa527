import { Languages } from 'lucide-react';
import { useLanguageSwitch } from '../../features/settings/use-account-language';
import { useT } from '../../i18n/i18n';
import { APP_LANGUAGES, isAppLanguage, LANGUAGE_NAMES } from '../../i18n/languages';

/**
 * The header's language choice: a native select (no popover code on the landing page) over an icon,
 * with the language's code beside it from `sm` up; 40 px wide on a phone, so the header still fits
 * 320 px in German. Each language is named in its own words.
 */
export function LanguageSwitcher() {
  const t = useT();
  const switchLanguage = useLanguageSwitch();
  return (
    <span className="relative inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-2 text-sm font-semibold text-slate-700 uppercase focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-indigo-600 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800">
      <Languages className="size-5" aria-hidden />
      <span className="hidden sm:inline" aria-hidden>
        {t.language}
      </span>
      <select
        aria-label={t('shell.language.label')}
        value={t.language}
        onChange={(event) => {
          if (isAppLanguage(event.target.value)) void switchLanguage(event.target.value);
        }}
        className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
      >
        {APP_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </span>
  );
}
