import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web app keeps website content in one place: the website query (the server copy) and the
 * editor store (the one local copy, persisted as the browser record). A second holder — React
 * state, a ref, a context, a module variable or a storage key with content in it — goes out of
 * step with the first (stale previews, a false "Unsaved changes", a live address after a
 * take-down). This guard reads the source and fails on one.
 */
const SRC = path.resolve(import.meta.dirname, '../../..');

/** The store, its registry and its persisted form: the only files that may hold content. */
const STORE_FILES = new Set(
  ['store/editor-store.ts', 'site/site-store.ts', 'store/session-record.ts'].map((file) =>
    path.join(SRC, 'features/builder', file),
  ),
);

/** Types that carry website content; the types declared with a `content` field are added. */
const KNOWN_CONTENT_TYPES = ['Content', 'StoredWebsite', 'Website', 'SessionRecord', 'GeneratedSite'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function contentTypes(files: { text: string }[]): string[] {
  const names = new Set(KNOWN_CONTENT_TYPES);
  for (const { text } of files)
    for (const [, name, body] of text.matchAll(/\btype\s+(\w+)(?:<[^>]*>)?\s*=\s*\{([^}]*)\}/g))
      if (/\bcontent\??\s*:/.test(body)) names.add(name);
  return [...names];
}

/** Every place in `root` that holds website content outside the one store; empty when none. */
function findContentHolders(root: string): string[] {
  const files = sourceFiles(root).map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));
  const types = contentTypes(files).join('|');
  const rules: [string, RegExp][] = [
    [
      'React state, ref or context typed with content',
      new RegExp(`\\b(?:useState|useRef|useReducer|createContext)\\s*<[^;]*?\\b(?:${types})\\b`),
    ],
    ['React state started from content', /\buse(?:State|Ref)\s*\(\s*[\w.?]*\.content\b/],
    [
      'module variable typed with content',
      new RegExp(
        `^(?:export\\s+)?(?:let|var)\\s+\\w+\\s*:[^=]*(?:\\b(?:${types})\\b|\\bcontent\\??\\s*:)`,
        'm',
      ),
    ],
    [
      'module map or set of content',
      new RegExp(
        `^(?:export\\s+)?(?:const|let)\\s+\\w+\\s*=\\s*new\\s+(?:Map|Set|WeakMap)\\s*<[^>]*\\b(?:${types})\\b`,
        'm',
      ),
    ],
    ['content written to browser storage', /\b(?:storage\.set|setItem)\s*\([^;]*\bcontent\b/],
  ];
  const found: string[] = [];
  for (const { file, text } of files) {
    if (STORE_FILES.has(file)) continue;
    for (const [rule, pattern] of rules)
      if (pattern.test(text)) found.push(`${path.relative(root, file)}: ${rule}`);
  }
  return found;
}

describe('website content has one holder', () => {
  it('no file of the web app keeps content outside the editor store and the website query', () => {
    expect(findContentHolders(SRC)).toEqual([]);
  });
});
