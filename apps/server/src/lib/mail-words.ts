import type { SiteLanguage } from '@mainstreet/site';
import { MAIL_COPY_BY_LANGUAGE } from './mail-copy';

/** The product's name, as every mail signs and heads it. */
export const PRODUCT = 'Mainstreet';

export type MailWords = keyof typeof MAIL_COPY_BY_LANGUAGE.en;

/** The mails' words in each language (mail-copy/<lang>.json; a test keeps them alike). */
export const MAIL_COPY: Record<SiteLanguage, Record<MailWords, string>> = MAIL_COPY_BY_LANGUAGE;

/** One line in the language, with `{product}` and the given values filled in. */
export function say(
  language: SiteLanguage,
  id: MailWords,
  values: Record<string, string | number> = {},
): string {
  return MAIL_COPY[language][id].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name === 'product' ? PRODUCT : name in values ? String(values[name]) : whole,
  );
}

/** Text made safe inside a mail's HTML. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}
