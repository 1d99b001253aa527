import type { Kysely } from 'kysely';

// The operator's controls (issue 41): an admin role and suspensions on accounts, invitations for
// REGISTRATION=invite, one site taken down with the reason its owner sees, visitors' reports of
// published pages, and the record of every admin action (who, what, when). Suspended accounts and
// taken-down sites keep all their data: only serving and signing in stop.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('suspended_at', 'text').execute();

  await db.schema
    .createTable('invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text')
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('used_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('site_takedowns')
    .addColumn('website_id', 'text', (c) => c.primaryKey().references('websites.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('site_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('reporter_email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .execute();
  await db.schema.createIndex('site_reports_created').on('site_reports').column('created_at').execute();

  // Kept after the admin's or the target's account is deleted: the record names both in words.
  await db.schema
    .createTable('admin_actions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_actions_created').on('admin_actions').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_actions').execute();
  await db.schema.dropTable('site_reports').execute();
  await db.schema.dropTable('site_takedowns').execute();
  await db.schema.dropTable('invitations').execute();
  await db.schema.alterTable('users').dropColumn('suspended_at').execute();
  await db.schema.alterTable('users').dropColumn('is_admin').execute();
}
