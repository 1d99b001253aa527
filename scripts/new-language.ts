// `npm run new-language -- <code> [--iso3 <franc's code>]`: adds a language (CONTRIBUTING.md, "Add a
// language"): its line in packages/site/src/languages.ts and every per-language folder, copied from
// English with each text listed as untranslated; then `npm run language-coverage -- <code>` says what to translate.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { COPY_DIR } from '../packages/composer/src/catalog/files';
import { addLanguage, NewLanguageError } from '../packages/composer/src/catalog/new-language';

const ROOT = path.resolve(COPY_DIR, '../../..');
const { values, positionals } = parseArgs({ allowPositionals: true, options: { iso3: { type: 'string' } } });
if (positionals.length !== 1) {
  console.error("Usage: npm run new-language -- <code> [--iso3 <franc's three-letter code>]");
  process.exit(1);
}
try {
  const { written, untranslated } = addLanguage(ROOT, positionals[0], values.iso3);
  const code = written.filter((f) => /\.(ts|json)$/.test(f) && !f.endsWith('copy.compiled.json'));
  execFileSync('npx', ['biome', 'format', '--write', ...code], { stdio: 'ignore' });
  console.log(`Added ${positionals[0]} (${written.length} files, ${untranslated} texts to translate):`);
  for (const file of written) console.log(`  ${path.relative(process.cwd(), file)}`);
  if (!values.iso3)
    console.log(
      "No --iso3: long descriptions are not told to be in it by franc's trigrams, only by its markers.",
    );
  console.log(
    `Next: npm run language-coverage -- ${positionals[0]}, translate what it lists, delete each line translated.`,
  );
} catch (error) {
  if (!(error instanceof NewLanguageError)) throw error;
  console.error(error.message);
  process.exit(1);
}
