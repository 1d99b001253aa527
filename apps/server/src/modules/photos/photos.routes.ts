import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enforceRateLimit } from '../../adapters/rate-limit/rate-limiter';
import type { AppContext } from '../../context';
import { errorAnswers } from '../../lib/answer-schemas';
import { AppError } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';
import { readAnonymousSession } from '../sessions/session.service';
import { isKnownVisitorSession, type UploadOwner } from '../uploads/uploads.service';
import { pickPhotoBody, pickPhotoResponse, searchPhotosQuery, searchPhotosResponse } from './photos.schemas';
import { pickPhoto, searchPhotos } from './photos.service';

const MINUTE = 60_000;

/** Who is editing: a signed-in owner, or the visitor whose session generated a site (as for uploads). */
async function editorOf(ctx: AppContext, request: FastifyRequest): Promise<UploadOwner> {
  if (request.user) return { userId: request.user.id, sessionId: null };
  const sessionId = readAnonymousSession(request);
  if (sessionId && (await isKnownVisitorSession(ctx, sessionId))) return { userId: null, sessionId };
  throw new AppError(
    'UNAUTHORIZED',
    'Please sign in or generate a website before finding photos',
    sayable('photoSignIn'),
  );
}

export const photoRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/photos/search',
      {
        schema: { querystring: searchPhotosQuery, response: { 200: searchPhotosResponse, ...errorAnswers } },
      },
      async (request) => {
        const editor = await editorOf(ctx, request);
        await enforceRateLimit(ctx.rateLimiter, `photo-search:${editor.userId ?? request.ip}`, 30, MINUTE);
        return searchPhotos(ctx, request.query);
      },
    );

    app.post(
      '/api/photos/pick',
      { schema: { body: pickPhotoBody, response: { 200: pickPhotoResponse, ...errorAnswers } } },
      async (request) => {
        const editor = await editorOf(ctx, request);
        await enforceRateLimit(ctx.rateLimiter, `photo-pick:${editor.userId ?? request.ip}`, 20, MINUTE);
        return pickPhoto(ctx, editor, request.body);
      },
    );
  };
