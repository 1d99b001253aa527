import type { Kysely } from 'kysely';

// An owner's own domain for a website (issue 30): one per website, and a name belongs to one
// website at all (unique), gone with the website. Each host it serves (the apex and www, or one
// deeper name) is a row of its own, so the Host of every request and Caddy's `ask` are one
// primary-key lookup. Claims hold the TXT token another account proves control with.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('domains')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) =>
      c.notNull().unique().references('websites.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('primary_host', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('problem', 'text')
    .addColumn('check_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('checked_at', 'text')
    .addColumn('next_check_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('domains_next_check').on('domains').column('next_check_at').execute();

  await db.schema
    .createTable('domain_hosts')
    .addColumn('host', 'text', (c) => c.primaryKey())
    .addColumn('domain_id', 'text', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('is_verified', 'integer', (c) => c.notNull().defaultTo(0))
    /** What DNS answered at the last check, for the owner to compare: "A 203.0.113.7". */
    .addColumn('found', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('domain_hosts_domain').on('domain_hosts').column('domain_id').execute();

  await db.schema
    .createTable('domain_claims')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('domain_claims_pk', ['name', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['domain_claims', 'domain_hosts', 'domains'])
    await db.schema.dropTable(table).execute();
}
