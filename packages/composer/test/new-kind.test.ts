import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SITE_LANGUAGES } from '@mainstreet/site';
import { afterEach, describe, expect, it } from 'vitest';
import { COPY_DIR, listCatalogFiles, readCatalogFile, schemaForFile } from '../src/catalog/files';
import { addKind, NewKindError } from '../src/catalog/new-kind';
import { kindRegistrySchema } from '../src/catalog/schema';
import { composeBuiltin } from '../src/index';
import { KIND_BY_ID } from '../src/kinds';
import { CORPUS } from './corpus';

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A copy of the catalogs to add kinds to, and a corpus file beside it. */
function tempCopy() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mainstreet-copy-'));
  temps.push(dir);
  fs.cpSync(COPY_DIR, path.join(dir, 'copy'), { recursive: true });
  return { copy: path.join(dir, 'copy'), corpus: path.join(dir, 'new-kinds.json') };
}

describe('npm run new-kind', () => {
  it('adds a kind in English and Spanish as one registry entry and two catalog files that validate', () => {
    const { copy, corpus } = tempCopy();
    const before = listCatalogFiles(copy);
    const result = addKind(
      {
        id: 'bouldering-gym',
        industry: 'fitness',
        words: ['bouldering gym', 'bouldering wall'],
        languages: ['en', 'es'],
      },
      copy,
      corpus,
    );
    const added = listCatalogFiles(copy).filter((f) => !before.includes(f));
    expect(added).toEqual(['en/kinds/bouldering-gym', 'es/kinds/bouldering-gym']);
    expect(result.files).toEqual(['en/kinds/bouldering-gym.json', 'es/kinds/bouldering-gym.json']);
    for (const file of added)
      expect(schemaForFile(file)?.safeParse(readCatalogFile(file, copy)).success).toBe(true);

    const registry = kindRegistrySchema.parse(readCatalogFile('kinds', copy));
    const original = kindRegistrySchema.parse(readCatalogFile('kinds'));
    expect(registry.slice(0, -1)).toEqual(original);
    // Spanish takes the industry's noun until the writer words the kind there.
    expect(registry.at(-1)).toEqual({
      id: 'bouldering-gym',
      industry: 'fitness',
      noun: { en: 'bouldering gym', es: 'centro deportivo' },
      words: ['bouldering gym', 'bouldering wall'],
    });
    const cases = JSON.parse(fs.readFileSync(corpus, 'utf8'));
    expect(cases).toEqual([
      expect.objectContaining({
        prompt: expect.stringContaining('is a bouldering gym in Leeds'),
        industry: 'fitness',
      }),
    ]);
  });

  it('writes a stub in every language when none are named, and refuses what it cannot add', () => {
    const { copy, corpus } = tempCopy();
    const { files } = addKind({ id: 'escape-hall', industry: 'entertainment' }, copy, corpus);
    expect(files).toEqual(SITE_LANGUAGES.map((l) => `${l}/kinds/escape-hall.json`));
    expect(() => addKind({ id: 'escape-hall', industry: 'entertainment' }, copy, corpus)).toThrow(
      /exists already/,
    );
    expect(() => addKind({ id: 'Escape Hall', industry: 'entertainment' }, copy, corpus)).toThrow(
      NewKindError,
    );
    expect(() => addKind({ id: 'hall', industry: 'fun' }, copy, corpus)).toThrow(
      /not an industry; one of: restaurant/,
    );
    expect(() => addKind({ id: 'hall', industry: 'retail', languages: ['es'] }, copy, corpus)).toThrow(
      /English/,
    );
  });
});

describe('a kind added with new-kind (piano-tuner: English and Spanish copy)', () => {
  it('is in the registry and the corpus', () => {
    expect(KIND_BY_ID.get('piano-tuner')?.industry).toBe('professional');
    expect(
      CORPUS.filter((e) => /piano tuner|afinador de pianos/.test(e.prompt)).map((e) => e.language),
    ).toEqual(['en', 'es']);
  });

  it('composes an English site for the kind, in the owner’s words', () => {
    const { content } = composeBuiltin({
      prompt: 'Brightside is a piano tuner in Leeds. Call 0113 496 0000.',
    });
    expect(content.meta.facts?.kind).toBe('piano-tuner');
    expect(content.hero.subtitle).toBe('Piano tuner in Leeds.');
    // No services the owner did not name.
    expect(content.services).toEqual([]);
  });

  it('composes a Spanish site for the kind, in the owner’s words', () => {
    const { content } = composeBuiltin({
      prompt: 'Afinaciones Sol es un afinador de pianos en Sevilla. Llama al 954 123 456.',
    });
    expect(content.meta.language).toBe('es');
    expect(content.meta.facts?.kind).toBe('piano-tuner');
    expect(content.hero.subtitle).toBe('Afinador de pianos en Sevilla.');
  });
});
