import { REPORT_REASONS } from './reports.schemas';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE =
  'body{font:1rem/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#0f172a}label{display:block;font-weight:600;margin-top:1rem}select,textarea,input{display:block;width:100%;box-sizing:border-box;font:inherit;padding:.5rem;margin-top:.25rem;border:1px solid #64748b;border-radius:.4rem}button{margin-top:1.25rem;font:inherit;font-weight:600;padding:.6rem 1.2rem;border:0;border-radius:.4rem;background:#4338ca;color:#fff}.error{color:#b91c1c}';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The report form: plain HTML that posts to itself, so it works with JavaScript off. */
export function reportFormPage(siteName: string, from: string, error?: string): string {
  const options = Object.entries(REPORT_REASONS)
    .map(([value, label]) => `<option value="${value}">${escapeHtml(label)}</option>`)
    .join('');
  return page(
    'Report a site',
    `<h1>Report a site</h1><p>Tell the people who run this server what is wrong with <strong>${escapeHtml(siteName)}</strong>. They review every report.</p>${
      error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''
    }<form method="post"><input type="hidden" name="page" value="${escapeHtml(from)}"><label for="reason">What is wrong</label><select id="reason" name="reason" required>${options}</select><label for="details">Details</label><textarea id="details" name="details" rows="5" required maxlength="4000"></textarea><label for="email">Your email (optional, if you want an answer)</label><input id="email" name="email" type="email" autocomplete="email" maxlength="320"><button type="submit">Send report</button></form>`,
  );
}

export function reportSentPage(): string {
  return page(
    'Report sent',
    '<h1>Thank you</h1><p role="status">Your report has been sent to the people who run this server.</p>',
  );
}

export function reportNotFoundPage(): string {
  return page('Not found', '<h1>Not found</h1><p>This site does not exist (any more).</p>');
}
