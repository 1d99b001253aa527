import { visitorWordsFor } from '@mainstreet/site';
import { escapeHtml } from '../../lib/mail-words';

/** The note a visitor sees after sending a contact message; plain HTML, works with JavaScript off. */
const thankYouNote = (words: string) =>
  `<div role="status" style="position:fixed;left:50%;bottom:1.5rem;transform:translateX(-50%);z-index:2147483647;max-width:90vw;padding:.9rem 1.4rem;border-radius:.6rem;background:#14532d;color:#fff;font:600 1rem/1.4 system-ui,sans-serif;box-shadow:0 6px 24px rgba(0,0,0,.25)">${escapeHtml(words)}</div>`;

/** Hosts that cannot vary a page by query string (Netlify) get this page beside index.html. */
export const THANK_YOU_PAGE = 'thank-you.html';

/** The page with the thank-you note added before </body>, in the page's own language (its `lang`). */
export function withThankYou(body: Buffer): Buffer {
  const html = body.toString('utf8');
  const lang = /<html\b[^>]*\blang="([^"]*)"/i.exec(html)?.[1];
  const note = thankYouNote(visitorWordsFor(lang).sent);
  const at = html.search(/<\/body>/i);
  return Buffer.from(at === -1 ? html + note : html.slice(0, at) + note + html.slice(at), 'utf8');
}
