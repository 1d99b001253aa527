import fs from 'node:fs';
import path from 'node:path';
import { listCatalogFiles } from './files';

// The places that hold a language's words, each as one folder (or one file) per language beside the
// English one. `npm run new-language` scaffolds them and `npm run language-coverage` reads them;
// their loaders find a new folder by themselves or through an index the scaffold rewrites.

export type LanguageArea = {
  /** What the report calls it. */
  name: string;
  /** The folder holding one `<lang>/` folder (or `<lang>.json` file) per language, from the repo's root. */
  dir: string;
  /** One file per language (`<lang>.json`) rather than a folder. */
  isFile?: boolean;
};

export const LANGUAGE_AREAS: readonly LanguageArea[] = [
  { name: 'composer copy', dir: 'packages/composer/copy' },
  { name: 'site labels', dir: 'packages/site/src/copy' },
  { name: 'web messages', dir: 'apps/web/src/i18n/messages' },
  { name: 'server mails', dir: 'apps/server/src/lib/mail-copy', isFile: true },
];

/**
 * Where a language's untranslated entries are listed: one line per entry, "<file>\t<key>" (the key a
 * JSON pointer), beside the language's folder. A sidecar rather than a marker in each file: the
 * composer's catalogs are strict schemas compiled into one artifact and the web catalogs are checked
 * key for key against English, so a marker would have to be taught to every loader and check; a
 * line per key is what the report prints, and translating an entry is deleting its line.
 */
export function untranslatedFile(root: string, area: LanguageArea, language: string): string {
  return path.join(root, area.dir, `${language}.untranslated.txt`);
}

/** The files of a language in an area, relative to its folder ("generic.json", "industries/retail.json"). */
export function areaFiles(root: string, area: LanguageArea, language: string): string[] {
  if (area.isFile) {
    return fs.existsSync(path.join(root, area.dir, `${language}.json`)) ? [`${language}.json`] : [];
  }
  const base = path.join(root, area.dir, language);
  if (!fs.existsSync(base)) return [];
  return listCatalogFiles(base)
    .map((f) => `${f}.json`)
    .sort();
}

/** A file of a language in an area, as a path ("en.json" of a one-file area is the language's file). */
export function areaPath(root: string, area: LanguageArea, language: string, file: string): string {
  return area.isFile
    ? path.join(root, area.dir, `${language}.json`)
    : path.join(root, area.dir, language, file);
}

/** The area's file of one language named as another's ("en.json" → "it.json"; folders keep names). */
export function renamedFile(area: LanguageArea, file: string, language: string): string {
  return area.isFile ? `${language}.json` : file;
}

const escapeKey = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every text of a JSON value with its JSON pointer ("/fixed/welcome", "/services/0/name"). */
export function textEntries(value: unknown, at = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => textEntries(v, `${at}/${i}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => textEntries(v, `${at}/${escapeKey(k)}`));
  return [];
}
