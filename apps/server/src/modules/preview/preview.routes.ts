import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../lib/app-error';
import { websiteParams } from '../websites/websites.schemas';
import { getShareMeta, readServedFont, renderPreviewPage } from './preview.service';

// Published pages carry no script; this keeps it that way even if content ever slipped something in.
const PAGE_CSP =
  "default-src 'none'; img-src 'self' https: data:; media-src 'self' https:; style-src 'unsafe-inline'; font-src 'self' data:; form-action 'self' mailto:; base-uri 'none'; frame-ancestors 'self'";

const NOT_FOUND_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Website not found</title><style>body{font:1.1rem/1.6 system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1.5rem;color:#0f172a}</style></head><body><h1>Website not found</h1><p>This preview link no longer points to a website. It may have been deleted by its owner.</p></body></html>';

export const previewRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    /** The public address of this server: PUBLIC_URL when set, else what the request came to. */
    const baseOf = (request: FastifyRequest) =>
      (ctx.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

    // The whole @fontsource files the editor, in-app preview and share page link to (exports ship subsets).
    app.get(
      '/api/site-fonts/:file',
      { schema: { params: z.object({ file: z.string().max(100) }) } },
      async (request, reply) => {
        const data = await readServedFont(request.params.file);
        if (!data) throw notFound('Font not found');
        return reply
          .type('font/woff2')
          .header('cache-control', 'public, max-age=604800')
          .header('x-content-type-options', 'nosniff')
          .send(Buffer.from(data));
      },
    );

    app.get('/api/preview/:id/meta', { schema: { params: websiteParams } }, async (request) =>
      getShareMeta(ctx, request.params.id, baseOf(request)),
    );

    app.get('/preview/:id', { schema: { params: websiteParams } }, async (request, reply) => {
      const html = await renderPreviewPage(ctx, request.params.id, baseOf(request)).catch((error) => {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      });
      if (html === null) {
        // Someone followed a shared link to a deleted site: a page, not JSON.
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .header('content-security-policy', PAGE_CSP)
          .send(NOT_FOUND_PAGE);
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', PAGE_CSP)
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'strict-origin-when-cross-origin')
        .send(html);
    });
  };
