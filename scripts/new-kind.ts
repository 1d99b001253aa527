// `npm run new-kind -- <id> --industry <industry> [--word "<word>"]… [--languages en,es]`: adds a
// kind to the composer: its registry entry, a stub catalog in each language and a corpus case
// (see CONTRIBUTING.md, "Add a kind").
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeArtifact } from '../packages/composer/src/catalog/compile';
import { COPY_DIR } from '../packages/composer/src/catalog/files';
import { addKind, NewKindError } from '../packages/composer/src/catalog/new-kind';

const CORPUS_FILE = path.resolve(COPY_DIR, '../test/corpus/new-kinds.json');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    industry: { type: 'string' },
    word: { type: 'string', multiple: true },
    languages: { type: 'string' },
  },
});
if (positionals.length !== 1 || !values.industry) {
  console.error(
    'Usage: npm run new-kind -- <id> --industry <industry> [--word "<word>"]… [--languages en,es]',
  );
  process.exit(1);
}
try {
  const result = addKind(
    {
      id: positionals[0],
      industry: values.industry,
      words: values.word,
      languages: values.languages?.split(',').map((l) => l.trim()),
    },
    COPY_DIR,
    CORPUS_FILE,
  );
  const written = [
    path.join(COPY_DIR, 'kinds.json'),
    ...result.files.map((f) => path.join(COPY_DIR, f)),
    CORPUS_FILE,
  ];
  execFileSync('npx', ['biome', 'format', '--write', ...written], { stdio: 'ignore' });
  // The composer imports the catalogs compiled: the new kind is in it from now.
  written.push(writeArtifact(COPY_DIR).file);
  console.log(`Added ${positionals[0]}:`);
  for (const file of written) console.log(`  ${path.relative(process.cwd(), file)}`);
  console.log(
    'Next: word its copy in each file (npm run copy:check -- <id>), compile it (npm run catalogs), then npm test the composer.',
  );
} catch (error) {
  if (!(error instanceof NewKindError)) throw error;
  console.error(error.message);
  process.exit(1);
}
