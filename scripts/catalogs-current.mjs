// Keeps packages/composer/copy.compiled.json (the catalogs the composer imports, `npm run catalogs`)
// current for the commands that run the composer: `npm run build` compiles it always, `npm start`
// and `npm run dev` when a catalog is newer than it, and `npm run dev` again on each catalog saved.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime } from './newest-mtime.mjs';

const ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const COPY = path.join(ROOT, 'packages/composer/copy');
export const CATALOG_ARTIFACT = path.join(ROOT, 'packages/composer/copy.compiled.json');

/** Compiles the catalogs (when one changed since the artifact was written, or always); exits on a bad catalog. */
export function ensureCatalogs({ always = false } = {}) {
  if (!always && newestMtime(COPY) <= newestMtime(CATALOG_ARTIFACT)) return;
  const result = spawnSync('npm', ['run', '-s', 'catalogs'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('Mainstreet cannot build: a copy catalog does not validate (see above).');
    process.exit(1);
  }
}

/** Recompiles the catalogs a moment after a file under copy/ is saved (for `npm run dev`). */
export function watchCatalogs() {
  let timer;
  const watcher = fs.watch(COPY, { recursive: true }, (_event, file) => {
    if (!String(file).endsWith('.json')) return;
    clearTimeout(timer);
    timer = setTimeout(
      () => spawnSync('npm', ['run', '-s', 'catalogs'], { cwd: ROOT, stdio: 'inherit' }),
      200,
    );
  });
  return () => watcher.close();
}
