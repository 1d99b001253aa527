import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { declaredNames, type Finding, findWords, languagesOf, readLexicon } from './word-guard';

// packages/composer/src holds logic; every word the composer writes, asks a model or reads a
// description with is data in packages/composer/copy (CONTRIBUTING.md, "The composer's words").
// This test reads the source as TypeScript (word-guard.ts) and fails on a word of a language written
// there: in a string, a template, a regular expression, a list, a set, a table.

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const SITE_SRC = fileURLToPath(new URL('../../site/src/', import.meta.url));
const COPY = fileURLToPath(new URL('../copy/', import.meta.url));

/**
 * Where prose may stay, each with its reason. Messages for the operator (they name a setting to
 * change, in the language of the logs), markup and the tools' and tests' own text — none of it is
 * on a site or in a request to a model.
 */
const PROSE_ALLOWED: Record<string, string> = {
  'cli.ts': 'the command’s usage and errors',
  'catalog/': 'the copy tools’ own messages (copy:check, new-kind)',
  'llm/chat-client.ts': 'operator messages naming the LLM_* setting to change',
  'llm/llm-error.ts': 'operator messages naming the LLM_* setting to change',
  'llm/config.ts': 'operator messages naming the LLM_* setting to change',
  'llm/read-answer.ts': 'operator messages about a model’s answer',
  'llm/copy-schema.ts': 'the length limits sent with the prompt, made from the schema',
  'llm/testing/': 'fixtures of the model tests',
  'images/openai-images.ts': 'operator messages naming the IMAGE_* setting to change',
  'images/image-generator.ts': 'operator messages naming the IMAGE_* setting to change',
  'images/apply-artwork.ts': 'a programming error',
  'images/icon-artwork.ts': 'SVG markup',
};

/** Files whose words are names or another program's words, not a language's: each with its reason. */
const WORDS_ALLOWED: Record<string, string> = {
  'images/icon-artwork.ts': 'SVG element and attribute names',
  'catalog/': 'the catalog files’ own keys and schemas',
  'llm/testing/': 'the model dialects the tests speak',
  'llm/copy-schema.ts': 'the JSON keys of the model’s answer',
  'llm/llm-error.ts': 'the model server’s own error messages, matched to explain a failure',
  'llm/chat-client.ts': 'the model server’s own error messages, matched to retry without a setting',
  'llm/json-object.ts': 'the tags a reasoning model wraps its thinking in',
  'language/dictionaries.ts': 'the keywords of a hunspell affix file',
  'text-fingerprint.ts': 'the content paths of a site’s texts',
};

/** Strings that are words and names both, where the code means the name: each with its reason. */
const NAMES: Record<string, string> = {
  und: 'franc’s code for a text whose language it cannot tell',
};

const allowed = (table: Record<string, string>, file: string) =>
  Object.keys(table).some((prefix) => file === prefix || (prefix.endsWith('/') && file.startsWith(prefix)));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

const read = (full: string) => ({ file: full, text: fs.readFileSync(full, 'utf8') });

/** The guard's view of the composer: its vocabulary, and the names the code and the site declare. */
function guardOptions() {
  const names = declaredNames([...sourceFiles(SRC), ...sourceFiles(SITE_SRC)].map(read));
  for (const name of [...languagesOf(COPY), ...Object.keys(NAMES)]) names.add(name);
  return { lexicon: readLexicon(COPY), names };
}

function wordsInSource(): Finding[] {
  const options = guardOptions();
  return sourceFiles(SRC).flatMap((full) => {
    const file = path.relative(SRC, full).split(path.sep).join('/');
    return findWords(file, fs.readFileSync(full, 'utf8'), options).filter((f) =>
      f.what.startsWith('prose') ? !allowed(PROSE_ALLOWED, file) : !allowed(WORDS_ALLOWED, file),
    );
  });
}

describe('packages/composer/src holds logic only', () => {
  it('has no word of a language', () => {
    expect(wordsInSource().map((f) => `src/${f.file}:${f.line} ${f.what}`)).toEqual([]);
  }, 30_000);
});

