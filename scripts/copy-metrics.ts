// `npm run copy:metrics [-- descriptions.txt …]`: the figures of issue 36 over the composer's corpus
// and fixtures, or over the descriptions in the given files (one per line, blank lines between
// descriptions of several lines are not needed: each non-empty line is one description). Prints the
// share of sentences shared word for word by 3+ businesses' sites, the share holding a word of the
// owner's, and the owner's facts left off the page.
import { readFileSync } from 'node:fs';
import { copyFigures, corpusEntries } from '../packages/composer/test/copy-metrics';

const files = process.argv.slice(2);
const entries =
  files.length > 0
    ? files.flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
          .map((prompt) => ({ prompt })),
      )
    : corpusEntries();
const f = copyFigures(entries);
console.log(`${f.sites} sites, ${f.sentences} sentences of 5+ words`);
console.log(`shared word for word by 3+ businesses: ${f.sharedPct}% (target ≤ 5%)`);
for (const [line, n] of f.mostShared) console.log(`    ${n}× ${line}`);
console.log(`holding a word of the owner's description: ${f.ownWordsPct}% (target ≥ 60%)`);
for (const line of f.notOwn.slice(0, 10)) console.log(`    ${line}`);
console.log(`the owner's facts on the page: ${f.factsPct}% (target 100%)`);
for (const line of f.missing.slice(0, 20)) console.log(`    missing: ${line}`);
