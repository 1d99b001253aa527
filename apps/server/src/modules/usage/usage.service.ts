import type { Db } from '../../db/database';
import * as repo from './usage.repository';

/** Something that holds a database: the app context, or a transaction inside a service. */
type HasDb = { db: Db };

export type Usage = {
  /** UTC calendar month the counts belong to, "2026-11". */
  month: string;
  edits: number;
  aiImages: number;
};

/** The UTC calendar month of a moment, "2026-11"; counters start again at 0 each month. */
export function monthOf(now = new Date()): string {
  return now.toISOString().slice(0, 7);
}

/** This month's counts for a user (zeros when nothing was counted yet). */
export async function getUsage(ctx: HasDb, userId: string, now = new Date()): Promise<Usage> {
  const month = monthOf(now);
  const row = await repo.findUsage(ctx.db, userId, month);
  return { month, edits: row?.edits ?? 0, aiImages: row?.ai_images ?? 0 };
}

/**
 * Counts one save against the account's monthly edits (`limit`: billing/plan-limits, null for none);
 * false when the quota is used up. The only way a save takes an edit (websites.service calls it
 * inside the save's transaction).
 */
export function consumeEdit(
  ctx: HasDb,
  userId: string,
  limit: number | null,
  now = new Date(),
): Promise<boolean> {
  return repo.incrementIfBelow(ctx.db, userId, monthOf(now), 'edits', limit);
}

/** Counts one AI image against the account's monthly quota (null for none); false when it is used up. */
export function consumeAiImage(
  ctx: HasDb,
  userId: string,
  limit: number | null,
  now = new Date(),
): Promise<boolean> {
  return repo.incrementIfBelow(ctx.db, userId, monthOf(now), 'ai_images', limit);
}

/** Gives an edit back: the save it was taken for did not apply (stale, gone, not theirs). */
export function refundEdit(ctx: HasDb, userId: string, now = new Date()): Promise<unknown> {
  return repo.decrement(ctx.db, userId, monthOf(now), 'edits');
}

/** Gives an AI image back when making it failed. */
export function refundAiImage(ctx: HasDb, userId: string, now = new Date()): Promise<unknown> {
  return repo.decrement(ctx.db, userId, monthOf(now), 'ai_images');
}
