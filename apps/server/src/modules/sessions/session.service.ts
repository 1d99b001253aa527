import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { addMs, hashToken, newToken, nowIso } from '../../lib/tokens';
import * as repo from './session.repository';

export const SESSION_COOKIE = 'ms_session';
export const ANON_COOKIE = 'ms_anon';
/** Sliding expiry: every refresh moves it 30 days ahead. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const ANON_TTL_MS = 90 * 24 * 60 * 60 * 1000;

export type CurrentUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  plan: string;
  isVerified: boolean;
  createdAt: string;
};

function cookieOptions(config: Config, maxAgeMs: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.PUBLIC_URL?.startsWith('https://') ?? false,
    maxAge: Math.floor(maxAgeMs / 1000),
  };
}

/** Starts a session for a user and sets its cookie; returns the session id (hash). */
export async function startSession(
  db: Db,
  config: Config,
  reply: FastifyReply,
  userId: string,
): Promise<string> {
  const token = newToken();
  const id = hashToken(token);
  await repo.insertSession(db, { id, userId, createdAt: nowIso(), expiresAt: addMs(SESSION_TTL_MS) });
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(config, SESSION_TTL_MS));
  return id;
}

/** Looks up the session cookie; expired sessions are deleted and count as signed out. */
export async function readSession(
  db: Db,
  request: FastifyRequest,
): Promise<{ sessionId: string; user: CurrentUser } | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > 200) return null;
  const id = hashToken(token);
  const row = await repo.findSessionWithUser(db, id);
  if (!row) return null;
  if (row.expiresAt <= nowIso()) {
    await repo.deleteSession(db, id);
    return null;
  }
  return {
    sessionId: row.sessionId,
    user: {
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      plan: row.plan,
      isVerified: row.is_verified === 1,
      createdAt: row.created_at,
    },
  };
}

/** Moves the expiry 30 days ahead and re-sends the cookie. */
export async function refreshSession(db: Db, config: Config, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || !request.sessionId) return false;
  await repo.updateSessionExpiry(db, request.sessionId, addMs(SESSION_TTL_MS));
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(config, SESSION_TTL_MS));
  return true;
}

export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply) {
  if (request.sessionId) await repo.deleteSession(db, request.sessionId);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export function endOtherSessions(db: Db, userId: string, keepSessionId?: string) {
  return repo.deleteUserSessions(db, userId, keepSessionId);
}

/** The hash of this browser's anonymous-session cookie, or null when it has none. */
export function readAnonymousSession(request: FastifyRequest): string | null {
  const token = request.cookies[ANON_COOKIE];
  return token && token.length <= 200 ? hashToken(token) : null;
}

/** The anonymous session of this browser, created (cookie set) the first time it is needed. */
export function ensureAnonymousSession(config: Config, request: FastifyRequest, reply: FastifyReply): string {
  const existing = readAnonymousSession(request);
  if (existing) return existing;
  const token = newToken();
  reply.setCookie(ANON_COOKIE, token, cookieOptions(config, ANON_TTL_MS));
  // Later hooks in the same request see it too.
  request.cookies[ANON_COOKIE] = token;
  return hashToken(token);
}
