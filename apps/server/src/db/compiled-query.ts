import { type Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database';

/** Compiled SQL by dialect (a transaction shares its database's adapter), then by query name. */
const compiled = new WeakMap<object, Map<string, CompiledQuery>>();
const STAND_IN = '\u0000value:';

/**
 * Runs a query of fixed shape that Kysely builds and compiles once per dialect, with this call's
 * values: building and compiling costs more than SQLite takes to run a lookup by key, and the hot
 * lookups (the session of every request) and a save's statements have the same SQL each time.
 * `build` gets a stand-in for each value, to put where that value goes (any value: a string, a
 * number, null or bytes); `name` must differ for each shape `build` can make.
 */
export async function runCompiled<Row>(
  db: Db,
  name: string,
  build: (db: Db, ...values: string[]) => Compilable<Row>,
  values: readonly unknown[],
): Promise<Row[]> {
  const adapter = db.getExecutor().adapter;
  const queries = compiled.get(adapter) ?? new Map<string, CompiledQuery>();
  compiled.set(adapter, queries);
  let query = queries.get(name);
  if (!query) {
    query = build(db, ...values.map((_, i) => `${STAND_IN}${i}`)).compile();
    queries.set(name, query);
  }
  const parameters = query.parameters.map((p) =>
    typeof p === 'string' && p.startsWith(STAND_IN) ? values[Number(p.slice(STAND_IN.length))] : p,
  );
  const { rows } = await db.executeQuery<Row>(CompiledQuery.raw(query.sql, parameters));
  return rows;
}
