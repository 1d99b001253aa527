import type SqliteDatabase from 'better-sqlite3';

/** The tables a cache may watch, each by the column its cached reads are keyed on. */
const WATCHED = { websites: 'user_id', sessions: 'id', users: 'id' } as const;
export type WatchedTable = keyof typeof WATCHED;

/**
 * What a cache of rows needs to stay true: which rows were written, and a number that moves on every
 * write. SQLite only: there the one server process holds the one connection, so it sees its own
 * writes through triggers at once, and another program's commits (the sqlite3 shell, say) through
 * `PRAGMA data_version` within CHECK_OTHERS_MS. PostgreSQL instances share no memory, so they keep
 * no such cache (README, "Running in production").
 */
export type RowChanges = {
  /**
   * Moves whenever a watched row may have changed. Read it before a query and again after: the
   * answer may be kept only if it did not move in between.
   */
  version(): number;
  /**
   * Calls `listener` with the key (WATCHED's column) of each row of `table` written here, old and
   * new, or with null when any row may have changed.
   */
  subscribe(table: WatchedTable, listener: (key: string | null) => void): () => void;
};

const WRITTEN = 'mainstreet_row_written';

/**
 * How often another program's commits are looked for. The pragma costs as much as a lookup by key
 * (each statement takes the WAL's read lock), so asking it on every read would cost what a cache
 * saves; another program writing the server's file while it runs is an operator at the shell.
 */
const CHECK_OTHERS_MS = 1_000;

/**
 * Watches WATCHED through TEMP triggers: they exist only on this connection, so no migration
 * changes the schema and another program opening the file never meets a function it lacks. A row
 * whose key changes (a draft claimed by an account) tells both keys. Rows written by foreign-key
 * cascades fire the triggers too. Call after the migrations: the tables must exist.
 */
export function watchRows(file: SqliteDatabase.Database): RowChanges {
  const listeners = new Map<WatchedTable, Set<(key: string | null) => void>>();
  let writes = 0;
  const tell = (table: WatchedTable | null, key: string | null) => {
    writes++;
    for (const [watched, set] of listeners) {
      if (table === null || table === watched) for (const listener of set) listener(key);
    }
  };
  file.function(WRITTEN, { deterministic: false }, (table: unknown, key: unknown) => {
    if (typeof table === 'string' && table in WATCHED) {
      tell(table as WatchedTable, typeof key === 'string' ? key : null);
    }
    return null;
  });
  for (const [table, column] of Object.entries(WATCHED)) {
    const told = (row: 'old' | 'new') => `${WRITTEN}('${table}', ${row}.${column})`;
    const events = [
      ['insert', told('new')],
      ['update', `${told('old')}, ${told('new')}`],
      ['delete', told('old')],
    ];
    for (const [event, calls] of events) {
      file.exec(
        `create temp trigger if not exists ${table}_${event}_watched after ${event} on main.${table} ` +
          `begin select ${calls}; end`,
      );
    }
  }
  // Another connection's commit (never this one's) moves data_version: then anything may have changed.
  const dataVersion = file.prepare('pragma data_version').pluck();
  let seen = dataVersion.get();
  let checkedAt = performance.now();
  return {
    version() {
      const now = performance.now();
      if (now - checkedAt >= CHECK_OTHERS_MS) {
        checkedAt = now;
        const current = dataVersion.get();
        if (current !== seen) {
          seen = current;
          tell(null, null);
        }
      }
      return writes;
    },
    subscribe(table, listener) {
      const set = listeners.get(table) ?? new Set();
      listeners.set(table, set);
      set.add(listener);
      return () => set.delete(listener);
    },
  };
}
