import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { hashToken, newToken } from '../../lib/tokens';
import * as repo from './session.repository';

export const SESSION_COOKIE = 'ms_session';
export const ANON_COOKIE = 'ms_anon';
/**
 * Readable by the web app (not HttpOnly) and holding nothing but "1": it tells the app whether to
 * ask `/api/auth/user` at all, so a visitor's page load makes no call that answers 401. The
 * session itself stays in the HttpOnly cookie; a forged hint only earns that 401.
 */
export const SIGNED_IN_HINT_COOKIE = 'ms_signed_in';
/** Absolute lifetime: a session ends 30 days after sign-in however much it is used. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** Idle timeout: a session nobody used for 7 days ends. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** A use is written at most once a minute, so reading pages does not write on every request. */
const TOUCH_EVERY_MS = 60 * 1000;
const ANON_TTL_MS = 90 * 24 * 60 * 60 * 1000;

export type CurrentUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  plan: string;
  isVerified: boolean;
  createdAt: string;
  /** Present (true) only for admins: the web app then offers the Admin page. */
  isAdmin?: true;
};

function cookieOptions(config: Config, maxAgeMs: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.PUBLIC_URL?.startsWith('https://') ?? false,
    maxAge: Math.max(0, Math.floor(maxAgeMs / 1000)),
  };
}

/** The idle end after a use at `now`, never past the absolute end. */
function idleEnd(now: number, absoluteEnd: string): string {
  return new Date(Math.min(now + SESSION_IDLE_MS, Date.parse(absoluteEnd))).toISOString();
}

/** Starts a session for a user and sets its cookie; returns the session id (hash). */
export async function startSession(
  db: Db,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<string> {
  const token = newToken();
  const id = hashToken(token);
  const now = Date.now();
  const absoluteExpiresAt = new Date(now + SESSION_ABSOLUTE_MS).toISOString();
  const userAgent = request.headers['user-agent']?.slice(0, 300) ?? null;
  await repo.insertSession(db, {
    id,
    userId,
    createdAt: new Date(now).toISOString(),
    expiresAt: idleEnd(now, absoluteExpiresAt),
    absoluteExpiresAt,
    userAgent,
  });
  setSessionCookies(config, reply, token, SESSION_ABSOLUTE_MS);
  request.sessionId = id;
  return id;
}

/**
 * Looks up the session cookie; a session past its idle or absolute end is deleted and counts as
 * signed out. A live one records the use, which moves its idle end ahead.
 */
export async function readSession(
  db: Db,
  request: FastifyRequest,
): Promise<{ sessionId: string; user: CurrentUser } | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > 200) return null;
  const id = hashToken(token);
  const row = await repo.findSessionWithUser(db, id);
  if (!row) return null;
  const now = Date.now();
  const nowText = new Date(now).toISOString();
  const absoluteEnd = row.absoluteExpiresAt ?? row.expiresAt;
  if (row.expiresAt <= nowText || absoluteEnd <= nowText) {
    await repo.deleteSession(db, id);
    return null;
  }
  const lastUsed = Date.parse(row.lastUsedAt ?? '') || 0;
  if (now - lastUsed >= TOUCH_EVERY_MS) await repo.touchSession(db, id, nowText, idleEnd(now, absoluteEnd));
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
      ...(row.is_admin === 1 ? { isAdmin: true as const } : {}),
    },
  };
}

/** Moves the idle end ahead and re-sends the cookie; the absolute end never moves. */
export async function refreshSession(db: Db, config: Config, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || !request.sessionId) return false;
  const row = await repo.findSessionWithUser(db, request.sessionId);
  if (!row) return false;
  const now = Date.now();
  const absoluteEnd = row.absoluteExpiresAt ?? row.expiresAt;
  await repo.touchSession(db, request.sessionId, new Date(now).toISOString(), idleEnd(now, absoluteEnd));
  setSessionCookies(config, reply, token, Date.parse(absoluteEnd) - now);
  return true;
}

export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply) {
  if (request.sessionId) await repo.deleteSession(db, request.sessionId);
  request.sessionId = null;
  clearSessionCookies(reply);
}

function setSessionCookies(config: Config, reply: FastifyReply, token: string, maxAgeMs: number) {
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(config, maxAgeMs));
  setSignedInHint(config, reply, maxAgeMs);
}

/** Sets the hint cookie alone: for a session that began before the hint existed. */
export function setSignedInHint(config: Config, reply: FastifyReply, maxAgeMs = SESSION_ABSOLUTE_MS) {
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { ...cookieOptions(config, maxAgeMs), httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
}

/** Replaces this browser's session with a new one (new id, new cookie), e.g. after a password change. */
export async function rotateSession(
  db: Db,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<string> {
  if (request.sessionId) await repo.deleteSession(db, request.sessionId);
  return startSession(db, config, request, reply, userId);
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
