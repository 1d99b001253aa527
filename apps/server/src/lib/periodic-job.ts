import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` once the app is ready and then every `everyMs`, never twice at once, and waits for a
 * run in progress when the app closes. A failure is logged and the next run tries again.
 */
export function runPeriodically(
  app: FastifyInstance,
  name: string,
  everyMs: number,
  work: () => Promise<unknown>,
) {
  let running: Promise<unknown> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let isClosed = false;
  const run = () => {
    if (isClosed) return;
    running ??= work()
      .catch((error) => app.log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    setImmediate(run);
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    isClosed = true;
    clearInterval(timer);
    await running;
  });
}
