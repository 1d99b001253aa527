import type { Db } from '../../db/database';

type Job = {
  run: (trx: Db) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};
type Batcher = { queue: Job[]; isRunning: boolean };

/** Upper bound on saves per commit, so one batch never holds the database for long. */
const MAX_BATCH = 64;
const batchers = new WeakMap<Db, Batcher>();

async function flush(db: Db, batcher: Batcher): Promise<void> {
  batcher.isRunning = true;
  while (batcher.queue.length > 0) {
    const jobs = batcher.queue.splice(0, MAX_BATCH);
    const outcomes: { isOk: boolean; value: unknown }[] = [];
    try {
      await db.transaction().execute(async (trx) => {
        for (const job of jobs) {
          try {
            outcomes.push({ isOk: true, value: await job.run(trx) });
          } catch (error) {
            outcomes.push({ isOk: false, value: error });
          }
        }
      });
      for (const [i, job] of jobs.entries()) {
        const outcome = outcomes[i];
        if (outcome.isOk) job.resolve(outcome.value);
        else job.reject(outcome.value);
      }
    } catch (error) {
      for (const job of jobs) job.reject(error);
    }
  }
  batcher.isRunning = false;
}

/**
 * Runs `run` inside a transaction shared with the other saves waiting at that moment (group
 * commit): with SQLite's synchronous=FULL every commit waits for the disk, so one commit per batch
 * instead of per save is what lets many saves a second through. A job must not rely on rollback:
 * it checks before it writes and undoes its own work when it decides not to apply.
 */
export function runInSharedTransaction<T>(db: Db, run: (trx: Db) => Promise<T>): Promise<T> {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = { queue: [], isRunning: false };
    batchers.set(db, batcher);
  }
  const current = batcher;
  return new Promise<T>((resolve, reject) => {
    current.queue.push({ run, resolve: resolve as (value: unknown) => void, reject });
    // Saves that arrive in the same turn of the event loop join the same commit.
    if (!current.isRunning) {
      current.isRunning = true;
      setImmediate(() => void flush(db, current));
    }
  });
}
