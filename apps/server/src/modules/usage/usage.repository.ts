import type { Db } from '../../db/database';

export type Counter = 'edits' | 'ai_images';

export function findUsage(db: Db, userId: string, month: string) {
  return db
    .selectFrom('usage_counters')
    .select(['edits', 'ai_images'])
    .where('user_id', '=', userId)
    .where('month', '=', month)
    .executeTakeFirst();
}

/** Adds one to a counter unless it already reached `limit` (null: no limit); true when counted. */
export async function incrementIfBelow(
  db: Db,
  userId: string,
  month: string,
  counter: Counter,
  limit: number | null,
) {
  if (limit !== null && limit <= 0) return false;
  // One statement (an upsert whose update only applies below the limit): two saves at once can
  // never both take the last edit, and a save costs one round trip here, not two.
  const result = await db
    .insertInto('usage_counters')
    .values({ user_id: userId, month, [counter]: 1 })
    .onConflict((oc) => {
      const update = oc
        .columns(['user_id', 'month'])
        .doUpdateSet((eb) =>
          counter === 'edits'
            ? { edits: eb('usage_counters.edits', '+', 1) }
            : { ai_images: eb('usage_counters.ai_images', '+', 1) },
        );
      return limit === null ? update : update.where(`usage_counters.${counter}`, '<', limit);
    })
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows) === 1;
}

/**
 * Gives back one use (the work it paid for failed, or a save was refused). A month's row left at
 * zero uses is deleted: a refused save of someone else's website leaves no trace on this account.
 */
export async function decrement(db: Db, userId: string, month: string, counter: Counter) {
  await db
    .updateTable('usage_counters')
    .set((eb) => ({ [counter]: eb(counter, '-', 1) }))
    .where('user_id', '=', userId)
    .where('month', '=', month)
    .where(counter, '>', 0)
    .execute();
  await db
    .deleteFrom('usage_counters')
    .where('user_id', '=', userId)
    .where('month', '=', month)
    .where('edits', '=', 0)
    .where('ai_images', '=', 0)
    .execute();
}
