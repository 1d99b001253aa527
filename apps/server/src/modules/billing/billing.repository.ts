import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { PaymentsTable, SubscriptionsTable } from '../../db/types';

export type PaymentRow = Selectable<PaymentsTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
/** Who is asking: an account, this browser's anonymous session, or both. */
export type Payer = { userId: string | null; browserId: string | null };

export function insertPayment(db: Db, row: Insertable<PaymentsTable>) {
  return db.insertInto('payments').values(row).execute();
}

/** Inserts a payment unless one with the same provider id exists (replayed invoices). */
export function insertPaymentOnce(db: Db, row: Insertable<PaymentsTable>) {
  return db
    .insertInto('payments')
    .values(row)
    .onConflict((oc) => oc.column('provider_session_id').doNothing())
    .execute();
}

export function findPaymentBySession(db: Db, providerSessionId: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('provider_session_id', '=', providerSessionId)
    .executeTakeFirst();
}

/** Flips a pending payment to paid; true only for the one call that made the change. */
export async function markPaymentPaid(db: Db, id: string, paidAt: string, subscriptionId: string | null) {
  const result = await db
    .updateTable('payments')
    .set({ status: 'paid', paid_at: paidAt, provider_subscription_id: subscriptionId })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function listUserPayments(db: Db, userId: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'paid')
    .orderBy('paid_at', 'desc')
    .limit(100)
    .execute();
}

export function insertDownloadGrant(
  db: Db,
  row: {
    id: string;
    paymentId: string;
    websiteId: string;
    browserId: string | null;
    userId: string | null;
    createdAt: string;
  },
) {
  return db
    .insertInto('download_grants')
    .values({
      id: row.id,
      payment_id: row.paymentId,
      website_id: row.websiteId,
      browser_id: row.browserId,
      user_id: row.userId,
      created_at: row.createdAt,
    })
    .onConflict((oc) => oc.column('payment_id').doNothing())
    .execute();
}

/** The newest paid download grant of a website for this browser or account. */
export async function findDownloadGrant(db: Db, websiteId: string, payer: Payer) {
  if (!payer.userId && !payer.browserId) return undefined;
  return db
    .selectFrom('download_grants')
    .innerJoin('payments', 'payments.id', 'download_grants.payment_id')
    .select(['download_grants.id', 'payments.provider_session_id as sessionId'])
    .where('download_grants.website_id', '=', websiteId)
    .where((eb) =>
      eb.or([
        ...(payer.userId ? [eb('download_grants.user_id', '=', payer.userId)] : []),
        ...(payer.browserId ? [eb('download_grants.browser_id', '=', payer.browserId)] : []),
      ]),
    )
    .orderBy('download_grants.created_at', 'desc')
    .executeTakeFirst();
}

export function findSubscription(db: Db, userId: string) {
  return db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function findSubscriptionByProviderId(db: Db, providerSubscriptionId: string) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('provider_subscription_id', '=', providerSubscriptionId)
    .executeTakeFirst();
}

export async function saveSubscription(db: Db, row: SubscriptionRow) {
  const { user_id: _userId, ...changes } = row;
  await db
    .insertInto('subscriptions')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
    .execute();
}

export function setUserPlan(db: Db, userId: string, planId: string, now: string) {
  return db.updateTable('users').set({ plan: planId, updated_at: now }).where('id', '=', userId).execute();
}

/** Records a provider event id; false when it was already processed (a replay). */
export async function recordEvent(db: Db, id: string, type: string, now: string): Promise<boolean> {
  const result = await db
    .insertInto('payment_events')
    .values({ id, type, processed_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The plan of a website's owner; null for a visitor's draft (or an owner who is gone). */
export async function findOwnerPlan(db: Db, websiteId: string): Promise<string | null> {
  const row = await db
    .selectFrom('websites')
    .leftJoin('users', 'users.id', 'websites.user_id')
    .select('users.plan')
    .where('websites.id', '=', websiteId)
    .executeTakeFirst();
  return row?.plan ?? null;
}

export async function findUserPlan(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('plan').where('id', '=', userId).executeTakeFirst();
  return row?.plan ?? null;
}

/** An owner's live websites: where each is live, whether saved changes wait, whether built-in hosting serves it. */
export function listLiveWebsites(db: Db, userId: string) {
  return db
    .selectFrom('websites')
    .leftJoin('hosted_sites', 'hosted_sites.website_id', 'websites.id')
    .select([
      'websites.id',
      'websites.live_url',
      'websites.needs_redeployment',
      'hosted_sites.current_publish_id',
    ])
    .where('websites.user_id', '=', userId)
    .where('websites.status', '=', 'live')
    .execute();
}
