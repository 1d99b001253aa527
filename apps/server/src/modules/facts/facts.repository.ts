import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { WebsiteRow } from '../websites/websites.repository';

/**
 * Writes recomposed content when the row is still at the version it was read at (else undefined:
 * someone saved in between). Like a save, it bumps the version and flags a launched site for redeploy.
 */
export async function writeRecomposed(
  db: Db,
  row: WebsiteRow,
  change: { content: string; name: string; coverImage: string | null; updatedAt: string },
): Promise<WebsiteRow | undefined> {
  return db
    .updateTable('websites')
    .set((eb) => ({
      content: change.content,
      name: change.name,
      cover_image: change.coverImage,
      updated_at: change.updatedAt,
      version: eb('version', '+', 1),
      edit_count: eb('edit_count', '+', 1),
      needs_redeployment: sql<number>`case when live_url is not null then 1 else needs_redeployment end`,
    }))
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .returningAll()
    .executeTakeFirst();
}
