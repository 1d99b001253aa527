import fs from 'node:fs';
import path from 'node:path';
import { INDUSTRIES, type Industry } from '@mainstreet/site/model';
import { readCatalogFile } from './files';
import { CATALOG_LANGUAGES, type CatalogLanguage } from './load';
import { type KindEntry, kindRegistrySchema, localIndustrySchema } from './schema';

export type NewKind = {
  id: string;
  industry: string;
  /** Words owners use for it (any language); the id's words when none. */
  words?: string[];
  /** Languages to give it copy in; every catalog language when none. */
  languages?: string[];
};

/** What new-kind wrote, as paths under the copy folder and the corpus file. */
export type NewKindResult = { registry: string; files: string[]; corpus: string };

/** Thrown with a message for the person at the terminal: a bad id, an unknown industry, a kind that exists. */
export class NewKindError extends Error {}

/** A description of the new kind for the corpus, in the corpus's JSON form (test/corpus/new-kinds.json). */
function corpusCase(word: string, industry: Industry) {
  const article = /^[aeiou]/i.test(word) ? 'an' : 'a';
  return {
    prompt: `Brightside is ${article} ${word} in Leeds. Open Mon–Fri 9–5. Call 0113 496 0000.`,
    name: 'Brightside',
    industry,
    language: 'en',
    group: 'plain',
    phone: '0113 496 0000',
  };
}

const writeJson = (file: string, data: unknown) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
};

/**
 * Adds a kind: its entry in the registry (copy/kinds.json), a stub catalog in each language, and a
 * corpus description. The stubs compose at once with the industry's copy in the kind's own noun;
 * the copy writer then words any part of the bank its own way (see CONTRIBUTING.md).
 */
export function addKind(kind: NewKind, copyDir: string, corpusFile: string): NewKindResult {
  if (!/^[a-z][a-z0-9-]*$/.test(kind.id))
    throw new NewKindError(
      `"${kind.id}" is not a kind id: lower-case letters, digits and dashes ("piano-tuner").`,
    );
  if (!(INDUSTRIES as readonly string[]).includes(kind.industry))
    throw new NewKindError(`"${kind.industry}" is not an industry; one of: ${INDUSTRIES.join(', ')}.`);
  const industry = kind.industry as Industry;
  const languages = kind.languages?.length ? kind.languages : [...CATALOG_LANGUAGES];
  const unknown = languages.filter((l) => !(CATALOG_LANGUAGES as readonly string[]).includes(l));
  if (unknown.length > 0)
    throw new NewKindError(
      `No catalogs in ${unknown.join(', ')}; languages: ${CATALOG_LANGUAGES.join(', ')}.`,
    );
  if (!languages.includes('en'))
    throw new NewKindError('Every kind has English copy; add en to --languages.');

  const registryFile = path.join(copyDir, 'kinds.json');
  const registryText = fs.readFileSync(registryFile, 'utf8');
  const registry = kindRegistrySchema.parse(JSON.parse(registryText));
  if (registry.some((k) => k.id === kind.id)) throw new NewKindError(`The kind "${kind.id}" exists already.`);
  const words = kind.words?.length ? kind.words.map((w) => w.toLowerCase()) : [kind.id.replace(/-/g, ' ')];

  // Until the writer words the kind in a language, it takes its industry's noun and offerings there.
  const noun: KindEntry['noun'] = { en: words[0].split('=').at(-1) };
  const files: string[] = [];
  for (const language of languages as CatalogLanguage[]) {
    const file = path.join(copyDir, language, 'kinds', `${kind.id}.json`);
    if (language === 'en') {
      writeJson(file, { services: [] });
    } else {
      const local = localIndustrySchema.parse(readCatalogFile(`${language}/industries/${industry}`, copyDir));
      const generic = readCatalogFile(`${language}/generic`, copyDir) as { profile: { services: unknown[] } };
      noun[language] = local.noun;
      writeJson(file, { services: local.services ?? generic.profile.services });
    }
    files.push(path.relative(copyDir, file));
  }
  const entry = { id: kind.id, industry, noun, words };
  // Appended as text, so the entries before it keep their layout.
  const entryText = JSON.stringify(entry, null, 2).replace(/\n/g, '\n  ');
  fs.writeFileSync(registryFile, registryText.replace(/\s*\]\s*$/, `,\n  ${entryText}\n]\n`));

  const corpus = fs.existsSync(corpusFile)
    ? (JSON.parse(fs.readFileSync(corpusFile, 'utf8')) as unknown[])
    : [];
  writeJson(corpusFile, [...corpus, corpusCase(words[0].split('=')[0], industry)]);
  return { registry: 'kinds.json', files, corpus: corpusFile };
}
