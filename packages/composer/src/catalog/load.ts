import { INDUSTRIES, type Industry, LOCAL_LANGUAGES, SITE_LANGUAGES } from '@mainstreet/site/model';
import type { z } from 'zod';
import compiled from '../../copy.compiled.json' with { type: 'json' };
import { CatalogError, compiledCatalog } from './artifact';
import type { DETECT_SCHEMAS, LANGUAGE_DETECT_SCHEMAS } from './detect-schema';
import type {
  englishKindSchema,
  genericSchema,
  iconsSchema,
  industryProfileSchema,
  industryWordsSchema,
  KindEntry,
  kindRegistrySchema,
  localIndustrySchema,
  localKindSchema,
  noticesSchema,
  progressSchema,
  promptSchema,
} from './schema';

// The copy catalogs are read once, when the composer is first imported, from copy.compiled.json:
// every file under copy/, validated by `npm run catalogs` (compile.ts) when it was written, so no
// schema runs here. tsx, vitest and the server's esbuild bundle all import it as JSON.

export const CATALOG_LANGUAGES = SITE_LANGUAGES;
export type CatalogLanguage = (typeof CATALOG_LANGUAGES)[number];
export type LocalLanguage = Exclude<CatalogLanguage, 'en'>;

/** A catalog file as its schema reads it ("es/kinds/bakery"). */
const read = <S extends z.ZodType>(file: string): z.output<S> =>
  compiledCatalog(compiled, file) as z.output<S>;

function readLanguage(language: LocalLanguage, registry: KindEntry[]) {
  const withCopy = registry.filter((k) => k.noun[language]);
  const base = read<typeof genericSchema>(`${language}/generic`);
  if (!base.profile) throw new CatalogError(`copy/${language}/generic.json: profile: required`);
  return {
    generic: { ...base, profile: base.profile },
    industries: Object.fromEntries(
      INDUSTRIES.map((id) => [id, read<typeof localIndustrySchema>(`${language}/industries/${id}`)]),
    ) as Record<Industry, z.output<typeof localIndustrySchema>>,
    kinds: new Map(withCopy.map((k) => [k.id, read<typeof localKindSchema>(`${language}/kinds/${k.id}`)])),
  };
}

type Detect = { [K in keyof typeof DETECT_SCHEMAS]: z.output<(typeof DETECT_SCHEMAS)[K]> };

/** The vocabularies descriptions are read with (copy/detect/): claims, and the words of each reader. */
function readDetect(): Detect {
  const names = Object.keys(compiled.catalogs)
    .filter((file) => file.startsWith('detect/'))
    .map((file) => file.slice('detect/'.length));
  return Object.fromEntries(names.map((name) => [name, read(`detect/${name}`)])) as Detect;
}

type LanguageWords = {
  [K in keyof typeof LANGUAGE_DETECT_SCHEMAS]: Partial<
    Record<CatalogLanguage, z.output<(typeof LANGUAGE_DETECT_SCHEMAS)[K]>>
  >;
};

/** Each concern's words, by language (copy/<lang>/detect/<concern>): hours.en, hours.es, … */
function readLanguageWords(): LanguageWords {
  const words: Record<string, Record<string, unknown>> = {};
  for (const file of Object.keys(compiled.catalogs)) {
    const [language, group, concern] = file.split('/');
    if (group !== 'detect' || !concern) continue;
    words[concern] ??= {};
    words[concern][language] = read(file);
  }
  return words as LanguageWords;
}

function readCatalogs() {
  const registry = read<typeof kindRegistrySchema>('kinds');
  return {
    registry,
    industryWords: read<typeof industryWordsSchema>('industry-words'),
    icons: read<typeof iconsSchema>('icons'),
    detect: readDetect(),
    words: readLanguageWords(),
    en: {
      generic: read<typeof genericSchema>('en/generic'),
      prompt: read<typeof promptSchema>('en/prompt'),
      progress: read<typeof progressSchema>('en/progress'),
      notices: read<typeof noticesSchema>('en/notices'),
      industries: Object.fromEntries(
        INDUSTRIES.map((id) => [id, read<typeof industryProfileSchema>(`en/industries/${id}`)]),
      ) as Record<Industry, z.output<typeof industryProfileSchema>>,
      kinds: new Map(registry.map((k) => [k.id, read<typeof englishKindSchema>(`en/kinds/${k.id}`)])),
    },
    local: Object.fromEntries(LOCAL_LANGUAGES.map((l) => [l, readLanguage(l, registry)])) as Record<
      LocalLanguage,
      ReturnType<typeof readLanguage>
    >,
  };
}

/** Every copy catalog, validated: the kind registry, and each language's generic, industry and kind copy. */
export const CATALOGS = readCatalogs();
