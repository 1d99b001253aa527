// @jsxRuntime automatic -- consumers run this source with their own JSX settings (tsx, vite); pin the runtime.
import { Fragment, type ReactNode } from 'react';
import { isShown, useSite } from './context';
import { LinkedText } from './linked-text';

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

function Paragraphs({ text }: { text: string }): ReactNode {
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
            <LinkedText text={line} />
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
  return (
    <Tag className={className} id={id} {...hooks}>
      {isMultiline ? <Paragraphs text={value} /> : isPlain ? value : <LinkedText text={value} />}
    </Tag>
  );
}
