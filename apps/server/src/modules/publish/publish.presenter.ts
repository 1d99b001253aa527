import type { Selectable } from 'kysely';
import type { PublishesTable } from '../../db/types';

/** One snapshot as the owner sees it in the publish history. */
export function presentPublish(row: Selectable<PublishesTable>, livePublishId: string | null) {
  return {
    id: row.id,
    number: row.number,
    createdAt: row.created_at,
    fileCount: row.file_count,
    sizeBytes: row.size_bytes,
    isLive: row.id === livePublishId,
  };
}
