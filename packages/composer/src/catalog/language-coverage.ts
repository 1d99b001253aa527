import fs from 'node:fs';
import { schemaForFile } from './files';
import {
  areaFiles,
  areaPath,
  LANGUAGE_AREAS,
  renamedFile,
  textEntries,
  untranslatedFile,
} from './language-areas';
import { COMPOSER_COPY } from './new-language';

/** One entry of a language that still needs words: listed untranslated, or English's and missing. */
export type CoverageEntry = {
  area: string;
  file: string;
  key: string;
  status: 'untranslated' | 'missing';
};

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * What a language lacks, area by area: each entry its sidecar still lists as untranslated (and
 * the file still holds), and each file of English's a verbatim area has that the language has not.
 * Empty when the language is done.
 */
export function languageCoverage(root: string, language: string): CoverageEntry[] {
  const entries: CoverageEntry[] = [];
  for (const area of LANGUAGE_AREAS) {
    const files = new Set(areaFiles(root, area, language));
    const sidecar = untranslatedFile(root, area, language);
    const listed = fs.existsSync(sidecar) ? fs.readFileSync(sidecar, 'utf8').split('\n').filter(Boolean) : [];
    const keysOf = new Map<string, Set<string>>();
    const has = (file: string, key: string) => {
      if (!files.has(file)) return false;
      if (!keysOf.has(file)) {
        const data = readJson(areaPath(root, area, language, file));
        keysOf.set(file, new Set(textEntries(data).map(([k]) => k)));
      }
      return keysOf.get(file)?.has(key) ?? false;
    };
    for (const line of listed) {
      const [file, key] = line.split('\t');
      if (has(file, key)) entries.push({ area: area.name, file, key, status: 'untranslated' });
    }
    if (files.size === 0) continue;
    if (area.dir === COMPOSER_COPY) {
      // The composer's catalogs differ from English's in shape: a file the language reads and lacks.
      for (const file of areaFiles(root, area, 'en'))
        if (
          !files.has(file) &&
          !file.startsWith('kinds/') &&
          schemaForFile(`${language}/${file.replace(/\.json$/, '')}`)
        )
          entries.push({ area: area.name, file, key: '', status: 'missing' });
      continue;
    }
    for (const file of areaFiles(root, area, 'en')) {
      const name = renamedFile(area, file, language);
      const english = textEntries(readJson(areaPath(root, area, 'en', file)));
      for (const [key] of english)
        if (!has(name, key)) entries.push({ area: area.name, file: name, key, status: 'missing' });
    }
  }
  return entries;
}
