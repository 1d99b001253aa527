import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { MediaTable } from '../../db/types';

export function insertMedia(db: Db, row: Insertable<MediaTable>) {
  return db.insertInto('media').values(row).execute();
}

export function findMediaByUrls(db: Db, urls: string[]) {
  if (urls.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('media')
    .select(['url', 'width', 'height', 'variants', 'content_type'])
    .where('url', 'in', urls)
    .execute();
}
