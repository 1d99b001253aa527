/**
 * True for the errors a request meets when every PostgreSQL connection of the pool is in use for
 * longer than DATABASE_POOL_TIMEOUT_MS (pg-pool's wait, or a new connection's own timeout): the
 * request changed nothing and can be tried again, so it is a 503, not a 500.
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.message === 'timeout exceeded when trying to connect' ||
    error.message === 'Connection terminated due to connection timeout'
  );
}
