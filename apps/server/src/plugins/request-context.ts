import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { unauthorized } from '../lib/app-error';
import { isApiPath } from '../lib/request-path';
import {
  type CurrentUser,
  clearSessionCookies,
  readSession,
  SESSION_COOKIE,
  SIGNED_IN_HINT_COOKIE,
  setSignedInHint,
} from '../modules/sessions/session.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. */
    user: CurrentUser | null;
    /** The id (token hash) of the session that signed the user in. */
    sessionId: string | null;
  }
}

/** Resolves the session cookie into `request.user` for every /api request. */
export const requestContext = fp(async (app: FastifyInstance, options: { db: Db; config: Config }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    const session = await readSession(options.db, request);
    request.user = session?.user ?? null;
    request.sessionId = session?.sessionId ?? null;
    // Keep the web app's hint true: a session from before the hint gets one, and an ended
    // session's hint goes, so the next page load does not ask for a user that is not there.
    const hasHint = request.cookies[SIGNED_IN_HINT_COOKIE] !== undefined;
    if (session && !hasHint) setSignedInHint(options.config, reply);
    else if (!session && (hasHint || request.cookies[SESSION_COOKIE] !== undefined))
      clearSessionCookies(reply);
  });
});

/** The signed-in user, or a 401. */
export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
