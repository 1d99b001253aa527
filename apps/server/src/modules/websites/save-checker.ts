import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import { checkSaveBody, type SaveCheck } from './save-body';

export type SaveChecker = {
  /** Checks a save's raw body (see save-body.ts). The body may be emptied (moved to the worker). */
  check(body: Uint8Array): Promise<SaveCheck>;
  /**
   * Hands back checked content bytes once the save is done with them. They leave this thread at
   * once instead of waiting for a full garbage collection, which under a stream of 30 KB saves was
   * tens of megabytes of memory.
   */
  release(bytes: Uint8Array): void;
  close(): Promise<void>;
  /** Where checks run: on a worker thread, or inline on the main thread. */
  readonly runsOn: 'worker' | 'inline';
};

/**
 * The compiled worker next to the compiled server (scripts/server-build.mjs builds both), or
 * undefined when the server runs from TypeScript source (tests, `npm run dev`).
 */
export function compiledWorkerFile(): URL | undefined {
  if (!import.meta.url.endsWith('.mjs')) return undefined;
  const file = new URL('./save-check.worker.mjs', import.meta.url);
  return fs.existsSync(file) ? file : undefined;
}

/**
 * True when `bytes` is the whole of its memory, so moving that memory to another thread cannot
 * take anything else with it (small Buffers share Node's pool).
 */
function ownsItsMemory(bytes: Uint8Array): boolean {
  return (
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength &&
    bytes.buffer instanceof ArrayBuffer
  );
}

function startWorker(file: URL): Worker {
  // Each check's garbage dies at once: a small young generation is enough and keeps memory low.
  const resourceLimits = { maxYoungGenerationSizeMb: 4 };
  if (!file.pathname.endsWith('.ts')) return new Worker(file, { resourceLimits });
  // TypeScript source (the worker's own tests): loaded through tsx, like the rest of the source.
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(file.href)}); });`;
  return new Worker(boot, { eval: true, resourceLimits });
}

/**
 * Runs save checks on one worker thread, so parsing and validating a save's content (most of a
 * save's work: 30 KB of JSON parsed, checked and serialised again) uses the machine's second core
 * and never stalls the event loop for other requests. The worker starts on first use; if it ever
 * dies, the checks it held fail and the next check starts a new one. Without a worker file, checks
 * run inline.
 */
export function createSaveChecker(options: { workerFile?: URL } = {}): SaveChecker {
  const { workerFile } = options;
  if (!workerFile) {
    return {
      runsOn: 'inline',
      check: async (body) => checkSaveBody(body),
      release: () => {},
      close: async () => {},
    };
  }
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, { resolve: (r: SaveCheck) => void; reject: (e: unknown) => void }>();

  const failAll = (error: unknown) => {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };
  const start = () => {
    const started = startWorker(workerFile);
    // A server with nothing else to do may exit; a check in progress keeps its request open.
    started.unref();
    started.on('message', ({ id, result }: { id: number; result: SaveCheck }) => {
      const job = pending.get(id);
      pending.delete(id);
      job?.resolve(result);
    });
    started.on('error', (error) => {
      if (worker === started) worker = undefined;
      failAll(error);
    });
    started.on('exit', (code) => {
      if (worker === started) worker = undefined;
      failAll(new Error(`the save-check worker stopped (exit code ${code})`));
    });
    return started;
  };

  return {
    runsOn: 'worker',
    check(body) {
      worker ??= start();
      const id = nextId++;
      const running = worker;
      return new Promise<SaveCheck>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        running.postMessage({ id, body }, ownsItsMemory(body) ? [body.buffer as ArrayBuffer] : []);
      });
    },
    release(bytes) {
      if (worker && ownsItsMemory(bytes)) worker.postMessage({ free: bytes }, [bytes.buffer as ArrayBuffer]);
    },
    async close() {
      const stopping = worker;
      worker = undefined;
      if (stopping) await stopping.terminate();
    },
  };
}
