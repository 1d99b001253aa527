/** A granted turn: hand it back when the work is done (also when it failed). */
export type Turn = { release: () => void };

/**
 * Admits heavy work (image decoding, zip building) a few at a time, process-wide. Beyond
 * `maxRunning` at once or `maxBytes` held in all, work waits its turn in arrival order; beyond
 * `maxWaiting` it is not queued at all (`tryEnter` answers null, so the caller can say "try again
 * in a moment" instead of piling up memory). Work larger than the whole byte budget still runs,
 * alone. A semaphore with a byte budget and a bounded queue, which p-limit and friends do not have.
 */
export type WorkGate = {
  /** A turn now or in the queue; null when the queue is full. */
  tryEnter(bytes?: number): Promise<Turn> | null;
  /** Runs `work` in its turn (waiting however long the queue is). */
  run<T>(work: () => Promise<T>, bytes?: number): Promise<T>;
  readonly running: number;
  readonly waiting: number;
  readonly heldBytes: number;
};

export function createWorkGate(options: {
  maxRunning: number;
  maxBytes?: number;
  maxWaiting?: number;
}): WorkGate {
  const { maxRunning, maxBytes = Number.POSITIVE_INFINITY, maxWaiting = Number.POSITIVE_INFINITY } = options;
  let running = 0;
  let heldBytes = 0;
  const queue: { bytes: number; grant: (turn: Turn) => void }[] = [];

  const fits = (bytes: number) => running < maxRunning && (running === 0 || heldBytes + bytes <= maxBytes);
  const grant = (bytes: number): Turn => {
    running++;
    heldBytes += bytes;
    let isReleased = false;
    return {
      release: () => {
        if (isReleased) return;
        isReleased = true;
        running--;
        heldBytes -= bytes;
        // First come, first served: a large job at the head is not overtaken by small ones.
        while (queue.length > 0 && fits(queue[0].bytes)) {
          const next = queue.shift();
          next?.grant(grant(next.bytes));
        }
      },
    };
  };

  const tryEnter = (bytes = 0): Promise<Turn> | null => {
    if (queue.length === 0 && fits(bytes)) return Promise.resolve(grant(bytes));
    if (queue.length >= maxWaiting) return null;
    return new Promise((resolve) => queue.push({ bytes, grant: resolve }));
  };

  return {
    tryEnter,
    async run(work, bytes = 0) {
      const entered =
        tryEnter(bytes) ?? new Promise<Turn>((resolve) => queue.push({ bytes, grant: resolve }));
      const turn = await entered;
      try {
        return await work();
      } finally {
        turn.release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
    get heldBytes() {
      return heldBytes;
    },
  };
}
