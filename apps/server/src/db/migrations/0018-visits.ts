import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Visitor counts of built-in hosting (issue 30): one raw row per visitor, page source and flush (with its views), kept for the day it
// belongs to and rolled up once that day is over (raw rows never outlive 48 hours); a visitor is a
// hash of the day's salt, the site, the address and the browser — the salt is deleted with its day,
// so no hash can be linked to another day or turned back into an address. Contact messages learn
// whether the owner has read them and whether they have been mailed (per message or in a digest).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('visit_salts')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('salt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('visits')
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('referrer', 'text')
    .addColumn('country', 'text')
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('visits_day').on('visits').columns(['day', 'website_id']).execute();

  await db.schema
    .createTable('visit_days')
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('visit_days_pk', ['website_id', 'day'])
    .execute();

  // Views by referrer domain, country and device class, per site and day.
  await db.schema
    .createTable('visit_sources')
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('visit_sources_pk', ['website_id', 'day', 'kind', 'value'])
    .execute();

  await db.schema.alterTable('contact_messages').addColumn('read_at', 'text').execute();
  await db.schema.alterTable('contact_messages').addColumn('mailed_at', 'text').execute();
  // Messages from before this release were already mailed, and are not news.
  await sql`update contact_messages set read_at = created_at, mailed_at = created_at`.execute(db);
  await db.schema
    .createIndex('contact_messages_site_created')
    .on('contact_messages')
    .columns(['website_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('contact_messages_site_created').execute();
  await db.schema.alterTable('contact_messages').dropColumn('mailed_at').execute();
  await db.schema.alterTable('contact_messages').dropColumn('read_at').execute();
  await db.schema.dropTable('visit_sources').execute();
  await db.schema.dropTable('visit_days').execute();
  await db.schema.dropTable('visits').execute();
  await db.schema.dropTable('visit_salts').execute();
}
