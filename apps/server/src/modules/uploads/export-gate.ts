import type { Content } from '@mainstreet/site';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';
import { createWorkGate, type Turn, type WorkGate } from '../../lib/work-gate';
import { checkExportBudget } from './export-with-uploads';

/** How long a refused export is told to wait: about one large build. */
const RETRY_AFTER_S = 10;
const gates = new WeakMap<AppContext, WorkGate>();

/**
 * The process's zip and export work (export, Quick Download, publish, deploy) as one bounded
 * resource: EXPORT_CONCURRENCY builds at once, holding at most EXPORT_MEMORY_MB of media between
 * them (a site's distinct uploads, counted twice: loaded, then inside the zip). A few more wait
 * their turn; beyond that the answer is 503 with Retry-After, so parallel exports of large sites
 * by many accounts cannot take the server's memory or stall other requests.
 */
function gateOf(ctx: AppContext): WorkGate {
  let gate = gates.get(ctx);
  if (!gate) {
    gate = createWorkGate({
      maxRunning: ctx.config.EXPORT_CONCURRENCY,
      maxBytes: ctx.config.EXPORT_MEMORY_MB * 1024 * 1024,
      maxWaiting: ctx.config.EXPORT_CONCURRENCY * 2,
    });
    gates.set(ctx, gate);
  }
  return gate;
}

export function exportsBusy(): AppError {
  return new AppError(
    'UNAVAILABLE',
    `Many websites are being exported right now. Please try again in ${RETRY_AFTER_S} seconds.`,
    {
      headers: { 'retry-after': String(RETRY_AFTER_S) },
      ...sayable('exportBusy', { seconds: RETRY_AFTER_S }, { retryAfter: RETRY_AFTER_S }),
    },
  );
}

/**
 * A turn for work that holds the content's media once (a zip streamed to its client); refused at
 * once (503, Retry-After) when the queue is full. The caller releases it.
 */
export async function enterExportGate(ctx: AppContext, content: Content, copies = 1): Promise<Turn> {
  const bytes = await checkExportBudget(ctx, content);
  const entering = gateOf(ctx).tryEnter(bytes * copies);
  if (!entering) throw exportsBusy();
  return entering;
}

/**
 * Runs `work` (which loads the content's media and builds its files or zip whole: two copies) in
 * its turn, or refuses at once when the queue is full.
 */
export async function runExportWork<T>(
  ctx: AppContext,
  content: Content,
  work: () => Promise<T>,
): Promise<T> {
  const turn = await enterExportGate(ctx, content, 2);
  try {
    return await work();
  } finally {
    turn.release();
  }
}
