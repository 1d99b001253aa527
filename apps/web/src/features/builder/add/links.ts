import { t } from '../../../i18n/i18n';

/** Schemes the Add Link helper keeps as typed; anything else is taken as a web address. */
const KEPT_SCHEME = /^(https?:\/\/|mailto:|tel:)/i;

/** Adds https:// unless the address already has a web, mailto: or tel: scheme. */
export function normalizeLinkUrl(url: string): string {
  const trimmed = url.trim();
  if (!trimmed) return '';
  return KEPT_SCHEME.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`;
}

export type LinkResult = { ok: true; markup: string } | { ok: false; message: string };

/** The stored form of a link, `[text](url)`, or why it cannot be made. */
export function formatLink(text: string, url: string): LinkResult {
  // Brackets and parentheses would end the markup early, and a newline is outside its syntax.
  const label = text.replace(/[[\]\n]/g, ' ').trim();
  const href = normalizeLinkUrl(url).replace(
    /[()\s]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
  if (!label || !href) return { ok: false, message: t('builder.link.missing') };
  return { ok: true, markup: `[${label}](${href})` };
}

/** Inserts a link into a text at a caret offset (after the word it is in; the end when out of range). */
export function insertLink(text: string, markup: string, offset = text.length): string {
  let at = Math.min(Math.max(0, offset), text.length);
  // A caret inside a word would split it: the link goes after that word instead.
  while (at > 0 && at < text.length && /\S/.test(text[at - 1]) && /\S/.test(text[at])) at++;
  const before = text.slice(0, at);
  const after = text.slice(at);
  const gapBefore = before && !/\s$/.test(before) ? ' ' : '';
  const gapAfter = after && !/^\s/.test(after) ? ' ' : '';
  return `${before}${gapBefore}${markup}${gapAfter}${after}`;
}
