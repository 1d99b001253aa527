import fs from 'node:fs';
import path from 'node:path';
import { writeArtifact } from './compile';
import { schemaForFile } from './files';
import {
  areaFiles,
  areaPath,
  LANGUAGE_AREAS,
  type LanguageArea,
  renamedFile,
  textEntries,
  untranslatedFile,
} from './language-areas';

// `npm run new-language -- <code>`: the registry line and every per-language folder, each a copy of
// English whose texts are listed as untranslated (language-areas.ts says why a sidecar list).

/** Thrown with a message for the person at the terminal: a bad code, a language there already. */
export class NewLanguageError extends Error {}

export const REGISTRY_FILE = 'packages/site/src/languages.ts';
const REGISTRY_MARK = '  // new-language:';
export const COMPOSER_COPY = 'packages/composer/copy';

/** The registry's line for a language, its names and locale from the platform's own data (Intl). */
export function registryLine(code: string, iso3?: string): string {
  const name = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(code);
  const own = new Intl.DisplayNames([code], { type: 'language', fallback: 'none' }).of(code);
  if (!name || !own) throw new NewLanguageError(`"${code}" is no language code this platform knows.`);
  const maximized = new Intl.Locale(code).maximize();
  const locale = maximized.region ? `${code}-${maximized.region}` : code;
  const ownName = own.charAt(0).toLocaleUpperCase(code) + own.slice(1);
  const q = (s: string) => `'${s.replace(/'/g, "\\'")}'`;
  const fields = [
    `code: ${q(code)}`,
    `name: ${q(name)}`,
    `ownName: ${q(ownName)}`,
    `locale: ${q(locale)}`,
    `variants: [${q(locale)}]`,
    ...(iso3 ? [`iso3: ${q(iso3)}`] : []),
  ];
  return `  { ${fields.join(', ')} },`;
}

