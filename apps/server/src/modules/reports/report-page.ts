import type { SiteLanguage } from '@mainstreet/site';
import { escapeHtml } from '../../lib/mail-words';
import { visitorWords } from '../../lib/visitor-words';
import { REPORT_REASONS } from './reports.schemas';

const STYLE =
  'body{font:1rem/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#0f172a}label{display:block;font-weight:600;margin-top:1rem}select,textarea,input{display:block;width:100%;box-sizing:border-box;font:inherit;padding:.5rem;margin-top:.25rem;border:1px solid #64748b;border-radius:.4rem}button{margin-top:1.25rem;font:inherit;font-weight:600;padding:.6rem 1.2rem;border:0;border-radius:.4rem;background:#4338ca;color:#fff}.error{color:#b91c1c}';

function page(language: SiteLanguage, title: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The report form, in the reported site's language: plain HTML that posts to itself, so it works with JavaScript off. */
export function reportFormPage(
  language: SiteLanguage,
  siteName: string,
  from: string,
  error?: string,
): string {
  const words = visitorWords(language);
  const options = Object.keys(REPORT_REASONS)
    .map((value) => {
      const reason = value as keyof typeof REPORT_REASONS;
      return `<option value="${reason}">${escapeHtml(words.reasons[reason])}</option>`;
    })
    .join('');
  const [before, after] = words.reportIntro.split('{site}').map(escapeHtml);
  return page(
    language,
    words.reportTitle,
    `<h1>${escapeHtml(words.reportTitle)}</h1><p>${before}<strong>${escapeHtml(siteName)}</strong>${after ?? ''}</p>${
      error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''
    }<form method="post"><input type="hidden" name="page" value="${escapeHtml(from)}"><label for="reason">${escapeHtml(words.reportReason)}</label><select id="reason" name="reason" required>${options}</select><label for="details">${escapeHtml(words.reportDetails)}</label><textarea id="details" name="details" rows="5" required maxlength="4000"></textarea><label for="email">${escapeHtml(words.reportEmail)}</label><input id="email" name="email" type="email" autocomplete="email" maxlength="320"><button type="submit">${escapeHtml(words.reportSend)}</button></form>`,
  );
}

export function reportSentPage(language: SiteLanguage): string {
  const words = visitorWords(language);
  return page(
    language,
    words.reportSentTitle,
    `<h1>${escapeHtml(words.reportThanks)}</h1><p role="status">${escapeHtml(words.reportSent)}</p>`,
  );
}

export function reportNotFoundPage(language: SiteLanguage): string {
  const words = visitorWords(language);
  return page(
    language,
    words.notFoundTitle,
    `<h1>${escapeHtml(words.notFoundTitle)}</h1><p>${escapeHtml(words.siteGone)}</p>`,
  );
}
