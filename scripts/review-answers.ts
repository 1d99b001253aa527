// `npx tsx --tsconfig packages/site/tsconfig.json scripts/review-answers.ts descriptions.json answers.json OUT`:
// the sites as they read after the owner answers the facts form. For each {"id", "description"} it
// composes the site as the server does (the model when LLM_* is set, artwork, fingerprints), then,
// when answers.json holds {"id", "facts": {...}} for it, puts those facts over the form's (the body
// of PUT /api/websites/:id/facts, checked by the same schema) and writes the site again through the
// server's path (recomposeWithFacts). OUT/<id>/ gets the exported site, shots at 375 and 1280 px,
// text.txt, and facts.json (the form as read, and as answered). A site without answers is written
// as generated, so one run covers a whole set.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { factsBody } from '../apps/server/src/modules/facts/facts.schemas';
import { withArtwork, writeSiteFolder } from '../packages/composer/src/cli';
import { composeSite } from '../packages/composer/src/compose-site';
import { readLlmConfig } from '../packages/composer/src/llm/config';
import { recomposeWithFacts, siteFactsOf } from '../packages/composer/src/recompose';
import { withComposedFingerprint } from '../packages/composer/src/text-fingerprint';
import { shootSites } from './review-shots';

const [descriptionsFile, answersFile, outDir] = process.argv.slice(2);
if (!descriptionsFile || !answersFile || !outDir) {
  console.error('Usage: scripts/review-answers.ts descriptions.json answers.json OUT');
  process.exit(2);
}
type Item = { id: string; description: string };
type Answer = { id: string; facts: Record<string, unknown> };
const items = JSON.parse(readFileSync(descriptionsFile, 'utf8')) as Item[];
const answers = new Map(
  (JSON.parse(readFileSync(answersFile, 'utf8')) as Answer[]).map((a) => [a.id, a.facts]),
);
const unknown = [...answers.keys()].filter((id) => !items.some((i) => i.id === id));
if (unknown.length > 0) {
  console.error(`answers for ids not in ${descriptionsFile}: ${unknown.join(', ')}`);
  process.exit(2);
}

mkdirSync(outDir, { recursive: true });
const refused: string[] = [];
for (const { id, description: prompt } of items) {
  const made = await composeSite(
    { prompt, industry: '', colorPreference: '' },
    { llm: readLlmConfig(process.env) },
  );
  const drawn = await withArtwork(made.content);
  let content = withComposedFingerprint(drawn.content);
  const read = siteFactsOf({ prompt }, content);
  const answer = answers.get(id);
  let answered: unknown = null;
  if (answer) {
    const checked = factsBody.safeParse({ ...read, ...answer });
    if (!checked.success) {
      // As the server answers 400: the field and what is wrong with it.
      const problems = checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
      refused.push(`${id}: ${problems.join('; ')}`);
    } else {
      const { photos, ...facts } = checked.data;
      const recomposed = recomposeWithFacts({ prompt }, content, facts, { photos });
      content = recomposed.content;
      answered = { facts, kept: recomposed.kept };
    }
  }
  const dir = resolve(join(outDir, id));
  await writeSiteFolder(content, drawn.assets, dir, 'https://mainstreet.example/api/forms/review');
  writeFileSync(
    join(dir, 'facts.json'),
    `${JSON.stringify({ generator: made.generator, read, answered }, null, 2)}\n`,
  );
}
await shootSites(
  outDir,
  items.map((i) => i.id),
);
for (const line of refused) console.error(`refused ${line}`);
console.log(`${items.length} sites in ${outDir}, ${answers.size - refused.length} with answers`);
process.exit(refused.length > 0 ? 1 : 0);
