import { CompiledQuery, type ExpressionBuilder, type Insertable, type Selectable, sql } from 'kysely';
import { runCompiled } from '../../db/compiled-query';
import type { Db } from '../../db/database';
import type { Database, WebsitesTable } from '../../db/types';

export type WebsiteRow = Selectable<WebsitesTable>;
/** A website without its content, its owner and its session: what lists show. */
export type WebsiteSummaryRow = Omit<WebsiteRow, 'content' | 'user_id' | 'session_id'>;

/** Who is asking: a signed-in user, a visitor's anonymous session, or both (before claiming). */
export type Requester = { userId: string | null; sessionId: string | null };

const LIST_COLUMNS = [
  'id',
  'name',
  'prompt',
  'status',
  'edit_count',
  'is_anonymous',
  'live_url',
  'needs_redeployment',
  'version',
  'generator',
  'cover_image',
  'created_at',
  'updated_at',
] as const;

/** Owned by the account, or by the anonymous session while nobody has claimed it. */
function ownedBy(who: Requester) {
  return (eb: ExpressionBuilder<Database, 'websites'>) => {
    const owners = [];
    if (who.userId) owners.push(eb('user_id', '=', who.userId));
    if (who.sessionId) owners.push(eb.and([eb('user_id', 'is', null), eb('session_id', '=', who.sessionId)]));
    return owners.length ? eb.or(owners) : eb.lit(false);
  };
}

export function insertWebsite(db: Db, row: Insertable<WebsitesTable>) {
  return db.insertInto('websites').values(row).execute();
}

/**
 * Stores a new website of `userId` only while they own fewer than `limit`; false when at the limit.
 * The count and the insert share one transaction that first writes the user's row: PostgreSQL then
 * holds that row's lock and SQLite its write lock until commit, so parallel generates — in this
 * process or another instance on the same database — take turns, and the count each one sees
 * includes every site committed before it.
 */
export function insertWebsiteWithinLimit(
  db: Db,
  row: Insertable<WebsitesTable> & { user_id: string },
  /** null: no limit, the insert alone. */
  limit: number | null,
): Promise<boolean> {
  if (limit === null)
    return db
      .insertInto('websites')
      .values(row)
      .execute()
      .then(() => true);
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', row.user_id)
      .execute();
    if ((await countUserWebsites(trx, row.user_id)) >= limit) return false;
    await trx.insertInto('websites').values(row).execute();
    return true;
  });
}

/**
 * A website the requester owns (by account, or by anonymous session while unclaimed), else
 * undefined: the one query every module reaches an owned website through (see requireWebsite).
 * Without content it skips reading 30 KB of JSON a caller may not need.
 */
export function findOwnedWebsite(db: Db, id: string, who: Requester): Promise<WebsiteRow | undefined>;
export function findOwnedWebsite(
  db: Db,
  id: string,
  who: Requester,
  options: { withContent: false },
): Promise<WebsiteSummaryRow | undefined>;
export function findOwnedWebsite(db: Db, id: string, who: Requester, options = { withContent: true }) {
  const query = db.selectFrom('websites').where('id', '=', id).where(ownedBy(who));
  return options.withContent
    ? query.selectAll().executeTakeFirst()
    : query.select(LIST_COLUMNS).executeTakeFirst();
}

