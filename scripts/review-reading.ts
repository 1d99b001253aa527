/**
 * What the composer reads from each description of a review set: name, kind, industry, town,
 * address, phone and services, one block per description. For checking the reader quickly, without
 * building sites: `npx tsx scripts/review-reading.ts docs/review/<set>/descriptions.json [--json]`.
 */
import { readFileSync } from 'node:fs';
import { readDescription } from '../packages/composer/src/read';

type Description = { id: string; lang: string; description: string };

const [file, flag] = process.argv.slice(2);
if (!file) throw new Error('usage: review-reading.ts descriptions.json [--json]');
const descriptions = JSON.parse(readFileSync(file, 'utf8')) as Description[];
const rows = descriptions.map((d) => {
  const { facts, industry, kind } = readDescription({ prompt: d.description });
  return {
    id: d.id,
    name: facts.name ?? null,
    kind: kind?.id ?? null,
    kindWords: facts.kind ?? null,
    industry,
    location: facts.location ?? null,
    address: facts.address ?? null,
    locality: facts.addressParts?.locality ?? null,
    country: facts.addressParts?.country ?? null,
    phoneE164: facts.phoneE164 ?? null,
    services: facts.services,
    towns: facts.towns ?? null,
  };
});
if (flag === '--json') console.log(JSON.stringify(rows, null, 1));
else
  for (const r of rows) {
    console.log(`${r.id}\n  name: ${r.name}\n  kind: ${r.kind} (${r.industry}) "${r.kindWords ?? ''}"`);
    console.log(
      `  where: ${r.location} | address: ${r.address} | ${r.locality}, ${r.country} | ${r.phoneE164}`,
    );
    console.log(`  services: ${r.services.join(' ; ')}${r.towns ? `\n  towns: ${r.towns}` : ''}`);
  }
