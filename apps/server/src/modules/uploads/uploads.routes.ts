import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enforceRateLimit } from '../../adapters/rate-limit/rate-limiter';
import { isValidStorageKey } from '../../adapters/storage/file-storage';
import type { AppContext } from '../../context';
import { bytesSchema, emptySchema, errorAnswers } from '../../lib/answer-schemas';
import { AppError, notFound } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';
import { readAnonymousSession } from '../sessions/session.service';
import { SWEEP_EVERY_MS, sweepUnusedUploads } from './upload-sweep';
import { uploadContentType } from './upload-types';
import { uploadAnswer, uploadKeyParams } from './uploads.schemas';
import { isKnownVisitorSession, maxUploadBytes, storeUpload } from './uploads.service';

const HOUR = 60 * 60 * 1000;

/** Parses `Range: bytes=a-b` against a size; null when absent or not satisfiable. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

export const uploadRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const limits = maxUploadBytes(ctx);
    await app.register(multipart, {
      limits: {
        fileSize: Math.max(limits.image, limits.video),
        files: 1,
        fields: 10,
        parts: 12,
        fieldSize: 10_000,
      },
    });

    // Files nobody uses are collected at start-up and every hour (one instance at a time).
    let sweeping: Promise<unknown> | null = null;
    let timer: NodeJS.Timeout | undefined;
    let isClosed = false;
    const sweep = () => {
      if (isClosed) return;
      sweeping ??= sweepUnusedUploads(ctx)
        .catch((error) => app.log.error({ err: error }, 'upload sweep failed'))
        .finally(() => {
          sweeping = null;
        });
    };
    app.addHook('onReady', async () => {
      // After start-up, not in its way: readiness does not wait for a sweep.
      setImmediate(sweep);
      timer = setInterval(sweep, SWEEP_EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      isClosed = true;
      clearInterval(timer);
      await sweeping;
    });

    app.post(
      '/api/upload',
      {
        schema: {
          description: 'One image or video as multipart/form-data in the field "file".',
          response: { 200: uploadAnswer, ...errorAnswers },
        },
      },
      async (request) => {
        const sessionId = request.user ? null : readAnonymousSession(request);
        // A visitor's session counts only when generate made it: a made-up cookie value stores nothing.
        const isKnownVisitor = sessionId !== null && (await isKnownVisitorSession(ctx, sessionId));
        if (!request.user && !isKnownVisitor)
          throw new AppError(
            'UNAUTHORIZED',
            'Please sign in or generate a website before uploading',
            sayable('uploadSignIn'),
          );
        await enforceRateLimit(ctx.rateLimiter, `upload:${request.user?.id ?? request.ip}`, 120, HOUR);
        if (!request.isMultipart())
          throw new AppError(
            'BAD_REQUEST',
            'file: send the file as multipart/form-data in the field "file"',
            sayable('uploadMalformed'),
          );
        let data: Buffer | undefined;
        try {
          for await (const part of request.parts()) {
            if (part.type !== 'file') continue;
            if (part.fieldname !== 'file' || data) {
              await part.toBuffer();
              continue;
            }
            data = await part.toBuffer();
          }
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new AppError(
              'PAYLOAD_TOO_LARGE',
              `file: images can be at most ${ctx.config.UPLOAD_MAX_IMAGE_MB} MB and videos at most ${ctx.config.UPLOAD_MAX_VIDEO_MB} MB`,
              sayable('uploadSizes', {
                image: ctx.config.UPLOAD_MAX_IMAGE_MB,
                video: ctx.config.UPLOAD_MAX_VIDEO_MB,
              }),
            );
          }
          // Everything read here is the client's stream (busboy's own errors carry no code).
          throw new AppError(
            'BAD_REQUEST',
            'file: the upload is malformed or incomplete',
            sayable('uploadMalformed'),
          );
        }
        if (!data || data.length === 0)
          throw new AppError('BAD_REQUEST', 'file: an image or video is required', sayable('uploadMissing'));
        return storeUpload(ctx, { userId: request.user?.id ?? null, sessionId }, data);
      },
    );

    app.get(
      '/uploads/:key',
      {
        schema: {
          params: uploadKeyParams,
          produces: ['image/*', 'video/*'],
          response: {
            200: bytesSchema('The file'),
            206: bytesSchema('The asked range of the file'),
            416: emptySchema('The range is outside the file'),
            ...errorAnswers,
          },
        },
      },
      async (request, reply) => {
        const { key } = request.params;
        const extension = key.split('.').pop() ?? '';
        const contentType = uploadContentType(key);
        if (!isValidStorageKey(key) || !contentType) throw notFound('File not found');
        const size = await ctx.storage.size(key);
        if (size === null) throw notFound('File not found');
        reply
          .header('content-type', contentType)
          // Keys are new random ids for every file, so a URL's bytes never change.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .header('accept-ranges', 'bytes');
        // Our own artwork is SVG; sandboxed so it can never run script on this origin.
        if (extension === 'svg')
          reply.header('content-security-policy', "sandbox; default-src 'none'; style-src 'unsafe-inline'");
        const range = parseRange(request.headers.range, size);
        if (request.headers.range && !range) {
          return reply.status(416).header('content-range', `bytes */${size}`).send(undefined);
        }
        // Streamed from storage, whole or the asked range: a video is never read into memory.
        if (range) {
          return reply
            .status(206)
            .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
            .header('content-length', String(range.end - range.start + 1))
            .send(await ctx.storage.stream(key, range));
        }
        return reply.header('content-length', String(size)).send(await ctx.storage.stream(key));
      },
    );
  };
