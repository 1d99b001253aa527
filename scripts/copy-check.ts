// `npm run copy:check [-- <part of a path>…]`: for each copy catalog (all, or those whose path under
// packages/composer/copy contains one of the words: "bakery", "es/kinds"), its templates, how many
// wordings they expand to, the claims they make that no description licenses, and five samples as
// a site would show them. Fails on a file that does not validate or a template over the cap.
import { checkCatalogFile } from '../packages/composer/src/catalog/copy-check';
import { listCatalogFiles } from '../packages/composer/src/catalog/files';

const filters = process.argv.slice(2);
const files = listCatalogFiles().filter((f) => filters.length === 0 || filters.some((w) => f.includes(w)));
if (files.length === 0) {
  console.error(`No catalog matches ${filters.join(', ')}.`);
  process.exit(1);
}
let failed = 0;
let templates = 0;
let wordings = 0;
let claims = 0;
for (const file of files) {
  const report = checkCatalogFile(file);
  templates += report.templates;
  wordings += report.wordings;
  claims += report.claims.length;
  if (report.invalid) {
    failed++;
    console.log(`✗ ${file}.json does not validate:\n${report.invalid.map((p) => `    ${p}`).join('\n')}`);
    continue;
  }
  if (report.overCap.length > 0) failed++;
  console.log(
    `${report.overCap.length > 0 ? '✗' : '✓'} ${file}.json: ${report.templates} templates, ${report.wordings} wordings`,
  );
  for (const line of report.overCap) console.log(`    over the cap: ${line}`);
  for (const line of report.claims) console.log(`    claim: ${line}`);
  for (const line of report.samples) console.log(`    sample ${line}`);
}
console.log(
  `\n${files.length} files, ${templates} templates, ${wordings} wordings, ${claims} claims; ${failed ? `${failed} to fix` : 'all valid'}`,
);
process.exit(failed ? 1 : 0);
