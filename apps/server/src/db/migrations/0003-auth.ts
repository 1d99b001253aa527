import type { Kysely } from 'kysely';

// Codes and tokens are stored only as hashes: a copied table gives nothing that can be used.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** verify | reset | email_change */
    .addColumn('purpose', 'text', (c) => c.notNull())
    /** The address the code was sent to (the new address for an email change). */
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  // One live code per user and purpose: a new one replaces the old.
  await db.schema
    .createIndex('auth_codes_user_purpose')
    .on('auth_codes')
    .columns(['user_id', 'purpose'])
    .unique()
    .execute();
  await db.schema.createIndex('auth_codes_email').on('auth_codes').column('email').execute();

  await db.schema
    .createTable('reset_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reset_tokens_user_id').on('reset_tokens').column('user_id').execute();

  await db.schema
    .createTable('oauth_accounts')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_user_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('oauth_accounts_pk', ['provider', 'provider_user_id'])
    .execute();
  await db.schema.createIndex('oauth_accounts_user_id').on('oauth_accounts').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('oauth_accounts').execute();
  await db.schema.dropTable('reset_tokens').execute();
  await db.schema.dropTable('auth_codes').execute();
}
