import { EDIT_SESSION_MINUTES } from '@mainstreet/site';
import { runCompiled } from '../../db/compiled-query';
import type { Db } from '../../db/database';
import { consumeEdit, refundEdit } from './usage.service';

/**
 * An edit is one editing session of one website (EDIT_SESSION_MINUTES, from the plan table): the
 * first save that changes its words takes an edit, and every save of that website within the
 * window of it is part of the same edit. The web app says so next to the edit counter.
 */
const SESSION_MS = EDIT_SESSION_MINUTES * 60 * 1000;

export type EditSession = { counted_at: string | null; words_hash: string | null };

/** What a save costs: nothing (same session, or only media changed), one edit, or refused (quota). */
export type EditDecision = { isCounted: boolean; session: EditSession };

const editSessionOf = (db: Db, websiteId: string) =>
  db.selectFrom('edit_sessions').select(['counted_at', 'words_hash']).where('website_id', '=', websiteId);

/** Read by every save, so compiled once (runCompiled). */
export async function findEditSession(db: Db, websiteId: string): Promise<EditSession | undefined> {
  const rows = await runCompiled(db, 'edit-session', editSessionOf, [websiteId]);
  return rows[0];
}

/**
 * Takes an edit for a save when it starts a new session and changes words (`wordsHash` differs
 * from the last saved; undefined for a rename). False when the quota is used up. Runs inside the
 * save's transaction, before the write; `recordEditSession` after it, or `giveBackEdit` when the
 * write did not apply.
 */
export async function takeEditForSave(
  db: Db,
  save: { userId: string; editLimit: number | null; wordsHash: string | undefined; previous: EditSession },
  now: Date,
): Promise<EditDecision | false> {
  const { previous } = save;
  const isMediaOnly = save.wordsHash !== undefined && save.wordsHash === previous.words_hash;
  const isInSession =
    previous.counted_at !== null && now.getTime() - Date.parse(previous.counted_at) < SESSION_MS;
  const isCounted = !isMediaOnly && !isInSession;
  if (isCounted && !(await consumeEdit({ db }, save.userId, save.editLimit, now))) return false;
  return {
    isCounted,
    session: {
      counted_at: isCounted ? now.toISOString() : previous.counted_at,
      words_hash: save.wordsHash ?? previous.words_hash,
    },
  };
}

const upsertEditSession = (db: Db, website_id: string, counted_at: string, words_hash: string) =>
  db
    .insertInto('edit_sessions')
    .values({ website_id, counted_at, words_hash })
    .onConflict((oc) => oc.column('website_id').doUpdateSet({ counted_at, words_hash }));

/** Written by every save, so compiled once (runCompiled). */
export async function recordEditSession(db: Db, websiteId: string, session: EditSession): Promise<void> {
  await runCompiled(db, 'record-edit-session', upsertEditSession, [
    websiteId,
    session.counted_at,
    session.words_hash,
  ]);
}

export async function giveBackEdit(db: Db, userId: string, decision: EditDecision, now: Date): Promise<void> {
  if (decision.isCounted) await refundEdit({ db }, userId, now);
}
