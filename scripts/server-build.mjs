// Compiles the server (with the workspace packages it uses) into one JavaScript file, so production
// runs plain `node` instead of TypeScript through loader hooks: no hooks thread, about 45 MB less
// memory and a faster start. Third-party packages stay in node_modules, loaded as they are.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { ensureCatalogs } from './catalogs-current.mjs';
import { newestMtime } from './newest-mtime.mjs';

const ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
export const SERVER_BUNDLE = path.join(ROOT, 'apps/server/dist/server.mjs');
const SOURCES = [
  'apps/server/src',
  'packages/site/src',
  'packages/composer/src',
  'packages/composer/copy.compiled.json',
  'packages/site/package.json',
];

/** Keeps every bare import external except our own workspace packages, which are TypeScript. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@mainstreet/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Worker threads and processes the server starts from files next to its own (see save-checker.ts). */
const WORKERS = {
  'save-check.worker': 'apps/server/src/modules/websites/save-check.worker.ts',
  // A child process, not a thread: satori, sharp and HarfBuzz stay out of the server (render-child.ts).
  'render.worker': 'apps/server/src/modules/publish/render.worker.ts',
};

/** esbuild's names for the files split off the entries (`[name]-[hash]`). */
const CHUNK = /-[A-Z0-9]{8}\.mjs(\.map)?$/;
/** Chunks of earlier builds are removed once no server started in the last hour can still load them. */
const STALE_CHUNK_MS = 60 * 60 * 1000;

/**
 * Bundles `entry` (a path from the repository root) into `outfile`, with the server's worker files
 * and the files it loads on demand beside it. Each file appears whole or not at all (written beside
 * it, then renamed), and the entries last, so processes starting at once never read half a build.
 */
export async function buildServerFile(entry, outfile) {
  const entryPoints = { [path.basename(outfile, '.mjs')]: path.join(ROOT, entry) };
  for (const [name, source] of Object.entries(WORKERS)) entryPoints[name] = path.join(ROOT, source);
  const result = await esbuild.build({
    entryPoints,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    outdir: path.dirname(outfile),
    outExtension: { '.js': '.mjs' },
    // What the server imports only when it needs it (Stripe, S3, Redis, PostgreSQL, the social-card
    // renderer…) stays in files of its own, loaded then: one bundle would load them all at start-up.
    splitting: true,
    chunkNames: '[name]-[hash]',
    sourcemap: 'linked',
    keepNames: true,
    // Each file keeps its own package's tsconfig (the site engine's JSX setting).
    plugins: [externalPackages],
    logLevel: 'warning',
  });
  const dir = path.dirname(outfile);
  fs.mkdirSync(dir, { recursive: true });
  const isChunk = (file) => CHUNK.test(path.basename(file.path));
  const files = [...result.outputFiles].sort((a, b) => Number(isChunk(b)) - Number(isChunk(a)));
  for (const file of files) {
    const partial = `${file.path}.${process.pid}.partial`;
    fs.writeFileSync(partial, file.contents);
    fs.renameSync(partial, file.path);
  }
  const written = new Set(files.map((file) => path.basename(file.path)));
  for (const name of fs.readdirSync(dir)) {
    if (!CHUNK.test(name) || written.has(name)) continue;
    const file = path.join(dir, name);
    try {
      if (Date.now() - fs.statSync(file).mtimeMs > STALE_CHUNK_MS) fs.rmSync(file);
    } catch {
      // Removed by another build at the same time.
    }
  }
  return outfile;
}

/** True when `outfile` exists and is newer than every source it is built from. */
export function isServerBuildCurrent(outfile = SERVER_BUNDLE) {
  if (!fs.existsSync(outfile)) return false;
  const built = fs.statSync(outfile).mtimeMs;
  return SOURCES.every((s) => newestMtime(path.join(ROOT, s)) <= built);
}

/** Builds the server bundle when no current one exists; returns its path. */
export async function ensureServerBuild() {
  if (!isServerBuildCurrent()) await buildServerFile('apps/server/src/server.ts', SERVER_BUNDLE);
  return SERVER_BUNDLE;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  ensureCatalogs({ always: true });
  await buildServerFile('apps/server/src/server.ts', SERVER_BUNDLE);
  console.log(`Built ${path.relative(ROOT, SERVER_BUNDLE)} in ${Date.now() - started} ms`);
}
