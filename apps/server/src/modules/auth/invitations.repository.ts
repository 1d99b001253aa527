import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, InvitationsTable, UsersTable } from '../../db/types';

export type InvitationRow = InvitationsTable;

export function insertInvitation(db: Db, row: InvitationRow) {
  return db.insertInto('invitations').values(row).execute();
}

export function findInvitation(db: Db, id: string) {
  return db.selectFrom('invitations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Marks it used if nobody has; answers whether this call was the one that did. */
export async function spendInvitation(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('invitations')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function markInvitationUsedBy(db: Db, id: string, userId: string) {
  return db.updateTable('invitations').set({ used_by: userId }).where('id', '=', id).execute();
}

/** Gives a spent invitation back (the account it was spent on could not be made). */
export function unspendInvitation(db: Db, id: string) {
  return db.updateTable('invitations').set({ used_at: null }).where('id', '=', id).execute();
}

export async function countUsers(db: Db | Transaction<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** PostgreSQL's "could not serialize access": another transaction decided first. */
const isSerializationFailure = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '40001';

/**
 * Makes the first account of a fresh install, as admin, if no account exists once the database
 * decides: of two sign-ups at the same moment only one is first (SQLite runs one transaction at a
 * time; PostgreSQL's serializable isolation fails the other). Answers whether this one was.
 */
export async function insertFirstAccount(db: Db, row: Omit<Insertable<UsersTable>, 'is_admin'>) {
  try {
    return await db
      .transaction()
      .setIsolationLevel('serializable')
      .execute(async (trx) => {
        if ((await countUsers(trx)) !== 0) return false;
        await trx
          .insertInto('users')
          .values({ ...row, is_admin: 1 })
          .execute();
        return true;
      });
  } catch (error) {
    if (isSerializationFailure(error)) return false;
    throw error;
  }
}

/** The newest invitations, with the address of the account each made. */
export function findInvitations(db: Db, limit: number) {
  return db
    .selectFrom('invitations')
    .leftJoin('users', 'users.id', 'invitations.used_by')
    .select([
      'invitations.id',
      'invitations.email',
      'invitations.created_at',
      'invitations.expires_at',
      'invitations.used_at',
      'users.email as used_by_email',
    ])
    .orderBy('invitations.created_at', 'desc')
    .limit(limit)
    .execute();
}

/** Withdraws an invitation nobody has used; answers whether one was withdrawn. */
export async function deleteUnusedInvitation(db: Db, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('invitations')
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
