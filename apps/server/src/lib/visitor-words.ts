import { type SiteLanguage, siteLanguage, type VisitorWords, visitorWordsFor } from '@mainstreet/site';
import { escapeHtml } from './mail-words';

export type { VisitorWords };

/** The language a stored site is written in (its content's `meta.language`), English when unknown. */
export function languageOfStoredSite(content: string | null | undefined): SiteLanguage {
  try {
    const language = (JSON.parse(content ?? '{}') as { meta?: { language?: unknown } }).meta?.language;
    return siteLanguage(typeof language === 'string' ? language : undefined);
  } catch {
    return 'en';
  }
}

/** What the server says to a visitor of a site, in the site's language (packages/site labels, `visitor`). */
export const visitorWords = (language: SiteLanguage): VisitorWords => visitorWordsFor(language);

const STYLE = 'font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem';

/** A plain page for a visitor (no script, works with JavaScript off): `body` is HTML, the title is text. */
export function visitorPage(
  language: SiteLanguage,
  title: string,
  body: string,
  options: { noindex?: boolean } = {},
): string {
  const robots = options.noindex ? '<meta name="robots" content="noindex">' : '';
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${robots}<title>${escapeHtml(title)}</title></head><body style="${STYLE}">${body}</body></html>`;
}
