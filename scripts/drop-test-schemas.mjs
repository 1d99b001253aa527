// Drops schemas that earlier test runs left in the test database (a run that was killed cannot
// clean up after itself). CI calls it before the tests; nothing else may be using them then.
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL;
if (!url) process.exit(0);
const client = new pg.Client({ connectionString: url });
await client.connect();
const { rows } = await client.query(
  "select nspname as name from pg_namespace where nspname like 't\\_%' or nspname like 'p\\_%'",
);
for (const { name } of rows) await client.query(`drop schema if exists "${name}" cascade`);
await client.end();
console.log(`ci: dropped ${rows.length} leftover test schemas`);
