// `npx tsx --tsconfig packages/site/tsconfig.json scripts/review-sites.ts descriptions.json OUT`: a
// review round's material (docs/review/README.md). For each {"id", "description"} it writes the site
// as hosted into OUT/<id>/ (its contact form posting to a server, as on built-in hosting or in an
// export from a server with PUBLIC_URL), full-page screenshots at 375 (touch) and 1280 px, and the
// page's text.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from '../packages/composer/src/cli';
import { shootSites } from './review-shots';

const [file, outDir] = process.argv.slice(2);
if (!file || !outDir) {
  console.error('Usage: scripts/review-sites.ts descriptions.json OUT');
  process.exit(2);
}
const items = JSON.parse(readFileSync(file, 'utf8')) as Array<{ id: string; description: string }>;
mkdirSync(outDir, { recursive: true });
const FORM_ACTION = 'https://mainstreet.example/api/forms/review';
for (const item of items)
  await runCli([item.description, '--form-action', FORM_ACTION, '--out', join(outDir, item.id)]);
await shootSites(
  outDir,
  items.map((i) => i.id),
);
console.log(`${items.length} sites in ${outDir}`);
