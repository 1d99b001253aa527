// @jsxRuntime automatic -- consumers run this source with their own JSX settings (tsx, vite); pin the runtime.
import { Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { isExternalHref } from './safe-url';

export type TextPart = { text: string; href?: string };

// The editor's Add Link helper stores links as [text](url); nested brackets are not part of the syntax.
const LINK = /\[([^[\]\n]{1,500})\]\(([^()\s]{1,2048})\)/g;

/** Splits text into plain parts and links; a link whose address is unsafe stays plain text, verbatim. */
export function parseLinkedText(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, url] = match;
    if (!isExternalHref(url)) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: label, href: url });
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The text without link syntax: for meta tags, titles and structured data. */
export function plainText(text: string): string {
  return parseLinkedText(text)
    .map((p) => p.text)
    .join('');
}

/** `typeset` shapes the words shown (no-break spaces, soft hyphens); link addresses stay as written. */
export function LinkedText({
  text,
  typeset,
}: {
  text: string;
  typeset?: (words: string) => string;
}): ReactNode {
  return parseLinkedText(text).map((part, i) =>
    part.href ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: static markup of content arrays; the position is the identity
      <a key={i} href={part.href} target="_blank" rel="noopener noreferrer">
        {typeset ? typeset(part.text) : part.text}
      </a>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: static markup of content arrays; the position is the identity
      <Fragment key={i}>{typeset ? typeset(part.text) : part.text}</Fragment>
    ),
  );
}

/** HTML for a text with [text](url) links: everything escaped, only safe links become anchors. */
export function renderLinkedText(text: string): string {
  return renderToStaticMarkup(<LinkedText text={text} />);
}
