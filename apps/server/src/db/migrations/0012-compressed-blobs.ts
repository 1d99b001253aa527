import { type Kysely, PostgresAdapter } from 'kysely';

// A published page is compressed once, when it is published, not once per visitor: the brotli and
// gzip copies sit beside the original bytes. Empty for files that do not compress (images, video)
// and for snapshots made before this migration (served as they are, or compressed on first read).
export async function up(db: Kysely<unknown>): Promise<void> {
  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema.alterTable('publish_blobs').addColumn('body_br', binary).execute();
  await db.schema.alterTable('publish_blobs').addColumn('body_gz', binary).execute();
}
