// `npm run copy:digest [-- --save <file> | --against <file>]`: composes every description the
// composer's tests hold (fixtures, the claims/language set, the corpus), plus one description per
// kind and per industry in every language, and prints one SHA-256 over each site's content JSON and
// published index.html. A change that should not change any site (moving copy between files,
// renaming, splitting a module) must leave the digest as it was; `--against` names the sites that differ.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { INDUSTRIES } from '@mainstreet/site';
import { composeBuiltin } from '../packages/composer/src/index';
import { KINDS } from '../packages/composer/src/kinds';
import { bankFor } from '../packages/composer/src/language/banks';
import { SITE_LANGUAGES } from '../packages/composer/src/language/detect';
import { allDescriptions } from '../packages/composer/test/all-descriptions';
import { renderedPage } from '../packages/composer/test/corpus/score';

type Case = { label: string; prompt: string; industry?: string };

const TOWN = { en: 'Leeds', es: 'Madrid', fr: 'Lyon', de: 'Leipzig' } as const;
const NAMED = {
  en: (word: string) => `Brightside is a ${word} in Leeds. Open Mon–Fri 9–5. Call 0113 496 0000.`,
  es: (word: string) => `Brisa es ${word} en Madrid. Abierto de lunes a viernes. Llama al 912 345 678.`,
  fr: (word: string) => `Brise est ${word} à Lyon. Ouvert du lundi au vendredi. Appelez le 04 72 00 00 00.`,
  de: (word: string) => `Brise ist ${word} in Leipzig. Geöffnet Montag bis Freitag. Tel. 0341 1234567.`,
} as const;

/** Descriptions that reach every kind's and every industry's bank, named and unnamed, in every language. */
function bankCases(): Case[] {
  const cases: Case[] = [];
  for (const kind of KINDS) {
    const word = kind.words.find((w) => /^[a-z ]+$/.test(w))?.split('=')[0] ?? kind.words[0].split('=')[0];
    cases.push({ label: `kind en ${kind.id}`, prompt: NAMED.en(word) });
    cases.push({ label: `kind en anonymous ${kind.id}`, prompt: `${word} in leeds` });
  }
  for (const language of SITE_LANGUAGES) {
    const bank = bankFor(language);
    for (const [id, kind] of Object.entries(bank?.kinds ?? {})) {
      cases.push({ label: `kind ${language} ${id}`, prompt: NAMED[language](kind.words[0]) });
      cases.push({
        label: `kind ${language} anonymous ${id}`,
        prompt: `${kind.words[0]} en ${TOWN[language]}`,
      });
    }
    for (const industry of INDUSTRIES)
      cases.push({ label: `industry ${language} ${industry}`, prompt: NAMED[language]('x'), industry });
  }
  return cases;
}

async function digests(): Promise<Map<string, string>> {
  const cases: Case[] = [
    ...(await allDescriptions()).map((d, i) => ({ label: `${d.source} ${i}`, prompt: d.prompt })),
    ...bankCases(),
  ];
  const out = new Map<string, string>();
  for (const c of cases) {
    const request = { prompt: c.prompt, industry: c.industry as never };
    const { content } = composeBuiltin(request, { now: new Date('2026-06-01T12:00:00Z') });
    const html = await renderedPage(content);
    const hash = createHash('sha256').update(JSON.stringify(content)).update('\0').update(html).digest('hex');
    out.set(JSON.stringify(`${c.label}: ${c.prompt}`), hash);
  }
  return out;
}

const args = process.argv.slice(2);
const found = await digests();
// Over the sorted lines, so the digest does not depend on the order the catalogs list kinds in.
const lines = [...found].map(([k, v]) => `${v} ${k}`).sort();
const total = createHash('sha256').update(lines.join('\n')).digest('hex');
console.log(`${found.size} sites composed, digest ${total}`);
if (args[0] === '--save')
  fs.writeFileSync(args[1], `${[...found].map(([k, v]) => `${v} ${k}`).join('\n')}\n`);
if (args[0] === '--against') {
  const before = new Map(
    fs
      .readFileSync(args[1], 'utf8')
      .trim()
      .split('\n')
      .map((line) => [line.slice(65), line.slice(0, 64)] as const),
  );
  const differ = [...found].filter(([k, v]) => before.get(k) !== v).map(([k]) => k);
  const missing = [...before.keys()].filter((k) => !found.has(k));
  for (const k of differ) console.log(`differs: ${k}`);
  for (const k of missing) console.log(`missing: ${k}`);
  console.log(
    differ.length + missing.length === 0 ? 'identical' : `${differ.length + missing.length} differ`,
  );
  process.exit(differ.length + missing.length === 0 ? 0 : 1);
}
