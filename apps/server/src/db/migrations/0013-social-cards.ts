import { type Kysely, PostgresAdapter } from 'kysely';

// The picture a shared link unfurls with, one per website, drawn again only when what it shows
// (name, headline, hero picture, colours) changes. Gone with the website.
export async function up(db: Kysely<unknown>): Promise<void> {
  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .createTable('social_cards')
    .addColumn('website_id', 'text', (c) => c.primaryKey().references('websites.id').onDelete('cascade'))
    .addColumn('card_key', 'text', (c) => c.notNull())
    .addColumn('png', binary, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('social_cards').execute();
}
