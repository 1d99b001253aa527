import type { Kysely } from 'kysely';

// An edit is one editing session of one website (issue 24): when the website's current session of
// counted saves began, and a fingerprint of its words (everything but pictures and videos), so a
// save that only places an upload or artwork costs nothing. Its own table: a column added to
// `websites` would land after `content` and undo 0007 (content last). Gone with the website.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('edit_sessions')
    .addColumn('website_id', 'text', (c) => c.primaryKey().references('websites.id').onDelete('cascade'))
    .addColumn('counted_at', 'text')
    .addColumn('words_hash', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('edit_sessions').execute();
}
