import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enforceRateLimit } from '../../adapters/rate-limit/rate-limiter';
import type { AppContext } from '../../context';
import { bytesSchema, errorAnswers, messageSchema } from '../../lib/answer-schemas';
import { AppError, notFound } from '../../lib/app-error';
import { readAnonymousSession } from '../sessions/session.service';
import { websiteParams } from '../websites/websites.schemas';
import { shareLinkAnswer, shareLinkBody, shareMetaAnswer, shareParams } from './preview.schemas';
import { getShareCard, getShareMeta, readServedFont, renderPreviewPage } from './preview.service';
import { ensureShareLink, revokeShareLink } from './share-links.service';

// Published pages carry no script; this keeps it that way even if content ever slipped something in.
const PAGE_CSP =
  "default-src 'none'; img-src 'self' https: data:; media-src 'self' https:; style-src 'unsafe-inline'; font-src 'self' data:; form-action 'self' mailto:; base-uri 'none'; frame-ancestors 'self'";

const NOT_FOUND_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Website not found</title><style>body{font:1.1rem/1.6 system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1.5rem;color:#0f172a}</style></head><body><h1>Website not found</h1><p>This preview link no longer points to a website. Its owner may have turned the link off or deleted the site.</p></body></html>';

/** Share pages a single address may open per minute: plenty for people, little for a flood. */
const PAGES_PER_IP = { limit: 60, windowMs: 60 * 1000 };

const requesterOf = (request: FastifyRequest) => ({
  userId: request.user?.id ?? null,
  sessionId: request.user ? null : readAnonymousSession(request),
});

export const previewRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    /** Share pages and their cards count together against one address's budget. */
    const limitPagesPerAddress = (request: FastifyRequest) =>
      enforceRateLimit(
        ctx.rateLimiter,
        `preview-ip:${request.ip}`,
        PAGES_PER_IP.limit,
        PAGES_PER_IP.windowMs,
        {
          message: 'Too many preview pages opened from your address. Please wait a minute and try again.',
          id: 'tooManyPreviews',
        },
      );
    /** The public address of this server: PUBLIC_URL when set, else what the request came to. */
    const baseOf = (request: FastifyRequest) =>
      (ctx.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

    // The whole @fontsource files the editor, in-app preview and share page link to (exports ship subsets).
    app.get(
      '/api/site-fonts/:file',
      {
        schema: {
          params: z.object({ file: z.string().max(100) }),
          produces: ['font/woff2'],
          response: { 200: bytesSchema('A woff2 font file'), ...errorAnswers },
        },
      },
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

    // The owner's share link: made on first ask, replaced with `renew` ("New link").
    app.post(
      '/api/websites/:id/share',
      {
        schema: {
          params: websiteParams,
          body: shareLinkBody,
          response: { 200: shareLinkAnswer, ...errorAnswers },
        },
      },
      async (request) =>
        ensureShareLink(
          ctx,
          requesterOf(request),
          request.params.id,
          baseOf(request),
          request.body?.renew ?? false,
        ),
    );

    app.delete(
      '/api/websites/:id/share',
      { schema: { params: websiteParams, response: { 200: messageSchema, ...errorAnswers } } },
      async (request) => revokeShareLink(ctx, requesterOf(request), request.params.id),
    );

    app.get(
      '/api/preview/:token/meta',
      { schema: { params: shareParams, response: { 200: shareMetaAnswer, ...errorAnswers } } },
      async (request) => getShareMeta(ctx, request.params.token, baseOf(request)),
    );

    app.get(
      '/preview/:token',
      {
        schema: {
          params: shareParams,
          produces: ['text/html'],
          description: 'The share page; a link that is off answers a 404 HTML page.',
          response: { 200: bytesSchema('The shared website (HTML)'), ...errorAnswers },
        },
      },
      async (request, reply) => {
        await limitPagesPerAddress(request);
        const html = await renderPreviewPage(ctx, request.params.token, baseOf(request)).catch((error) => {
          if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
          throw error;
        });
        if (html === null) {
          // Someone followed a shared link that is off or whose site is gone: a page, not JSON.
          return reply
            .status(404)
            .type('text/html; charset=utf-8')
            .header('content-security-policy', PAGE_CSP)
            .send(NOT_FOUND_PAGE);
        }
        return (
          reply
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-cache')
            // A draft shared by link is not for search engines.
            .header('x-robots-tag', 'noindex')
            .header('content-security-policy', PAGE_CSP)
            .header('x-content-type-options', 'nosniff')
            .header('referrer-policy', 'strict-origin-when-cross-origin')
            .send(html)
        );
      },
    );

    // The picture a shared link unfurls with (Open Graph, Twitter): a PNG, as every network reads.
    app.get(
      '/preview/:token/social-card.png',
      {
        schema: {
          params: shareParams,
          produces: ['image/png'],
          response: { 200: bytesSchema('The share card (PNG)'), ...errorAnswers },
        },
      },
      async (request, reply) => {
        await limitPagesPerAddress(request);
        const card = await getShareCard(ctx, request.params.token);
        return reply
          .type('image/png')
          .header('cache-control', 'public, max-age=300')
          .header('x-content-type-options', 'nosniff')
          .send(Buffer.from(card.data));
      },
    );
  };
