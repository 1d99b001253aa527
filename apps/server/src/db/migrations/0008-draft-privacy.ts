import { type Kysely, sql } from 'kysely';

// The website id used to be the share link's key and sat in every published contact form, so a
// published site handed out its unpublished draft. Share links and form keys now live in their
// own table (not new columns on websites: SQLite appends columns after the large content, which
// 0007 moved last on purpose). A cached share page and a lease for periodic jobs sit beside them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('website_keys')
    .addColumn('website_id', 'text', (c) => c.primaryKey().references('websites.id').onDelete('cascade'))
    // What published contact forms post to: it opens nothing else.
    .addColumn('form_key', 'text', (c) => c.notNull().unique())
    // The share link's capability; null when the owner turned the link off.
    .addColumn('share_token', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('preview_pages')
    .addColumn('website_id', 'text', (c) => c.primaryKey().references('websites.id').onDelete('cascade'))
    // Content version, share token and public address the page was rendered for.
    .addColumn('cache_key', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  // Sites already live keep their forms working: their published HTML posts the website id, which
  // from now on opens nothing but the form. Every other site gets a random key when it publishes.
  const now = new Date().toISOString();
  await sql`
    insert into website_keys (website_id, form_key, share_token, created_at, updated_at)
    select id, id, null, ${now}, ${now} from websites
    where netlify_url is not null or id in (select website_id from hosted_sites)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_leases').execute();
  await db.schema.dropTable('preview_pages').execute();
  await db.schema.dropTable('website_keys').execute();
}