/** Any website by id: for the public share page, whose id is the unguessable capability. */
export function findWebsiteById(db: Db, id: string) {
  return db.selectFrom('websites').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One list entry as `presentWebsiteSummary` writes it: [answer key, column, is a 0/1 flag]. */
const LIST_JSON: ReadonlyArray<readonly [string, (typeof LIST_COLUMNS)[number], boolean?]> = [
  ['id', 'id'],
  ['name', 'name'],
  ['prompt', 'prompt'],
  ['status', 'status'],
  ['editCount', 'edit_count'],
  ['isAnonymous', 'is_anonymous', true],
  ['createdAt', 'created_at'],
  ['updatedAt', 'updated_at'],
  ['netlifyUrl', 'live_url'],
  ['needsRedeployment', 'needs_redeployment', true],
  ['version', 'version'],
  ['coverImage', 'cover_image'],
  ['generator', 'generator'],
];

function listJsonSql(kind: 'sqlite' | 'postgres'): string {
  const flag = (column: string) =>
    kind === 'sqlite' ? `json(iif(${column} = 1, 'true', 'false'))` : `${column} = 1`;
  const fields = LIST_JSON.map(([key, column, isFlag]) => `'${key}', ${isFlag ? flag(column) : column}`);
  const order = 'order by updated_at desc, id';
  return kind === 'sqlite'
    ? `select json_group_array(json_object(${fields.join(', ')}) ${order}) as list from websites where user_id = ?`
    : `select coalesce(json_agg(json_build_object(${fields.join(', ')}) ${order}), '[]')::text as list from websites where user_id = $1`;
}
const LIST_SQL = { sqlite: listJsonSql('sqlite'), postgres: listJsonSql('postgres') };

/**
 * The user's websites, newest first, as the JSON array the list answers with, written by the
 * database: no row objects to build, present and serialise again in JavaScript for each request
 * (most of what a list cost). The same fields as `presentWebsiteSummary`.
 */
export async function listUserWebsitesJson(
  db: Db,
  kind: 'sqlite' | 'postgres',
  userId: string,
): Promise<string> {
  const { rows } = await db.executeQuery<{ list: string }>(CompiledQuery.raw(LIST_SQL[kind], [userId]));
  return rows[0]?.list ?? '[]';
}

export async function countUserWebsites(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('websites')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A save's changes; content as the UTF-8 JSON it is stored as. */
export type WebsiteSave = {
  updatedAt: string;
  name?: string;
  content?: { bytes: Buffer; coverImage: string | null };
};
/** The values of a save statement, in the order its stand-ins are handed out. */
const SAVE_VALUES = [
  'id',
  'userId',
  'updatedAt',
  'name',
  'content',
  'coverImage',
  'expectedVersion',
] as const;
type SaveValue = (typeof SAVE_VALUES)[number];

function buildSave(db: Db, kind: 'sqlite' | 'postgres', v: Partial<Record<SaveValue, string>>) {
  let query = db
    .updateTable('websites')
    .set((eb) => ({
      updated_at: v.updatedAt,
      ...(v.name !== undefined ? { name: v.name } : {}),
      // SQLite takes the UTF-8 bytes as they are (a cast, no conversion): handing it the same JSON
      // as a JavaScript string made it re-encode 30 KB per save.
      ...(v.content !== undefined
        ? { content: kind === 'sqlite' ? sql<string>`cast(${v.content} as text)` : v.content }
        : {}),
      ...(v.coverImage !== undefined ? { cover_image: v.coverImage } : {}),
      version: eb('version', '+', 1),
      edit_count: eb('edit_count', '+', 1),
      // A launched site now differs from what is live.
      needs_redeployment: eb
        .case()
        .when('live_url', 'is not', null)
        .then(1)
        .else(eb.ref('needs_redeployment'))
        .end(),
    }))
    .where('id', '=', v.id as string)
    .where('user_id', '=', v.userId as string);
  if (v.expectedVersion !== undefined)
    query = query.where('version', '=', v.expectedVersion as unknown as number);
  // The caller already holds new content; reading 30 KB back for nothing costs time and memory.
  return v.content === undefined
    ? query.returningAll()
    : query.returning([...LIST_COLUMNS, 'user_id', 'session_id']);
}

/**
 * Writes a save to a website the user owns. With `expectedVersion` it only applies when the row is
 * still at that version, so of two saves based on the same version exactly one wins. Returns the
 * saved row (without content when the save carried it), or undefined when it did not apply (not
 * theirs, gone, or stale). Its statement is compiled once per shape: building and compiling it
 * cost a save more than SQLite took to run it.
 */
export async function updateOwnedWebsite(
  db: Db,
  kind: 'sqlite' | 'postgres',
  id: string,
  userId: string,
  save: WebsiteSave,
  expectedVersion: number | undefined,
): Promise<WebsiteRow | Omit<WebsiteRow, 'content'> | undefined> {
  const { content } = save;
  const values: Record<SaveValue, unknown> = {
    id,
    userId,
    updatedAt: save.updatedAt,
    name: save.name,
    content: content && (kind === 'sqlite' ? content.bytes : content.bytes.toString('utf8')),
    coverImage: content?.coverImage,
    expectedVersion,
  };
  const present = SAVE_VALUES.filter((key) => values[key] !== undefined);
  const rows = await runCompiled<WebsiteRow | Omit<WebsiteRow, 'content'>>(
    db,
    `website-save:${kind}:${present.join(',')}`,
    (trx, ...standIns) =>
      buildSave(trx, kind, Object.fromEntries(present.map((key, i) => [key, standIns[i]]))),
    present.map((key) => values[key]),
  );
  return rows[0];
}

export async function deleteWebsite(db: Db, id: string): Promise<void> {
  await db.deleteFrom('websites').where('id', '=', id).execute();
}

/** Deletes every website of an account (inside the account's deletion). */
export async function deleteUserWebsites(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('websites').where('user_id', '=', userId).execute();
}

/** A session's unclaimed trial drafts, newest first: what the owner is offered to keep. */
export function findAnonymousWebsites(db: Db, sessionId: string) {
  return db
    .selectFrom('websites')
    .select(['id', 'name', 'created_at'])
    .where('session_id', '=', sessionId)
    .where('user_id', 'is', null)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Gives a session's unclaimed websites to the account that signed up in it. */
export function assignWebsites(db: Db, ids: string[], userId: string, sessionId: string, now: string) {
  return (
    db
      .updateTable('websites')
      .set({ user_id: userId, session_id: null, is_anonymous: 0, updated_at: now })
      .where('id', 'in', ids)
      // The session check again: another request cannot have moved these in between.
      .where('session_id', '=', sessionId)
      .where('user_id', 'is', null)
      .execute()
  );
}

export async function findWebsiteVersion(db: Db, id: string): Promise<number | undefined> {
  const row = await db.selectFrom('websites').select('version').where('id', '=', id).executeTakeFirst();
  return row?.version;
}

/** Live at `url` (on any host); `needsRedeployment` when the saved site already differs from it. */
export function markWebsiteLive(
  db: Db,
  websiteId: string,
  url: string,
  needsRedeployment: boolean,
  now: string,
) {
  return db
    .updateTable('websites')
    .set({ live_url: url, status: 'live', needs_redeployment: needsRedeployment ? 1 : 0, updated_at: now })
    .where('id', '=', websiteId)
    .execute();
}

export function markWebsiteDraft(db: Db, websiteId: string, now: string) {
  return db
    .updateTable('websites')
    .set({ live_url: null, status: 'draft', needs_redeployment: 0, updated_at: now })
    .where('id', '=', websiteId)
    .execute();
}

/**
 * Takes the row locks of a visitor session's websites inside a transaction (a write that changes
 * nothing), so that session's upload budget checks take turns (media.repository's withOwnerLock).
 */
export async function lockSessionWebsites(trx: Db, sessionId: string | null): Promise<void> {
  await trx
    .updateTable('websites')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('session_id', '=', sessionId)
    .execute();
}
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
