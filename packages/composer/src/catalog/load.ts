import { INDUSTRIES, type Industry } from '@mainstreet/site';
import type { z } from 'zod';
import { DETECT_SCHEMAS } from './detect-schema';
import {
  englishKindSchema,
  genericSchema,
  iconsSchema,
  industryProfileSchema,
  industryWordsSchema,
  type KindEntry,
  kindRegistrySchema,
  localIndustrySchema,
  localKindSchema,
  noticesSchema,
  progressSchema,
  promptSchema,
} from './schema';

// The copy catalogs are read once, when the composer is first imported. Each file is imported by a
// path made of its language and id, which esbuild bundles into the server as a table of every
// file under copy/ (no file list to keep), and tsx and vitest read from the package.

export const CATALOG_LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export type CatalogLanguage = (typeof CATALOG_LANGUAGES)[number];
export type LocalLanguage = Exclude<CatalogLanguage, 'en'>;
const LOCAL_LANGUAGES: LocalLanguage[] = ['es', 'fr', 'de'];

/** Thrown with the file and the first problems when a catalog does not match its schema. */
export class CatalogError extends Error {}

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

type JsonModule = { default: unknown };

const generic = (language: CatalogLanguage): Promise<JsonModule> =>
  import(`../../copy/${language}/generic.json`, { with: { type: 'json' } });
const industry = (language: CatalogLanguage, id: string): Promise<JsonModule> =>
  import(`../../copy/${language}/industries/${id}.json`, { with: { type: 'json' } });
const kind = (language: CatalogLanguage, id: string): Promise<JsonModule> =>
  import(`../../copy/${language}/kinds/${id}.json`, { with: { type: 'json' } });

async function read<S extends z.ZodType>(
  schema: S,
  file: string,
  load: () => Promise<JsonModule>,
): Promise<z.output<S>> {
  return parseCatalog(schema, (await load()).default, file);
}

async function readLanguage(language: LocalLanguage, registry: KindEntry[]) {
  const withCopy = registry.filter((k) => k.noun[language]);
  const [base, industries, kinds] = await Promise.all([
    read(genericSchema, `${language}/generic`, () => generic(language)),
    Promise.all(
      INDUSTRIES.map((id) =>
        read(localIndustrySchema, `${language}/industries/${id}`, () => industry(language, id)),
      ),
    ),
    Promise.all(
      withCopy.map((k) => read(localKindSchema, `${language}/kinds/${k.id}`, () => kind(language, k.id))),
    ),
  ]);
  if (!base.profile) throw new CatalogError(`copy/${language}/generic.json: profile: required`);
  return {
    generic: { ...base, profile: base.profile },
    industries: Object.fromEntries(INDUSTRIES.map((id, i) => [id, industries[i]])) as Record<
      Industry,
      z.output<typeof localIndustrySchema>
    >,
    kinds: new Map(withCopy.map((k, i) => [k.id, kinds[i]])),
  };
}

const english = (name: string): Promise<JsonModule> =>
  import(`../../copy/en/${name}.json`, { with: { type: 'json' } });
const detectFile = (name: string): Promise<JsonModule> =>
  import(`../../copy/detect/${name}.json`, { with: { type: 'json' } });

type Detect = { [K in keyof typeof DETECT_SCHEMAS]: z.output<(typeof DETECT_SCHEMAS)[K]> };

/** The vocabularies descriptions are read with (copy/detect/): claims, and the words of each reader. */
async function readDetect(): Promise<Detect> {
  const names = Object.keys(DETECT_SCHEMAS) as Array<keyof Detect>;
  const files = await Promise.all(
    names.map((name) => read(DETECT_SCHEMAS[name] as z.ZodType, `detect/${name}`, () => detectFile(name))),
  );
  return Object.fromEntries(names.map((name, i) => [name, files[i]])) as Detect;
}

async function readCatalogs() {
  const registryFile = 'kinds';
  const registry = await read(
    kindRegistrySchema,
    registryFile,
    () => import(`../../copy/${registryFile}.json`, { with: { type: 'json' } }),
  );
  const wordsFile = 'industry-words';
  const iconsFile = 'icons';
  const [detect, prompt, progress, notices] = await Promise.all([
    readDetect(),
    read(promptSchema, 'en/prompt', () => english('prompt')),
    read(progressSchema, 'en/progress', () => english('progress')),
    read(noticesSchema, 'en/notices', () => english('notices')),
  ]);
  const [icons, industryWords, en, enIndustries, enKinds, ...locals] = await Promise.all([
    read(iconsSchema, iconsFile, () => import(`../../copy/${iconsFile}.json`, { with: { type: 'json' } })),
    read(
      industryWordsSchema,
      wordsFile,
      () => import(`../../copy/${wordsFile}.json`, { with: { type: 'json' } }),
    ),
    read(genericSchema, 'en/generic', () => generic('en')),
    Promise.all(
      INDUSTRIES.map((id) => read(industryProfileSchema, `en/industries/${id}`, () => industry('en', id))),
    ),
    Promise.all(registry.map((k) => read(englishKindSchema, `en/kinds/${k.id}`, () => kind('en', k.id)))),
    ...LOCAL_LANGUAGES.map((language) => readLanguage(language, registry)),
  ]);
  return {
    registry,
    industryWords,
    icons,
    detect,
    en: {
      generic: en,
      prompt,
      progress,
      notices,
      industries: Object.fromEntries(INDUSTRIES.map((id, i) => [id, enIndustries[i]])) as Record<
        Industry,
        z.output<typeof industryProfileSchema>
      >,
      kinds: new Map(registry.map((k, i) => [k.id, enKinds[i]])),
    },
    local: Object.fromEntries(LOCAL_LANGUAGES.map((l, i) => [l, locals[i]])) as Record<
      LocalLanguage,
      Awaited<ReturnType<typeof readLanguage>>
    >,
  };
}

/** Every copy catalog, validated: the kind registry, and each language's generic, industry and kind copy. */
export const CATALOGS = await readCatalogs();
