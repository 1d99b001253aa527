import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { isShort } from './_support.ts';

const RUNS = isShort ? 3 : 7;
const TARGET_MS = 300;
const ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const ENTRY = path.join(ROOT, 'packages/composer/src/index.ts');
// Beside node_modules, so the bundle finds the packages it leaves out as the server's bundle does.
const BUNDLE = path.join(ROOT, 'node_modules/.cache/mainstreet-bench/composer.mjs');
/** A description that reaches the lazily loaded parts: a phone number, hours, a language to tell. */
const DESCRIPTION =
  'Panadería Lucía, a family bakery in Seville since 1987. Sourdough, croissants and birthday cakes. ' +
  'Open Tuesday to Sunday 7am to 2pm. Call 954 123 456 or write to hola@panaderialucia.es.';

/**
 * What a fresh process prints: how long `await import(composer)` took, on the clock and on the CPU
 * (all its threads: tsx's loader thread and the garbage collector too), then the same for the first
 * `composeSite`, which loads what the import left for first use.
 */
const CHILD = `const t = performance.now(); const c = process.cpuUsage();
const composer = await import(process.argv[1]);
const u = process.cpuUsage(c);
const t2 = performance.now(); const c2 = process.cpuUsage();
await composer.composeSite({ prompt: process.argv[2] });
const u2 = process.cpuUsage(c2);
console.log(JSON.stringify({ ms: performance.now() - t, cpuMs: (u.user + u.system) / 1000,
  composeMs: performance.now() - t2, composeCpuMs: (u2.user + u2.system) / 1000 }));`;

type Run = { ms: number; cpuMs: number; composeMs: number; composeCpuMs: number };
type Figures = { [K in keyof Run]: { median: number; min: number; max: number } };

function fresh(nodeArgs: string[], url: string): Figures {
  const runs = Array.from({ length: RUNS }, () => {
    const out = execFileSync(
      process.execPath,
      [...nodeArgs, '--input-type=module', '-e', CHILD, url, DESCRIPTION],
      { cwd: ROOT, encoding: 'utf8' },
    );
    return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as Run;
  });
  const spread = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return {
      median: Math.round(sorted[Math.floor(sorted.length / 2)]),
      min: Math.round(sorted[0]),
      max: Math.round(sorted[sorted.length - 1]),
    };
  };
  const keys = ['ms', 'cpuMs', 'composeMs', 'composeCpuMs'] as const;
  return Object.fromEntries(keys.map((k) => [k, spread(runs.map((r) => r[k]))])) as Figures;
}

/**
 * Importing the composer in a fresh process (issue 39), as a server start pays it: the server runs
 * one esbuild bundle under plain node (`npm start`, the Dockerfile), so the bundle of the composer's
 * entry is what the target is checked on. Through tsx (scripts, tests, `npm run generate`) every
 * file also goes through tsx's loader thread and transform cache: reported, not checked. The target
 * is checked on CPU time: this machine is shared (other sessions' tests and builds), and there the
 * clock mostly measures the wait for a core. Also measured: the first compose after the import,
 * which loads what the import leaves for first use (libphonenumber, franc, the name lists, the
 * icon and claim patterns).
 */
export async function run(): Promise<Record<string, unknown>> {
  await esbuild.build({
    entryPoints: [ENTRY],
    outfile: BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-packages',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@mainstreet/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  const bundled = fresh([], pathToFileURL(BUNDLE).href);
  const tsx = fresh(['--import', 'tsx'], pathToFileURL(ENTRY).href);
  fs.rmSync(path.dirname(BUNDLE), { recursive: true, force: true });
  const load = os.loadavg()[0].toFixed(1);
  const met = bundled.cpuMs.median < TARGET_MS;
  const range = (f: { median: number; min: number; max: number }) => `${f.median} ms (${f.min}–${f.max})`;
  const line = (name: string, f: Figures) =>
    `  ${name}: import CPU ${range(f.cpuMs)}, clock ${range(f.ms)}; ` +
    `first compose CPU ${range(f.composeCpuMs)}, clock ${range(f.composeMs)}`;
  console.log(
    `The composer in a fresh process, median of ${RUNS} (min–max); load average ${load} on ${os.cpus().length} cores`,
  );
  console.log(line('bundled, as the server runs it', bundled));
  console.log(line('through tsx (not checked)', tsx));
  console.log(
    `  import CPU, bundled: ${bundled.cpuMs.median} ms, target < ${TARGET_MS} ms: ${met ? 'OK' : 'MISSED'}`,
  );
  return { runs: RUNS, bundled, tsx, loadAverage: Number(load), target: `< ${TARGET_MS} ms`, met };
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