describe('the guard', () => {
  // A vocabulary and names of the size the guard reads, not the whole copy folder: the shapes matter.
  const options = {
    lexicon: new Set(['closed', 'geschlossen', 'cerrado', 'fermé', 'somos', 'the', 'lundi', 'mardi']),
    names: new Set(['en', 'booking']),
  };
  const caught = (line: string) => findWords('planted.ts', line, options);

  it.each([
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a line, not a template
    ['a tagged template with words', 'const OPEN = String.raw`(?:open|abiert[oa])\\s+${DAY}`;'],
    ['a tagged template of another tag', 'const T = html`<p>Open every day</p>`;'],
    ['a multi-word regex literal', 'const DAILY = /\\bopen daily\\b/i;'],
    ['a one-word regex literal', 'const LATE = /^late$/i;'],
    ['a regex given as a string', "const WE = new RegExp('^(?:somos|nous\\\\s+sommes)\\\\s', 'i');"],
    [
      'an array of words',
      "const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];",
    ],
    ['a set of words', "const CLOSED = new Set(['closed', 'geschlossen']);"],
    ['a map of words', "const DAY = new Map([['lundi', 1], ['mardi', 2]]);"],
    [
      'a table whose values are words',
      "const D = { mon: 'lundi', tue: 'mardi', wed: 'mercredi', thu: 'jeudi', fri: 'vendredi', sat: 'samedi' };",
    ],
    ['a |-joined alternation', "const WORDS = 'street|road';"],
    ['a long string split at run time', "const DAYS = 'lundi,mardi,mercredi'.split(',');"],
    ['a short list of words', "const SHUT = ['closed', 'cerrado'];"],
    ['a short table of words', "const FIRST = { closed: 'cerrado', somos: 'the' };"],
    ['prose', "const HEADLINE = 'Fresh bread every morning';"],
    ['a word compared with text', "const isClosed = (word: string) => word === 'cerrado';"],
    ['a word in a switch over text', "switch (word.toLowerCase()) { case 'fermé': return true; }"],
    ['a word looked up in text', "const isWe = text.toLowerCase().startsWith('somos');"],
    ['a word with spaces replaced in text', "const cut = text.replace(' the ', ' ');"],
  ])('catches %s', (_, line) => {
    expect(caught(line).length, line).toBeGreaterThan(0);
  });

  it.each([
    ['a pattern of punctuation and digits', 'const TIME = /(\\d{1,2})[:.h](\\d{2})/;'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a line, not a template
    ['an escape list', 'const ESCAPE = /[.*+?^${}()|[\\]\\\\]/g;'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a line, not a template
    ['a key', 'const KEY = `${language}:${industry}:${kind}`;'],
    [
      'a typed tuple of ids',
      "const IDS = ['reading', 'writing', 'checking', 'designing', 'images', 'done'] as const;",
    ],
    ['a name compared with a name', "if (channel.kind === 'booking') go();"],
    ['a language code', "if (language === 'en') go();"],
    ['a word as a property of a value', 'if (c.closed === true) go();'],
    ['a web address', 'const IG = /instagram\\.com\\/([\\w.]+)/i;'],
    ['an error the code raises', "throw new CatalogError('the kind file has no noun');"],
    ['a country code', "if (country === 'US') go();"],
    ['a short list of names', "const KINDS = ['booking', 'en'];"],
    ['a short table of a word and a name', "const KIND = { closed: 'booking' };"],
  ])('lets %s stay', (_, line) => {
    expect(caught(line), line).toEqual([]);
  });

  it('reads the keys of a table the code exports as ids, not words', () => {
    const ids = declaredNames([{ file: 'tones.ts', text: 'export const TONES = { lundi: 1, mardi: 2 };' }]);
    const line = "const NEXT = ['lundi', 'mardi'];";
    expect(findWords('planted.ts', line, options)).toHaveLength(1);
    expect(findWords('planted.ts', line, { ...options, names: new Set([...options.names, ...ids]) })).toEqual(
      [],
    );
  });

  it('reads a file of src with a word planted in it as a finding on that line', () => {
    const file = path.join(SRC, 'extract/phone.ts');
    const text = fs.readFileSync(file, 'utf8');
    const before = findWords('extract/phone.ts', text, guardOptions()).length;
    const planted = `${text}\nexport const isOpen = (w: string) => /\\bopen daily\\b/i.test(w);\n`;
    const after = findWords('extract/phone.ts', planted, guardOptions());
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)?.line).toBe(planted.split('\n').length - 1);
  }, 30_000);
});
