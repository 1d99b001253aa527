import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Test schemas are dropped once, after the whole run: dropping one while another suite migrates
 * breaks Kysely's table check, which looks across schemas. Each run names its schemas with its own
 * id so parallel runs never drop each other's.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const runId = randomBytes(3).toString('hex');
  process.env.MAINSTREET_TEST_RUN = runId;
  return async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        `select nspname as name from pg_namespace where nspname like $1`,
        [`t\\_${runId}\\_%`],
      );
      for (const { name } of rows) await client.query(`drop schema if exists "${name}" cascade`);
    } finally {
      await client.end();
    }
  };
}
