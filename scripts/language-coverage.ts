// `npm run language-coverage -- <code>`: what a language still lacks, area by area (file and key):
// the entries its <code>.untranslated.txt lists, and English's entries it has no file or key for.
// Exits 1 while anything is listed.
import path from 'node:path';
import { COPY_DIR } from '../packages/composer/src/catalog/files';
import { languageCoverage } from '../packages/composer/src/catalog/language-coverage';

const language = process.argv[2];
if (!language) {
  console.error('Usage: npm run language-coverage -- <code>');
  process.exit(1);
}
const entries = languageCoverage(path.resolve(COPY_DIR, '../../..'), language);
const areas = new Map<string, typeof entries>();
for (const e of entries) areas.set(e.area, [...(areas.get(e.area) ?? []), e]);
for (const [area, list] of areas) {
  console.log(`${area}: ${list.length}`);
  for (const e of list) console.log(`  ${e.status === 'missing' ? 'missing ' : ''}${e.file} ${e.key}`);
}
console.log(
  entries.length === 0
    ? `${language}: nothing left to translate.`
    : `${language}: ${entries.length} to translate.`,
);
process.exit(entries.length === 0 ? 0 : 1);
