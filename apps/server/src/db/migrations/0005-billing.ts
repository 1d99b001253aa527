import type { Kysely } from 'kysely';

// Portable columns (see db/types.ts): text ids, ISO timestamps, 0/1 integers, JSON as text.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    // Hash of the browser's anonymous cookie: a visitor's download belongs to that browser.
    .addColumn('browser_id', 'text')
    .addColumn('website_id', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'text')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_session_id', 'text', (c) => c.notNull().unique())
    .addColumn('provider_subscription_id', 'text')
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .execute();
  await db.schema.createIndex('payments_user_id').on('payments').column('user_id').execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_subscription_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('current_period_end', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('subscriptions_provider_id')
    .on('subscriptions')
    .column('provider_subscription_id')
    .execute();

  await db.schema
    .createTable('download_grants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // One grant per payment: applying a payment twice cannot grant twice.
    .addColumn('payment_id', 'text', (c) =>
      c.notNull().unique().references('payments.id').onDelete('cascade'),
    )
    .addColumn('website_id', 'text', (c) => c.notNull())
    .addColumn('browser_id', 'text')
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('download_grants_website_id')
    .on('download_grants')
    .column('website_id')
    .execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('processed_at', 'text', (c) => c.notNull())
    .execute();

  // The embedded test-mode provider keeps its checkout sessions here (not in memory), so any
  // instance behind a load balancer can complete a session another one created.
  await db.schema
    .createTable('test_checkout_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_status', 'text', (c) => c.notNull())
    .addColumn('success_url', 'text', (c) => c.notNull())
    .addColumn('cancel_url', 'text', (c) => c.notNull())
    .addColumn('metadata', 'text', (c) => c.notNull())
    .addColumn('subscription_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('test_checkout_sessions').execute();
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropTable('download_grants').execute();
  await db.schema.dropTable('subscriptions').execute();
  await db.schema.dropTable('payments').execute();
}
