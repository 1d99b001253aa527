import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * What the docs a newcomer reads cite exists: every file named in backticks or linked, and every
 * function, type or constant named in backticks, is found in the repository. A rename that leaves a
 * doc pointing at nothing fails here.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const DOCS = [
  'README.md',
  'CONTRIBUTING.md',
  'docs/ARCHITECTURE.md',
  'docs/architecture-detail.md',
  ...fs
    .readdirSync(path.join(ROOT, 'docs/decisions'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/decisions/${name}`),
];

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
const basenames = new Set(tracked.map((file) => path.basename(file)));
const SOURCE = /\.(ts|tsx|mjs|json)$/;
const sources = tracked
  .filter(
    (file) =>
      SOURCE.test(file) && !file.includes('/copy/') && !/(copy\.compiled|package-lock)\.json$/.test(file),
  )
  .map((file) => fs.readFileSync(path.join(ROOT, file), 'utf8'))
  .join('\n');

/**
 * A backticked file name: a path of word characters with one of our extensions, no wildcard; not an
 * address (`/api/openapi.json`) and not a build's output (`dist/`).
 */
const FILE = /^(?!\/)(?!.*\bdist\/)[\w./@-]+\.(ts|tsx|mjs|js|json|md|yaml|css)$/;
/** A backticked identifier: camelCase, PascalCase or SCREAMING_CASE, alone or with `()`. */
const IDENTIFIER = /^([a-z]+[A-Z]\w*|[A-Z][a-z]+[A-Z]\w*|[A-Z][A-Z0-9]*_[A-Z0-9_]+)(\(\))?$/;

/** Names the docs cite as what the specification has and the product does not (decision 0008 §4). */
const NOT_OURS = new Set(['currentEditingWebsite']);

function fileExists(cited: string, doc: string): boolean {
  const name = cited.replace(/^\.\//, '');
  if (!name.includes('/')) return basenames.has(name);
  if (fs.existsSync(path.join(ROOT, name)) || fs.existsSync(path.join(ROOT, path.dirname(doc), name)))
    return true;
  return tracked.some((file) => file.endsWith(`/${name}`));
}

function citations(doc: string) {
  const text = fs.readFileSync(path.join(ROOT, doc), 'utf8');
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1].trim());
  const links = [...text.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)]
    .map((m) => m[1])
    .filter((href) => !/^[a-z]+:/.test(href));
  return {
    files: [...spans.filter((s) => FILE.test(s)), ...links],
    identifiers: spans.filter((s) => IDENTIFIER.test(s)).map((s) => s.replace(/\(\)$/, '')),
  };
}

describe('the docs cite what exists', () => {
  it.each(DOCS)('%s', (doc) => {
    const { files, identifiers } = citations(doc);
    const missingFiles = files.filter((file) => !fileExists(file, doc));
    const missingNames = identifiers.filter(
      (name) => !NOT_OURS.has(name) && !new RegExp(`\\b${name}\\b`).test(sources),
    );
    expect({ missingFiles, missingNames }).toEqual({ missingFiles: [], missingNames: [] });
  });

  it('cites files and names at all (the patterns still match the docs)', () => {
    const all = DOCS.map(citations);
    expect(all.flatMap((c) => c.files).length).toBeGreaterThan(100);
    expect(all.flatMap((c) => c.identifiers).length).toBeGreaterThan(30);
  });
});
