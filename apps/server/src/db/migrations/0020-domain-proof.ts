import { type Kysely, sql } from 'kysely';

// Every claim of a domain needs its TXT proof (docs/decisions/0023-domain-ownership-proof.md): a domain
// is served and certified only once `proven_at` is set, and an account's claim keeps its token (and
// when it was proven) after a removal, so the same owner re-adds at once and nobody else can.
// Domains added before this rule stay proven: their owners pointed DNS here under the old one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('domains').addColumn('proven_at', 'text').execute();
  await sql`update domains set proven_at = created_at`.execute(db);
  await db.schema.alterTable('domain_claims').addColumn('proven_at', 'text').execute();
  await db.schema
    .createIndex('domain_claims_user')
    .on('domain_claims')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('domain_claims_user').execute();
  await db.schema.alterTable('domain_claims').dropColumn('proven_at').execute();
  await db.schema.alterTable('domains').dropColumn('proven_at').execute();
}
