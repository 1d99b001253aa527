import type { Kysely } from 'kysely';

// Portable types only (see db/types.ts): text ids and ISO timestamps, integer booleans, JSON as text.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Kept on the row so the site list never has to parse every site's content.
  await db.schema.alterTable('websites').addColumn('cover_image', 'text').execute();

  await db.schema
    .createTable('media')
    .addColumn('id', 'text', (c) => c.primaryKey())
    /** The storage key of the main file; variants are `<id>-<width>w.<ext>`. */
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('url', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('session_id', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('variants', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_user_id').on('media').column('user_id').execute();

  await db.schema
    .createTable('usage_counters')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** Calendar month in UTC, "2026-11". */
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('edits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ai_images', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('usage_counters_pk', ['user_id', 'month'])
    .execute();

  await db.schema
    .createTable('user_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_settings').execute();
  await db.schema.dropTable('usage_counters').execute();
  await db.schema.dropTable('media').execute();
  await db.schema.alterTable('websites').dropColumn('cover_image').execute();
}
