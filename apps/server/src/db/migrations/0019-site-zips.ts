import type { Kysely } from 'kysely';

// The built zip of a website's saved version, kept on storage (DATA_DIR/uploads or S3) so a
// repeat export streams it instead of building it again. One per website: a newer build (a save,
// a plan change) replaces it. No foreign key: the stored file must go with the row, so deleting a
// website removes both (zip-cache.ts), and the cache sweeps rows whose website is gone.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_zips')
    .addColumn('storage_key', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('site_zips_website').on('site_zips').column('website_id').execute();
  await db.schema.createIndex('site_zips_used').on('site_zips').column('used_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_zips').execute();
}
