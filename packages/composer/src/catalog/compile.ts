import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { ARTIFACT_NAME, CatalogError, type CompiledCatalogs, type RegexpAt } from './artifact';
import { COPY_DIR, listCatalogFiles, readCatalogFile, schemaForFile } from './files';

// `npm run catalogs`: every catalog under copy/ validated once, here, and written as one file the
// composer imports without zod (load.ts). The output is the same for the same sources: files in
// path order, each on a line of its own (so two branches that change different catalogs merge), keys
// in the order the schema gives them.

/** The data of a catalog file, checked against its schema. */
export function parseCatalog<S extends z.ZodType>(schema: S, data: unknown, file: string): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(top)'}: ${issue.message}`)
    .join('; ');
  throw new CatalogError(`copy/${file}.json: ${problems}`);
}

/** The artifact beside a copy folder (packages/composer/copy.compiled.json for the package's own). */
export const artifactPath = (dir = COPY_DIR): string => path.join(dir, '..', ARTIFACT_NAME);

/** A validated catalog as JSON, each regular expression written as its source and its place noted. */
function toJson(value: unknown, at: Array<string | number>, regexps: RegexpAt[], file: string): unknown {
  if (value instanceof RegExp) {
    regexps.push({ at, flags: value.flags });
    return value.source;
  }
  if (Array.isArray(value)) return value.map((v, i) => toJson(v, [...at, i], regexps, file));
  if (value && typeof value === 'object') {
    if (Object.getPrototypeOf(value) !== Object.prototype)
      throw new CatalogError(`copy/${file}.json: ${at.join('.')}: the schema makes a value JSON cannot hold`);
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, toJson(v, [...at, k], regexps, file)]),
    );
  }
  return value;
}

/** Every catalog of a copy folder, validated, as the text of the artifact; throws on the first bad file. */
export function compileCatalogs(dir = COPY_DIR): { text: string; compiled: CompiledCatalogs } {
  const compiled: CompiledCatalogs = { catalogs: {}, regexps: {} };
  for (const file of listCatalogFiles(dir)) {
    const schema = schemaForFile(file);
    if (!schema) throw new CatalogError(`copy/${file}.json: not a catalog the composer reads`);
    const regexps: RegexpAt[] = [];
    compiled.catalogs[file] = toJson(
      parseCatalog(schema, readCatalogFile(file, dir), file),
      [],
      regexps,
      file,
    );
    if (regexps.length > 0) compiled.regexps[file] = regexps;
  }
  const lines = (table: Record<string, unknown>) =>
    Object.entries(table)
      .map(([file, value]) => `    ${JSON.stringify(file)}: ${JSON.stringify(value)}`)
      .join(',\n');
  const text = [
    '{',
    `  "generated": "by npm run catalogs from packages/composer/copy; do not edit",`,
    `  "catalogs": {\n${lines(compiled.catalogs)}\n  },`,
    `  "regexps": {\n${lines(compiled.regexps)}\n  }`,
    '}\n',
  ].join('\n');
  return { text, compiled };
}

/** Whether the artifact beside a copy folder is what its catalogs compile to now. */
export function isArtifactCurrent(dir = COPY_DIR): boolean {
  const file = artifactPath(dir);
  return fs.existsSync(file) && fs.readFileSync(file, 'utf8') === compileCatalogs(dir).text;
}

/** Compiles a copy folder's catalogs and writes the artifact when it changed; returns its path and size. */
export function writeArtifact(dir = COPY_DIR): { file: string; bytes: number; changed: boolean } {
  const file = artifactPath(dir);
  const { text } = compileCatalogs(dir);
  const changed = !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text;
  if (changed) {
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, text);
    fs.renameSync(partial, file);
  }
  return { file, bytes: Buffer.byteLength(text), changed };
}
