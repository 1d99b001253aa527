import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const DIST_INDEX = path.join(ROOT, 'apps/web/dist/index.html');
const SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/site/src',
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

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
