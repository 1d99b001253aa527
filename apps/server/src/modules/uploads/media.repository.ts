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

/** The stored keys of these media rows (the main file and its srcset variants' URLs). */
export function findMediaKeysByUrls(db: Db, urls: string[]) {
  if (urls.length === 0) return Promise.resolve([]);
  return db.selectFrom('media').select(['id', 'key', 'variants']).where('url', 'in', urls).execute();
}

export function deleteMediaByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.deleteFrom('media').where('id', 'in', ids).execute();
}
