import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Content } from '@mainstreet/site';
import { cachedFontMaker, type FontMaker } from '@mainstreet/site/export/font-files';
import type { FontSubset, WebFont } from '@mainstreet/site/theme/webfonts';
import type { CardText } from '../social-card/draw-social-card';
import { cardTextOf } from '../social-card/render-social-card';

/** Work done in the render child: a social card drawn, a web font subset, or an icon drawn. */
export type RenderJob =
  | { kind: 'card'; card: CardText; hero: Uint8Array | null }
  | { kind: 'font'; font: WebFont; subset: FontSubset; text: string }
  | { kind: 'icon'; svg: Uint8Array; size: number };

type Reply = { id: number; bytes?: Uint8Array | null; error?: string };

/** An idle child exits after this long; the next card or font starts another (about half a second). */
const IDLE_MS = 60_000;

/**
 * The compiled child next to the compiled server (scripts/server-build.mjs builds both), else the
 * TypeScript source run through tsx (tests, `npm run dev`).
 */
function childEntry(): { file: string; execArgv: string[] } {
  // A server run with --cpu-prof (bench/publish.ts) profiles its render child too.
  const profiling = process.execArgv.filter((flag) => flag.startsWith('--cpu-prof'));
  if (import.meta.url.endsWith('.mjs')) {
    const built = new URL('./render.worker.mjs', import.meta.url);
    if (fs.existsSync(built)) return { file: fileURLToPath(built), execArgv: profiling };
  }
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return {
    file: fileURLToPath(new URL('./render.worker.ts', import.meta.url)),
    execArgv: [...profiling, '--import', tsx],
  };
}

let child: ChildProcess | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let nextId = 1;
const pending = new Map<
  number,
  { resolve: (bytes: Uint8Array | null) => void; reject: (e: Error) => void }
>();

function failAll(error: Error): void {
  for (const job of pending.values()) job.reject(error);
  pending.clear();
}

function start(): ChildProcess {
  const { file, execArgv } = childEntry();
  // Structured clone over the channel: bytes travel as bytes, not as JSON arrays of numbers.
  const started = fork(file, [], {
    execArgv,
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  started.on('message', ({ id, bytes, error }: Reply) => {
    const job = pending.get(id);
    pending.delete(id);
    if (error !== undefined) job?.reject(new Error(error));
    else job?.resolve(bytes ? new Uint8Array(bytes) : null);
    if (pending.size === 0) letGo(started);
  });
  started.on('exit', (code) => {
    if (child === started) child = undefined;
    failAll(new Error(`the render process stopped (exit code ${code})`));
  });
  started.on('error', (error) => {
    if (child === started) child = undefined;
    failAll(error);
  });
  return started;
}

/** With nothing in progress the child never keeps the server running, and exits after a while. */
function letGo(running: ChildProcess): void {
  running.unref();
  running.channel?.unref();
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (child === running && pending.size === 0) {
      child = undefined;
      running.disconnect();
    }
  }, IDLE_MS);
  idleTimer.unref();
}

/**
 * Runs `job` in the render child, started on first use: the libraries it loads (satori, sharp,
 * HarfBuzz, about 130 MB resident) stay out of the server, and leave with the child once it has
 * been idle a minute. Callers hold their export-gate turn meanwhile, so its limits still hold.
 */
export function runInRenderChild(job: RenderJob): Promise<Uint8Array | null> {
  child ??= start();
  const running = child;
  clearTimeout(idleTimer);
  running.ref();
  running.channel?.ref();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    running.send({ id, job }, (error) => {
      if (!error) return;
      pending.delete(id);
      reject(error);
    });
  });
}

/** Web fonts subset in the render child; results are kept here, so they outlive the child. */
export const subsetFontInChild: FontMaker = cachedFontMaker((font, subset, text) =>
  runInRenderChild({ kind: 'font', font, subset, text }),
);

/** A square PNG of `size` pixels drawn from an SVG, in the render child (which has sharp loaded). */
export async function drawIconInChild(svg: Uint8Array, size: number): Promise<Uint8Array> {
  const png = await runInRenderChild({ kind: 'icon', svg, size });
  if (!png) throw new Error('the render process drew no icon');
  return png;
}

/** The 1200×630 share picture, drawn in the render child (see render-social-card.ts). */
export async function drawSocialCardInChild(content: Content, hero: Uint8Array | null): Promise<Uint8Array> {
  // What it shows is worked out here, so the child needs nothing of the site engine.
  const png = await runInRenderChild({ kind: 'card', card: cardTextOf(content), hero });
  if (!png) throw new Error('the render process drew no social card');
  return png;
}
