import type { Db } from '../../db/database';

/**
 * Takes the named lease until `until` when it is free (never taken, expired, or already ours):
 * of several instances running the same periodic job, one does the work at a time.
 */
export async function takeLease(
  db: Db,
  name: string,
  holder: string,
  now: Date,
  ms: number,
): Promise<boolean> {
  const until = new Date(now.getTime() + ms).toISOString();
  await db
    .insertInto('job_leases')
    .values({ name, holder: '', expires_at: '' })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  // One conditional update: the database decides between instances asking at the same moment.
  const result = await db
    .updateTable('job_leases')
    .set({ holder, expires_at: until })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('expires_at', '<=', now.toISOString()), eb('holder', '=', holder)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db
    .updateTable('job_leases')
    .set({ expires_at: '' })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .execute();
}