/** The languages a registry file lists, by code. */
export function registryCodes(text: string): string[] {
  return [...text.matchAll(/^\s*\{ code: '([a-z]+)'/gm)].map((m) => m[1]);
}

/**
 * A composer catalog of English as the language's own file, or undefined when the language has no
 * such file: the model's prompt, the progress steps and notices are read in English only, and a
 * kind is worded in a language once its registry entry (copy/kinds.json) gives it a noun there.
 */
function composerFile(root: string, code: string, file: string, data: unknown): unknown {
  const id = `${code}/${file.replace(/\.json$/, '')}`;
  const schema = schemaForFile(id);
  if (!schema || file.startsWith('kinds/')) return undefined;
  let out = data as Record<string, unknown>;
  if (file.startsWith('industries/')) {
    // Another language's industry holds its noun and offerings; English's, a whole bank.
    const services = (out.services as Array<{ name: string; description: string }> | undefined)?.map(
      ({ name, description }) => ({ name, description }),
    );
    out = { noun: out.noun, ...(services ? { services } : {}) };
  }
  if (file === 'generic.json') {
    const other = JSON.parse(
      fs.readFileSync(path.join(root, COMPOSER_COPY, 'en/industries/other.json'), 'utf8'),
    );
    const { letters: _letters, ...rest } = out;
    // Until it has words of its own, nothing in a description is taken for the language: it is the
    // site's language when the owner picks it.
    out = { ...rest, profile: out.profile ?? other, markers: [`untranslated-${code}`], wordEndings: '(?!)' };
  }
  const parsed = schema.safeParse(out);
  if (!parsed.success)
    throw new NewLanguageError(`copy/${id}.json from English: ${parsed.error.issues[0]?.message}`);
  return out;
}

/** One area's files for the language, copied from English; returns the untranslated lines. */
function scaffoldArea(root: string, area: LanguageArea, code: string, written: string[]): string[] {
  const lines: string[] = [];
  for (const file of areaFiles(root, area, 'en')) {
    const english = JSON.parse(fs.readFileSync(areaPath(root, area, 'en', file), 'utf8'));
    const data = area.dir === COMPOSER_COPY ? composerFile(root, code, file, english) : english;
    if (data === undefined) continue;
    const name = renamedFile(area, file, code);
    const target = areaPath(root, area, code, name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, `${JSON.stringify(data, null, 2)}\n`);
    written.push(target);
    for (const [key] of textEntries(data)) lines.push(`${name}\t${key}`);
  }
  const sidecar = untranslatedFile(root, area, code);
  fs.writeFileSync(sidecar, lines.map((l) => `${l}\n`).join(''));
  written.push(sidecar);
  return lines;
}

/** The languages an area holds, from its folders or files. */
function areaLanguages(root: string, area: LanguageArea): string[] {
  return fs
    .readdirSync(path.join(root, area.dir), { withFileTypes: true })
    .filter((e) => (area.isFile ? e.isFile() && /^[a-z]{2,3}\.json$/.test(e.name) : e.isDirectory()))
    .map((e) => e.name.replace(/\.json$/, ''))
    .sort();
}

const imports = (codes: string[], from: (code: string) => string) =>
  codes.map((c) => `import ${c} from '${from(c)}' with { type: 'json' };`).join('\n');

/**
 * The two loaders that import one file per language (the site's labels, the mails' words) rewritten
 * from their folders; `satisfies Record<SiteLanguage, …>` in each makes the typecheck refuse a
 * registry and folders that disagree.
 */
export function writeLanguageIndexes(root: string): string[] {
  const [, site, , mails] = LANGUAGE_AREAS;
  const siteCodes = areaLanguages(root, site);
  const mailCodes = areaLanguages(root, mails);
  const header = (what: string) =>
    `// Written by \`npm run new-language\` from the language ${what} beside it (one import each); do not edit.\n`;
  const files: Array<[string, string]> = [
    [
      path.join(root, site.dir, 'labels.ts'),
      `${header('folders')}import type { SiteLanguage } from '../languages';\nimport type { LabelsFile } from '../render/label-types';\n${imports(siteCodes, (c) => `./${c}/labels.json`)}\n\nexport const LABELS_BY_LANGUAGE = { ${siteCodes.join(', ')} } satisfies Record<SiteLanguage, LabelsFile>;\n`,
    ],
    [
      path.join(root, mails.dir, 'index.ts'),
      `${header('files')}import type { SiteLanguage } from '@mainstreet/site';\n${imports(mailCodes, (c) => `./${c}.json`)}\n\nexport const MAIL_COPY_BY_LANGUAGE = { ${mailCodes.join(', ')} } satisfies Record<\n  SiteLanguage,\n  Record<keyof typeof en, string>\n>;\n`,
    ],
  ];
  for (const [file, text] of files) fs.writeFileSync(file, text);
  return files.map(([file]) => file);
}

/**
 * Adds a language under a repository root: its registry line, every area's folder copied from
 * English with each text listed untranslated, the loaders' indexes and the compiled catalogs.
 */
export function addLanguage(
  root: string,
  code: string,
  iso3?: string,
): { written: string[]; untranslated: number } {
  if (!/^[a-z]{2}$/.test(code))
    throw new NewLanguageError(`"${code}" is not a two-letter language code ("it", "pt").`);
  const registryFile = path.join(root, REGISTRY_FILE);
  const registry = fs.readFileSync(registryFile, 'utf8');
  if (registryCodes(registry).includes(code)) throw new NewLanguageError(`"${code}" is a language already.`);
  if (!registry.includes(REGISTRY_MARK))
    throw new NewLanguageError(`${REGISTRY_FILE} has lost its new-language line.`);
  const line = registryLine(code, iso3);
  fs.writeFileSync(registryFile, registry.replace(REGISTRY_MARK, `${line}\n${REGISTRY_MARK}`));
  const written = [registryFile];
  let untranslated = 0;
  for (const area of LANGUAGE_AREAS) untranslated += scaffoldArea(root, area, code, written).length;
  written.push(...writeLanguageIndexes(root));
  written.push(writeArtifact(path.join(root, COMPOSER_COPY)).file);
  return { written, untranslated };
}
