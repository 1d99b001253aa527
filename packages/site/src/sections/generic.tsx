// @jsxRuntime automatic -- consumers run this source with their own JSX settings (tsx, vite); pin the runtime.
import type { ReactNode } from 'react';
import { useSite } from '../render/context';
import { gridClass } from '../render/grid';
import { Text } from '../render/text';
import { typesetHeading } from '../render/typeset';
import type { SectionProps } from './section-props';

type Item = { title: string; text: string; key: string };

const TEXT_KEYS = ['subtitle', 'content', 'description', 'text', 'body'];
const TITLE_KEYS = ['name', 'title', 'question', 'label'];
const ITEM_TEXT_KEYS = ['description', 'text', 'content', 'answer', 'quote'];

function firstString(record: Record<string, unknown>, keys: string[]): [string, string] | undefined {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return [key, value];
  }
  return undefined;
}

/** Items of the first array of objects in the content ("items", "members", …), by common field names. */
function itemsOf(content: Record<string, unknown>, path: string): { key: string; items: Item[] } | undefined {
  for (const [key, value] of Object.entries(content)) {
    if (!Array.isArray(value)) continue;
    const items: Item[] = [];
    value.forEach((entry, i) => {
      if (typeof entry === 'string' && entry.trim())
        items.push({ title: '', text: entry, key: `${path}.${key}.${i}` });
      if (typeof entry !== 'object' || entry === null) return;
      const record = entry as Record<string, unknown>;
      const title = firstString(record, TITLE_KEYS);
      const text = firstString(record, ITEM_TEXT_KEYS);
      if (title || text)
        items.push({ title: title?.[1] ?? '', text: text?.[1] ?? '', key: `${path}.${key}.${i}` });
    });
    if (items.length > 0) return { key, items };
  }
  return undefined;
}

/** A section type this version does not know: its title, its text fields and its list, as cards. */
export function GenericSection({
  content,
  path,
  anchor,
  name,
}: SectionProps<Record<string, unknown>>): ReactNode {
  const ctx = useSite();
  const title = typeof content.title === 'string' ? content.title : '';
  const texts = TEXT_KEYS.filter((k) => typeof content[k] === 'string');
  const list = itemsOf(content, path);
  return (
    <div className="wrap">
      <div className="sec-head">
        <Text path={`${path}.title`} value={title} as="h2" id={`${anchor}-title`} fallback={name} />
        {texts.map((k) => (
          <Text key={k} path={`${path}.${k}`} value={content[k] as string} className="prose" isMultiline />
        ))}
      </div>
      {list && (
        <ul className={gridClass(list.items.length)}>
          {list.items.map((item) => (
            <li key={item.key} className="card">
              {item.title && (
                <h3 {...(ctx.isEditable ? { 'data-path': item.key } : {})}>
                  {ctx.isEditable ? item.title : typesetHeading(item.title, ctx.language)}
                </h3>
              )}
              {item.text && <Text path={item.key} value={item.text} isMultiline />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
