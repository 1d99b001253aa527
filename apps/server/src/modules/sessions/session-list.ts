import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';
import { hashToken, nowIso } from '../../lib/tokens';
import { describeDevice } from './device-summary';
import * as repo from './session.repository';

export type PresentedSession = {
  id: string;
  device: string;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
  isCurrent: boolean;
};

/**
 * The id owners see: derived from the stored hash, so the list never hands out the value that
 * identifies the session row (and certainly not the cookie).
 */
function publicId(sessionId: string): string {
  return hashToken(`session-list:${sessionId}`).slice(0, 32);
}

/** "Your sessions": every live session of the user, newest first, this browser's marked. */
export async function listSessions(
  db: Db,
  userId: string,
  currentSessionId: string | null,
): Promise<PresentedSession[]> {
  const rows = await repo.listUserSessions(db, userId, nowIso());
  return rows.map((row) => ({
    id: publicId(row.id),
    device: describeDevice(row.user_agent),
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at ?? row.created_at,
    expiresAt:
      row.absolute_expires_at && row.absolute_expires_at < row.expires_at
        ? row.absolute_expires_at
        : row.expires_at,
    isCurrent: row.id === currentSessionId,
  }));
}

/** Signs out one of the user's sessions (another browser); the current one uses logout. */
export async function endSessionById(db: Db, userId: string, currentSessionId: string | null, id: string) {
  const rows = await repo.listUserSessions(db, userId, nowIso());
  const row = rows.find((candidate) => publicId(candidate.id) === id);
  if (!row) throw new AppError('NOT_FOUND', 'That session has already ended.', sayable('sessionEnded'));
  if (row.id === currentSessionId) {
    throw new AppError(
      'BAD_REQUEST',
      'id: This is the session you are using. Use Log out to end it.',
      sayable('sessionCurrent'),
    );
  }
  await repo.deleteUserSession(db, userId, row.id);
  return { message: 'Session signed out' };
}

/** "Sign out everywhere else": every session but this browser's ends. */
export async function endSessionsElsewhere(db: Db, userId: string, currentSessionId: string | null) {
  const ended = await repo.deleteUserSessions(db, userId, currentSessionId ?? undefined);
  return {
    message: ended === 1 ? 'Signed out of 1 other session' : `Signed out of ${ended} other sessions`,
    ended,
  };
}
