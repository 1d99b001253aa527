import { ensureServerBuild } from '../../scripts/server-build.mjs';
import { ensureWebBuild } from './build';

/**
 * Builds the web app and the server bundle once before the browser tests, when no current build
 * exists, so the files running side by side start their servers from one build.
 */
export default async function setup(): Promise<void> {
  await ensureWebBuild();
  await ensureServerBuild();
}
