import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** Builds apps/web unless dist is newer than every source file (the same rule `npm start` uses). */
export async function ensureWebBuild(): Promise<void> {
  const { isWebBuildCurrent } = (await import(path.join(ROOT, 'scripts/web-build.mjs'))) as {
    isWebBuildCurrent: () => boolean;
  };
  if (isWebBuildCurrent()) return;
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('web build failed');
  if (!fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html')))
    throw new Error('web build produced no index.html');
}
