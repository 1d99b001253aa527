import type { Kysely } from 'kysely';

// `netlify_url` has held the live address on any host (Mainstreet's own hosting or Netlify) since
// built-in hosting came; its name now says so. Both SQLite (3.25+) and PostgreSQL rename in place,
// keeping the values and the column's position.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('websites').renameColumn('netlify_url', 'live_url').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('websites').renameColumn('live_url', 'netlify_url').execute();
}
