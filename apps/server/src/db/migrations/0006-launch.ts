import { type Kysely, PostgresAdapter } from 'kysely';

// Published files are stored in the database, content-addressed: a publish is one transaction
// (all of a snapshot or none of it), every instance reads the same rows, rollback and unpublish
// are one-row updates, and unchanged files (images) are shared between snapshots, not copied.
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const binary = isPostgres ? 'bytea' : 'blob';

  await db.schema
    .createTable('hosted_sites')
    .addColumn('website_id', 'text', (c) => c.primaryKey().references('websites.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('current_publish_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('publishes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('website_version', 'integer', (c) => c.notNull())
    .addColumn('file_count', 'integer', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('publishes_website_number', ['website_id', 'number'])
    .execute();

  await db.schema
    .createTable('publish_blobs')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('body', binary, (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    // Touched by every publish that uses it: clean-up spares blobs a publish in progress may need.
    .addColumn('last_used_at', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('publish_files')
    .addColumn('publish_id', 'text', (c) => c.notNull().references('publishes.id').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull().references('publish_blobs.hash'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('publish_files_pk', ['publish_id', 'path'])
    .execute();
  // Finds blobs no snapshot uses any more, when old snapshots are pruned.
  await db.schema.createIndex('publish_files_hash').on('publish_files').column('hash').execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contact_messages_website')
    .on('contact_messages')
    .columns(['website_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('netlify_accounts')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // AES-256-GCM ciphertext of the access token; the key never sits in the database.
    .addColumn('token_ciphertext', 'text', (c) => c.notNull())
    .addColumn('connected_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('netlify_oauth_states')
    // SHA-256 of the state value: the table alone cannot complete a flow.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('netlify_sites')
    .addColumn('website_id', 'text', (c) => c.primaryKey().references('websites.id').onDelete('cascade'))
    .addColumn('netlify_site_id', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'netlify_sites',
    'netlify_oauth_states',
    'netlify_accounts',
    'contact_messages',
    'publish_files',
    'publish_blobs',
    'publishes',
    'hosted_sites',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
