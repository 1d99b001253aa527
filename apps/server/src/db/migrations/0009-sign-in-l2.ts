import { type Kysely, sql } from 'kysely';

// Sign-in to ASVS L2: sessions with an idle and an absolute lifetime (and what owners see in
// "Your sessions"), per-account and per-source sign-in throttling, and TOTP with recovery codes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('last_used_at', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('absolute_expires_at', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
  // Existing sessions keep the end they had; their last use counts from when they started.
  await sql`update sessions set last_used_at = created_at, absolute_expires_at = expires_at`.execute(db);

  await db.schema
    .createTable('login_throttle')
    /** `account:<email>`, `pair:<email>|<ip>` (wrong passwords) or `known:<email>|<ip>` (signed in from there). */
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .addColumn('last_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('two_factor')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    /** The TOTP secret, AES-256-GCM under the server's secret key. */
    .addColumn('secret_ciphertext', 'text', (c) => c.notNull())
    /** Null while the owner has not yet confirmed a first code. */
    .addColumn('enabled_at', 'text')
    /** The last TOTP time step accepted: a code is good once. */
    .addColumn('last_step', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recovery_codes_user_id').on('recovery_codes').column('user_id').execute();

  await db.schema
    .createTable('login_challenges')
    /** SHA-256 of the token handed out after the password was right and before the second factor. */
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_challenges_user_id').on('login_challenges').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_challenges').execute();
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.dropTable('two_factor').execute();
  await db.schema.dropTable('login_throttle').execute();
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
  await db.schema.alterTable('sessions').dropColumn('absolute_expires_at').execute();
  await db.schema.alterTable('sessions').dropColumn('last_used_at').execute();
}
