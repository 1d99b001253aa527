import type { ExpressionBuilder, Insertable, Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, PublishesTable, PublishFilesTable } from '../../db/types';

type Executor = Db | Transaction<Database>;

export function findHostedSite(db: Executor, websiteId: string) {
  return db.selectFrom('hosted_sites').selectAll().where('website_id', '=', websiteId).executeTakeFirst();
}

/** The live publish of a slug: one indexed lookup, what every uncached hosted request costs. */
/** The live publish at a slug, and whether an admin made it unavailable (its account suspended, or the site taken down). */
export function findLivePublishId(db: Db, slug: string) {
  return db
    .selectFrom('hosted_sites')
    .innerJoin('websites', 'websites.id', 'hosted_sites.website_id')
    .leftJoin('users', 'users.id', 'websites.user_id')
    .leftJoin('site_takedowns', 'site_takedowns.website_id', 'hosted_sites.website_id')
    .select([
      'hosted_sites.current_publish_id',
      'hosted_sites.website_id',
      'users.suspended_at',
      'site_takedowns.created_at as taken_down_at',
    ])
    .where('hosted_sites.slug', '=', slug)
    .executeTakeFirst();
}

/** Why the server's operator took the site down (admin page), or undefined when it is not down. */
export async function findTakedownReason(db: Executor, websiteId: string) {
  const row = await db
    .selectFrom('site_takedowns')
    .select('reason')
    .where('website_id', '=', websiteId)
    .executeTakeFirst();
  return row?.reason;
}

export async function insertHostedSite(db: Executor, row: { website_id: string; slug: string; now: string }) {
  await db
    .insertInto('hosted_sites')
    .values({
      website_id: row.website_id,
      slug: row.slug,
      current_publish_id: null,
      created_at: row.now,
      updated_at: row.now,
    })
    .execute();
}

export function setLivePublish(db: Executor, websiteId: string, publishId: string | null, now: string) {
  return db
    .updateTable('hosted_sites')
    .set({ current_publish_id: publishId, updated_at: now })
    .where('website_id', '=', websiteId)
    .execute();
}

export async function nextPublishNumber(db: Executor, websiteId: string): Promise<number> {
  const row = await db
    .selectFrom('publishes')
    .select((eb) => eb.fn.max('number').as('max'))
    .where('website_id', '=', websiteId)
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export type NewBlob = { hash: string; body: Uint8Array; br: Uint8Array | null; gz: Uint8Array | null };

export async function insertBlobs(db: Executor, blobs: NewBlob[], now: string) {
  for (const blob of blobs) {
    await db
      .insertInto('publish_blobs')
      .values({
        hash: blob.hash,
        body: blob.body,
        body_br: blob.br,
        body_gz: blob.gz,
        size_bytes: blob.body.byteLength,
        last_used_at: now,
      })
      .onConflict((oc) => oc.column('hash').doUpdateSet({ last_used_at: now }))
      .execute();
  }
}

/** Takes the website's publish lock until the transaction ends (a row lock; SQLite serialises anyway). */
export function lockHostedSite(db: Executor, websiteId: string, now: string) {
  return db
    .updateTable('hosted_sites')
    .set({ updated_at: now })
    .where('website_id', '=', websiteId)
    .execute();
}

export function insertPublish(db: Executor, row: Insertable<PublishesTable>) {
  return db.insertInto('publishes').values(row).execute();
}

export function insertFiles(db: Executor, rows: Insertable<PublishFilesTable>[]) {
  return db.insertInto('publish_files').values(rows).execute();
}

export function listPublishes(db: Db, websiteId: string) {
  return db
    .selectFrom('publishes')
    .selectAll()
    .where('website_id', '=', websiteId)
    .orderBy('number', 'desc')
    .execute();
}

export function findPublish(db: Db, websiteId: string, publishId: string) {
  return db
    .selectFrom('publishes')
    .selectAll()
    .where('id', '=', publishId)
    .where('website_id', '=', websiteId)
    .executeTakeFirst();
}

/** One file of a publish with its bytes. */
export function findPublishedFile(db: Db, publishId: string, path: string) {
  return db
    .selectFrom('publish_files')
    .innerJoin('publish_blobs', 'publish_blobs.hash', 'publish_files.hash')
    .select([
      'publish_files.hash',
      'publish_files.content_type',
      'publish_blobs.body',
      'publish_blobs.body_br',
      'publish_blobs.body_gz',
    ])
    .where('publish_files.publish_id', '=', publishId)
    .where('publish_files.path', '=', path)
    .executeTakeFirst();
}

/** Deletes all but the newest `keep` snapshots of a website (never the live one). */
export async function pruneOldPublishes(
  db: Executor,
  websiteId: string,
  keep: number,
  liveId: string | null,
) {
  const old = await db
    .selectFrom('publishes')
    .select('id')
    .where('website_id', '=', websiteId)
    .orderBy('number', 'desc')
    .offset(keep)
    .limit(1_000)
    .execute();
  const ids = old.map((row) => row.id).filter((id) => id !== liveId);
  if (ids.length === 0) return 0;
  await db.deleteFrom('publish_files').where('publish_id', 'in', ids).execute();
  await db.deleteFrom('publishes').where('id', 'in', ids).execute();
  return ids.length;
}

/** Deletes blobs no snapshot uses, sparing those a publish touched in the last hour (it may be mid-way). */
export function deleteUnusedBlobs(db: Executor, now = new Date()) {
  const graceEnds = new Date(now.getTime() - 60 * 60 * 1000).toISOString();
  return db.deleteFrom('publish_blobs').where('last_used_at', '<', graceEnds).where(isUnused).execute();
}

/** Deletes these blobs unless another snapshot still uses them (a shared stylesheet stays). */
export function deleteBlobsIfUnused(db: Executor, hashes: string[]) {
  if (hashes.length === 0) return Promise.resolve([]);
  return db.deleteFrom('publish_blobs').where('hash', 'in', hashes).where(isUnused).execute();
}

const isUnused = ({ not, exists, selectFrom }: ExpressionBuilder<Database, 'publish_blobs'>) =>
  not(
    exists(
      selectFrom('publish_files')
        .select('publish_files.hash')
        .whereRef('publish_files.hash', '=', 'publish_blobs.hash'),
    ),
  );

/** Gives back the address a first publish reserved, when nothing was ever published under it. */
export function releaseUnpublishedSlug(db: Db, websiteId: string) {
  return db
    .deleteFrom('hosted_sites')
    .where('website_id', '=', websiteId)
    .where('current_publish_id', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('publishes').select('id').where('publishes.website_id', '=', websiteId)),
      ),
    )
    .execute();
}

/** Every site live on built-in hosting, at the address its pages name (its own domain or /s/), newest first. */
export async function findLiveAddresses(db: Db, limit: number) {
  const rows = await db
    .selectFrom('hosted_sites')
    .innerJoin('websites', 'websites.id', 'hosted_sites.website_id')
    .select(['websites.live_url', 'hosted_sites.updated_at'])
    .where('hosted_sites.current_publish_id', 'is not', null)
    .where('websites.status', '=', 'live')
    .where('websites.live_url', 'is not', null)
    .orderBy('hosted_sites.updated_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    address: (row.live_url ?? '').replace(/\/?$/, '/'),
    updatedAt: row.updated_at,
  }));
}
