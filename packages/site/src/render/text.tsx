// @jsxRuntime automatic -- consumers run this source with their own JSX settings (tsx, vite); pin the runtime.
import { Fragment, type ReactNode } from 'react';
import { isShown, useSite } from './context';
import { LinkedText } from './linked-text';
import { keepTogether, typesetHeading } from './typeset';

type Tag = 'h1' | 'h2' | 'h3' | 'p' | 'span' | 'div' | 'dd' | 'summary' | 'strong';

type TextProps = {
  path: string;
  value: string | undefined;
  as?: Tag;
  className?: string;
  id?: string;
  /** Blank lines start new paragraphs (rendered inside a div). */
  isMultiline?: boolean;
  /** Shown (without an edit hook) when the value is missing in published output. */
  fallback?: string;
  /** No links: for text inside interactive elements (a summary, a button). */
  isPlain?: boolean;
};

/** Tags set large, where a long word would not fit a phone's line. */
const HEADINGS: ReadonlySet<Tag> = new Set(['h1', 'h2', 'h3', 'summary', 'strong']);

function Paragraphs({ text, typeset }: { text: string; typeset?: (words: string) => string }): ReactNode {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: static markup of content arrays; the position is the identity
      <p key={i}>
        {p.split('\n').map((line, j) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static markup of content arrays; the position is the identity
          <Fragment key={j}>
            {j > 0 && <br />}
            <LinkedText text={line} typeset={typeset} />
          </Fragment>
        ))}
      </p>
    ));
}

/** One editable text: escaped, [text](url) links, a data-path hook in the editor. */
export function Text({
  path,
  value: raw,
  as = 'p',
  className,
  id,
  isMultiline,
  fallback,
  isPlain,
}: TextProps): ReactNode {
  const ctx = useSite();
  const value = raw ?? '';
  const Tag = isMultiline ? 'div' : as;
  if (!isShown(ctx, path, raw)) {
    if (!fallback) return null;
    const Fallback = as;
    return (
      <Fallback className={className} id={id}>
        {fallback}
      </Fallback>
    );
  }
  const isEmpty = !value.trim();
  const hooks = ctx.isEditable
    ? {
        'data-path': path,
        'data-placeholder': ctx.placeholders.has(path) ? '' : undefined,
        'data-empty': isEmpty ? '' : undefined,
      }
    : {};
  // Published words are typeset; the editor shows (and saves) exactly what the owner typed.
  const typeset = ctx.isEditable
    ? undefined
    : HEADINGS.has(as)
      ? (words: string) => typesetHeading(words, ctx.language)
      : keepTogether;
  return (
    <Tag className={className} id={id} {...hooks}>
      {isMultiline ? (
        <Paragraphs text={value} typeset={typeset} />
      ) : isPlain ? (
        (typeset?.(value) ?? value)
      ) : (
        <LinkedText text={value} typeset={typeset} />
      )}
    </Tag>
  );
}
