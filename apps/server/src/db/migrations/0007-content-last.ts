import { type Kysely, PostgresAdapter, sql } from 'kysely';

// SQLite stores a row's columns in order, and a 30 KB content spills over several overflow pages:
// every column after it (status, version, dates, cover image) could only be read by walking that
// chain, so listing 20 sites read 160 pages. This rebuilds the table with content last (SQLite's
// documented twelve-step table change, foreign keys off so nothing cascades). PostgreSQL keeps
// large values out of line anyway, so column order costs nothing there and it is left as it is.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin immediate`.execute(db);
    try {
      await db.schema
        .createTable('websites_rebuilt')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('session_id', 'text')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('prompt', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
        .addColumn('edit_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_anonymous', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('netlify_url', 'text')
        .addColumn('needs_redeployment', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('generator', 'text', (c) => c.notNull().defaultTo('builtin'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('cover_image', 'text')
        .addColumn('content', 'text', (c) => c.notNull())
        .execute();
      const columns = sql.raw(
        'id, user_id, session_id, name, prompt, status, edit_count, is_anonymous, netlify_url, ' +
          'needs_redeployment, version, generator, created_at, updated_at, cover_image, content',
      );
      await sql`insert into websites_rebuilt (${columns}) select ${columns} from websites`.execute(db);
      await sql`drop table websites`.execute(db);
      await sql`alter table websites_rebuilt rename to websites`.execute(db);
      await db.schema.createIndex('websites_user_id').on('websites').column('user_id').execute();
      await db.schema.createIndex('websites_session_id').on('websites').column('session_id').execute();
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length > 0) throw new Error('rebuilding websites would break foreign keys');
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

// The same columns in the same table; nothing to undo.
export async function down(): Promise<void> {}
