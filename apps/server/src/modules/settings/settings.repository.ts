import type { Db } from '../../db/database';

/** The account's stored settings JSON; undefined when it never saved any. */
export async function findStoredSettings(db: Db, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('user_settings')
    .select('settings')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.settings;
}

/** Writes the account's settings JSON, in one statement whether or not a row exists. */
export async function upsertSettings(db: Db, userId: string, settings: string, updatedAt: string) {
  await db
    .insertInto('user_settings')
    .values({ user_id: userId, settings, updated_at: updatedAt })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ settings, updated_at: updatedAt }))
    .execute();
}
