import { ensureWebBuild } from './build';

/** Builds the web app once before the browser tests, when no current build exists. */
export default async function setup(): Promise<void> {
  await ensureWebBuild();
}
