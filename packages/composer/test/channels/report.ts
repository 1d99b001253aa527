import { readFileSync } from 'node:fs';
import { composeBuiltin } from '../../src/index';
import { CHECK_SET } from './check-set';
import { emptyScore, scoreSite } from './measure';
import { ROUND_1_CHANNELS } from './round-1';

const round1 = JSON.parse(
  readFileSync(
    new URL('../../../../docs/review/2026-11-28-round-1/descriptions.json', import.meta.url),
    'utf8',
  ),
) as Array<{ id: string; description: string }>;
const now = new Date('2026-11-28');
for (const [name, set] of [
  [
    'round-1',
    ROUND_1_CHANNELS.map((l) => ({ ...l, description: round1.find((d) => d.id === l.id)!.description })),
  ],
  ['check-set', CHECK_SET],
] as const) {
  const score = emptyScore();
  for (const l of set) scoreSite(l, composeBuiltin({ prompt: l.description }, { now }).content, score);
  console.log(name, JSON.stringify({ ...score, notes: undefined }));
  if (process.argv.includes('-v')) for (const n of score.notes) console.log('  ', n);
}

// The composer's corpus: its own labels of phone, email, address and handles.
import { CORPUS } from '../corpus';
import type { LabelledDescription as L } from './labels';

{
  const score = emptyScore();
  let n = 0;
  for (const e of CORPUS) {
    const channels: L['channels'] = [];
    if (e.phone) channels.push(['phone', e.phone.replace(/\D/g, '')]);
    if (e.email) channels.push(['email', e.email.toLowerCase()]);
    if (e.address) channels.push(['map', e.address.split(',')[0]]);
    if (channels.length === 0) continue;
    n += 1;
    const hero = channels[0][0];
    scoreSite(
      {
        id: e.prompt.slice(0, 50),
        channels,
        hero,
        heroAlso: [...channels.map((c) => c[0]), 'call', 'text', 'whatsapp'],
      },
      composeBuiltin({ prompt: e.prompt }, { now }).content,
      score,
    );
  }
  console.log(`corpus (${n} with a phone, email or address)`, JSON.stringify({ ...score, notes: undefined }));
  if (process.argv.includes('-v')) for (const x of score.notes) console.log('  ', x);
}
