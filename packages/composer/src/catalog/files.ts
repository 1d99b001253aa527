import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { expandChoices } from '../text';
import { DETECT_SCHEMAS, LANGUAGE_DETECT_SCHEMAS } from './detect-schema';
import {
  englishKindSchema,
  genericSchema,
  iconsSchema,
  industryProfileSchema,
  industryWordsSchema,
  kindRegistrySchema,
  localIndustrySchema,
  localKindSchema,
  noticesSchema,
  progressSchema,
  promptSchema,
} from './schema';

// For the tools and tests that read the catalogs as files (copy:check, new-kind, the catalog test);
// the composer itself reads them through load.ts.

/** packages/composer/copy, from this file in the package's source. */
export const COPY_DIR = fileURLToPath(new URL('../../copy/', import.meta.url));

/**
 * The most wordings one template may expand to: a writer can still read them all, and the
 * composer's choices stay even (the banks' largest was 512 before they were split).
 */
export const WORDINGS_CAP = 256;

/** The schema a catalog file follows, from its path under copy/ ("es/kinds/bakery"); undefined: not a catalog. */
export function schemaForFile(file: string): z.ZodType | undefined {
  if (file === 'kinds') return kindRegistrySchema;
  if (file === 'industry-words') return industryWordsSchema;
  if (file === 'icons') return iconsSchema;
  if (file.startsWith('detect/'))
    return (DETECT_SCHEMAS as Record<string, z.ZodType>)[file.slice('detect/'.length)];
  if (file === 'en/prompt') return promptSchema;
  if (file === 'en/progress') return progressSchema;
  if (file === 'en/notices') return noticesSchema;
  const [language, group, id, ...rest] = file.split('/');
  if (rest.length > 0 || !/^[a-z]{2}$/.test(language)) return undefined;
  if (group === 'detect') return (LANGUAGE_DETECT_SCHEMAS as Record<string, z.ZodType>)[id];
  if (group === 'generic' && id === undefined) return genericSchema;
  if (!id) return undefined;
  if (group === 'industries') return language === 'en' ? industryProfileSchema : localIndustrySchema;
  if (group === 'kinds') return language === 'en' ? englishKindSchema : localKindSchema;
  return undefined;
}

/**
 * Whether a catalog holds templates written on a page. The registry, the vocabularies (detect/ and
 * <lang>/detect/) and
 * the model's prompt hold words that are matched or sent, not templates.
 */
export function holdsTemplates(file: string): boolean {
  return (
    !/^(?:[a-z]{2}\/)?detect\//.test(file) &&
    !['kinds', 'industry-words', 'icons', 'en/prompt'].includes(file)
  );
}

/** Every .json file under a copy folder, as its path without the extension ("en/kinds/bakery"). */
export function listCatalogFiles(dir = COPY_DIR): string[] {
  const walk = (sub: string): string[] =>
    fs
      .readdirSync(path.join(dir, sub), { withFileTypes: true })
      .flatMap((e) =>
        e.isDirectory()
          ? walk(path.join(sub, e.name))
          : e.name.endsWith('.json')
            ? [path.join(sub, e.name)]
            : [],
      );
  return walk('')
    .map((f) =>
      f
        .split(path.sep)
        .join('/')
        .replace(/\.json$/, ''),
    )
    .sort();
}

export function readCatalogFile(file: string, dir = COPY_DIR): unknown {
  return JSON.parse(fs.readFileSync(path.join(dir, `${file}.json`), 'utf8'));
}

// Keys whose strings are matched or named, not written on a page.
const NOT_TEMPLATES = new Set([
  'when',
  'words',
  'localWords',
  'id',
  'industry',
  'schemaType',
  'look',
  'americanSpelling',
  'countryWords',
  'grammar',
  'wordEndings',
  'letters',
]);

/** Every string of copy in a catalog's data, with where it is ("about.2"). */
export function templatesIn(data: unknown, at = ''): Array<{ at: string; template: string }> {
  if (typeof data === 'string') return [{ at, template: data }];
  if (Array.isArray(data)) return data.flatMap((v, i) => templatesIn(v, at ? `${at}.${i}` : `${i}`));
  if (data && typeof data === 'object')
    return Object.entries(data).flatMap(([k, v]) =>
      NOT_TEMPLATES.has(k) ? [] : templatesIn(v, at ? `${at}.${k}` : k),
    );
  return [];
}

/** How many wordings a template offers ("{A|B} {c|d}": 4). */
export function wordingsOf(template: string): number {
  return expandChoices(template).length;
}
