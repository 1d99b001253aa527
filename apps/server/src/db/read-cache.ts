import type { Kysely } from 'kysely';
import type { RowChanges, WatchedTable } from './row-changes';
import type { Database } from './types';

/** The database's Kysely (as database.ts's `Db`, which imports this file). */
type Db = Kysely<Database>;

export type ReadCacheOptions<V> = {
  /** Its entries are keyed by this table's watched column: a write there drops that key's entry. */
  table: WatchedTable;
  /** Any write to these tables empties the whole cache (for what an entry joins in). */
  emptiedBy?: readonly WatchedTable[];
  /** What the entries may weigh in all (see `weigh`); the least recently read leave first. */
  maxWeight: number;
  weigh: (value: V) => number;
};

export type ReadCache<V> = {
  /** The value for `key`: from memory if no write touched it since it was read, else `query`'s. */
  read(key: string, query: () => Promise<V | undefined>): Promise<V | undefined>;
};

const changesOfDb = new WeakMap<Db, RowChanges>();
const cachesOf = new WeakMap<RowChanges, Map<string, ReadCache<unknown>>>();

/** Lets reads on `db` be cached (SQLite: database.ts). A transaction's Kysely is another: never cached. */
export function allowReadCaches(db: Db, changes: RowChanges): void {
  changesOfDb.set(db, changes);
}

/**
 * The cache called `name` for reads on `db`, made on first use; null where reads are not cached
 * (PostgreSQL, a transaction): then the caller queries each time.
 */
export function readCacheFor<V>(db: Db, name: string, options: ReadCacheOptions<V>): ReadCache<V> | null {
  const changes = changesOfDb.get(db);
  if (!changes) return null;
  const caches = cachesOf.get(changes) ?? new Map<string, ReadCache<unknown>>();
  cachesOf.set(changes, caches);
  let cache = caches.get(name) as ReadCache<V> | undefined;
  if (!cache) {
    cache = createReadCache(changes, options);
    caches.set(name, cache as ReadCache<unknown>);
  }
  return cache;
}

/**
 * Values read from the database, kept until a write touches their rows (row-changes.ts tells).
 * Nothing found is never kept: unknown keys cost a query each, as without the cache.
 */
export function createReadCache<V>(changes: RowChanges, options: ReadCacheOptions<V>): ReadCache<V> {
  const entries = new Map<string, V>();
  let weight = 0;
  const empty = () => {
    entries.clear();
    weight = 0;
  };
  changes.subscribe(options.table, (key) => {
    if (key === null) return empty();
    const value = entries.get(key);
    if (value === undefined) return;
    weight -= options.weigh(value);
    entries.delete(key);
  });
  for (const table of options.emptiedBy ?? []) changes.subscribe(table, empty);
  return {
    async read(key, query) {
      // First: another program's commit empties the cache before it is looked in.
      const before = changes.version();
      const kept = entries.get(key);
      if (kept !== undefined) {
        // Read again, so it is the last to leave.
        entries.delete(key);
        entries.set(key, kept);
        return kept;
      }
      const value = await query();
      // Kept only if nothing was written while the query ran: else it may be older than the write.
      if (value === undefined || changes.version() !== before) return value;
      const valueWeight = options.weigh(value);
      if (valueWeight > options.maxWeight) return value;
      entries.set(key, value);
      weight += valueWeight;
      for (const [oldest, old] of entries) {
        if (weight <= options.maxWeight) break;
        entries.delete(oldest);
        weight -= options.weigh(old);
      }
      return value;
    },
  };
}
