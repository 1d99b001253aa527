import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { unauthorized } from '../lib/app-error';
import { isApiPath } from '../lib/request-path';
import { type CurrentUser, readSession } from '../modules/sessions/session.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. */
    user: CurrentUser | null;
    /** The id (token hash) of the session that signed the user in. */
    sessionId: string | null;
  }
}

/** Resolves the session cookie into `request.user` for every /api request. */
export const requestContext = fp(async (app: FastifyInstance, options: { db: Db }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url)) return;
    const session = await readSession(options.db, request);
    request.user = session?.user ?? null;
    request.sessionId = session?.sessionId ?? null;
  });
});

/** The signed-in user, or a 401. */
export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
