// Written by `npm run new-language` from the language files beside it (one import each); do not edit.
import type { SiteLanguage } from '@mainstreet/site';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };

export const MAIL_COPY_BY_LANGUAGE = { de, en, es, fr } satisfies Record<
  SiteLanguage,
  Record<keyof typeof en, string>
>;
