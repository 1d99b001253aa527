import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CatalogError, type CompiledCatalogs, compiledCatalog } from '../src/catalog/artifact';
import { artifactPath, compileCatalogs, isArtifactCurrent, writeArtifact } from '../src/catalog/compile';
import { COPY_DIR, readCatalogFile, schemaForFile } from '../src/catalog/files';

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

// Each test validates every catalog at least once, a few seconds on a busy machine.
describe('copy.compiled.json, the catalogs the composer imports', { timeout: 60_000 }, () => {
  it('is what the catalogs under copy/ compile to now', () => {
    const { text } = compileCatalogs();
    const written = fs.existsSync(artifactPath()) ? fs.readFileSync(artifactPath(), 'utf8') : '';
    // toBe on 900 kB would print both: say which files differ and what to run.
    const writtenLines = new Set(written.split('\n'));
    const stale = text
      .split('\n')
      .filter((line) => !writtenLines.has(line))
      .map((line) => line.trim().slice(0, 60));
    expect(
      written === text,
      `packages/composer/copy.compiled.json differs from the catalogs (${stale.join(' · ')}): run \`npm run catalogs\``,
    ).toBe(true);
  });

  it('holds each catalog as its schema reads it, patterns made regular expressions again', () => {
    const compiled = JSON.parse(fs.readFileSync(artifactPath(), 'utf8')) as CompiledCatalogs;
    const files = Object.keys(compiled.catalogs);
    expect(files.length).toBeGreaterThan(250);
    for (const file of files)
      expect(compiledCatalog(compiled, file), file).toEqual(
        schemaForFile(file)?.parse(readCatalogFile(file)),
      );
    const bakery = compiledCatalog(compiled, 'en/kinds/bakery') as { services: Array<{ when?: RegExp }> };
    expect(bakery.services.some((s) => s.when?.test('SOURDOUGH'))).toBe(true);
  });

  it('is written the same twice, and rewritten with a new word after a catalog changes', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mainstreet-catalogs-'));
    temps.push(dir);
    fs.cpSync(COPY_DIR, path.join(dir, 'copy'), { recursive: true });
    const copy = path.join(dir, 'copy');
    expect(writeArtifact(copy).changed).toBe(true);
    const first = fs.readFileSync(artifactPath(copy), 'utf8');
    expect(writeArtifact(copy).changed).toBe(false);
    expect(fs.readFileSync(artifactPath(copy), 'utf8')).toBe(first);

    const file = path.join(copy, 'en/progress.json');
    const progress = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(file, JSON.stringify({ ...progress, reading: 'Reading it slowly' }));
    expect(isArtifactCurrent(copy)).toBe(false);
    writeArtifact(copy);
    expect(isArtifactCurrent(copy)).toBe(true);
    expect(fs.readFileSync(artifactPath(copy), 'utf8')).toContain('Reading it slowly');
  });

  it('is not written while a catalog does not validate, and the error names the file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mainstreet-catalogs-'));
    temps.push(dir);
    fs.cpSync(COPY_DIR, path.join(dir, 'copy'), { recursive: true });
    const copy = path.join(dir, 'copy');
    fs.writeFileSync(path.join(copy, 'en/progress.json'), JSON.stringify({ reading: 'Reading' }));
    expect(() => writeArtifact(copy)).toThrow(CatalogError);
    expect(() => writeArtifact(copy)).toThrow(/copy\/en\/progress\.json: writing/);
    expect(fs.existsSync(artifactPath(copy))).toBe(false);
  });
});
