import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { EN } from './catalogs';
import { APP_LANGUAGES } from './languages';

/**
 * The catalogs' coverage: every language has every message the app uses, with the same arguments
 * and tags, and no message is kept that no screen shows.
 */
const HERE = path.dirname(fileURLToPath(import.meta.url));
const SRC = path.resolve(HERE, '..');
const MESSAGES = path.join(HERE, 'messages');
const SERVER_MESSAGES = fs.readFileSync(path.resolve(SRC, '../../server/src/lib/server-messages.ts'), 'utf8');

function readCatalog(language: string): Record<string, Record<string, string>> {
  const dir = path.join(MESSAGES, language);
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file, JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))]),
  );
}

/** The arguments and tags a message takes ("email", "<b>"), which every translation must keep. */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      found.add(element.type === TYPE.tag ? `<${element.value}>` : element.value);
      if (element.type === TYPE.tag) walk(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(message));
  return [...found].sort();
}

/** The app's source files that show words: everything but tests and the catalogs themselves. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'messages' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const english = readCatalog('en');

describe('message catalogs', () => {
  it.each(APP_LANGUAGES.filter((language) => language !== 'en'))(
    '%s has exactly the English ids, file by file, with the same arguments and tags',
    (language) => {
      const catalog = readCatalog(language);
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
      for (const [file, messages] of Object.entries(english)) {
        expect(Object.keys(catalog[file]).sort(), `${language}/${file}`).toEqual(
          Object.keys(messages).sort(),
        );
        for (const [id, message] of Object.entries(messages))
          expect(placeholders(catalog[file][id]), `${language}/${file} ${id}`).toEqual(placeholders(message));
      }
    },
  );

  it('has no blank message in any language', () => {
    for (const language of APP_LANGUAGES) {
      for (const [file, messages] of Object.entries(readCatalog(language)))
        for (const [id, message] of Object.entries(messages))
          expect(message.trim(), `${language}/${file} ${id}`).not.toBe('');
    }
  });

  it('keeps no id that no screen or server refusal uses, and every id used exists', () => {
    const source = sourceFiles(SRC)
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    // Refusals the server names by id (lib/server-messages.ts) are shown as `server.<id>`.
    const serverIds = [...SERVER_MESSAGES.matchAll(/^\s+'(\w+)',$/gm)].map((m) => `server.${m[1]}`);
    expect(serverIds.length).toBeGreaterThan(0);
    expect(serverIds.filter((id) => !(id in EN))).toEqual([]);
    const unused = Object.keys(EN).filter((id) => !source.includes(`'${id}'`) && !serverIds.includes(id));
    expect(unused).toEqual([]);
    const used = [...source.matchAll(/\bt(?:\.rich)?\(\s*'([a-z][\w-]*(?:\.[\w-]+)+)'/g)].map((m) => m[1]);
    expect(used.length).toBeGreaterThan(100);
    expect(used.filter((id) => !(id in EN))).toEqual([]);
  });
});
