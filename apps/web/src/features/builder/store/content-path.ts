import type { Content } from '@mainstreet/site';

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

/** The value at a dotted path ("services.2.name"), or undefined when any step is missing. */
export function getAt(root: unknown, path: string): unknown {
  let node: unknown = root;
  for (const key of path.split('.')) {
    if (!isContainer(node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

function setIn(node: unknown, keys: string[], value: unknown): unknown {
  if (keys.length === 0) return value;
  const [key, ...rest] = keys;
  if (Array.isArray(node)) {
    const index = Number(key);
    if (!Number.isInteger(index) || index < 0 || index > node.length)
      throw new Error(`no item ${key} in list`);
    const copy = node.slice();
    copy[index] = setIn(node[index], rest, value);
    return copy;
  }
  const base = isContainer(node) ? (node as Record<string, unknown>) : {};
  return { ...base, [key]: setIn(base[key], rest, value) };
}

/** A copy of the content with one value replaced; only the objects along the path are copied. */
export function setAt<T>(root: T, path: string, value: unknown): T {
  return setIn(root, path.split('.'), value) as T;
}

/** A copy with a path's value changed by a function of the old one. */
export function updateAt<T, V>(root: T, path: string, update: (old: V | undefined) => V): T {
  return setAt(root, path, update(getAt(root, path) as V | undefined));
}

/** Whether the path names a text the owner may edit in place (not a list, widget or section wrapper). */
export function isTextPath(content: Content, path: string): boolean {
  const value = getAt(content, path);
  if (typeof value === 'string') return true;
  // Optional texts (a subtitle the composer left out) are absent until first typed.
  if (value !== undefined) return false;
  const parent = getAt(content, path.split('.').slice(0, -1).join('.'));
  return isContainer(parent) && !Array.isArray(parent);
}

/** Sets a text and, once it holds something, drops its placeholder mark so the highlight goes. */
export function setText(content: Content, path: string, value: string): Content {
  const next = setAt(content, path, value);
  const placeholders = content.meta.placeholders;
  if (!value.trim() || !placeholders.includes(path)) return next;
  return { ...next, meta: { ...next.meta, placeholders: placeholders.filter((p) => p !== path) } };
}
