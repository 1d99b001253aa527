// `npm run bench`: runs every benchmark in bench/ (each exports `run()`), or those named:
// `npm run bench -- site-render hosting`. BENCH_SHORT=1 runs the short forms CI uses.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const dir = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../bench');
const wanted = process.argv.slice(2);
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('_'))
  .filter((f) => wanted.length === 0 || wanted.includes(f.replace(/\.ts$/, '')))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n════ bench/${file} ════`);
  try {
    const mod = await import(path.join(dir, file));
    if (typeof mod.run !== 'function') {
      console.log('(no run() export, skipped)');
      continue;
    }
    await mod.run();
  } catch (error) {
    failed++;
    console.error(`bench/${file} failed:`, error);
  }
}
process.exit(failed ? 1 : 0);
