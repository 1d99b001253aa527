import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime } from './newest-mtime.mjs';

const ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const DIST_INDEX = path.join(ROOT, 'apps/web/dist/index.html');
const SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/public',
  'packages/site/src',
];

/** True when apps/web/dist exists and is newer than every file it is built from. */
export function isWebBuildCurrent() {
  if (!fs.existsSync(DIST_INDEX)) return false;
  const built = fs.statSync(DIST_INDEX).mtimeMs;
  return SOURCES.every((s) => newestMtime(path.join(ROOT, s)) <= built);
}

/** Builds the web app when no current build exists. */
export function ensureWebBuild() {
  if (isWebBuildCurrent()) return;
  console.log('Building the web app (first start or sources changed)…');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('Mainstreet cannot start: the web app failed to build (see above).');
    process.exit(1);
  }
}
