import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../context';
import { pickEncoding } from '../../lib/accept-encoding';
import { bytesSchema, emptySchema, errorAnswers, redirectSchema } from '../../lib/answer-schemas';
import { escapeHtml } from '../../lib/mail-words';
import { clientAddress, proxyTrust } from '../../lib/proxy-trust';
import { requestLanguage } from '../../lib/request-language';
import { visitorPage, visitorWords } from '../../lib/visitor-words';
import { cachedFileAnswer, hostedAnswer, matchesEtag, siteHeaders } from './hosted-answers';
import type { HostedCache } from './hosted-cache';
import { livePublishOf, publishedFile } from './hosting.service';
import { isSlugShaped } from './slug';
import { withThankYou } from './thank-you';

/** A published file as stored (HTML, CSS, an image, …); unchanged since the ETag: 304. */
const fileAnswers = {
  200: bytesSchema('A file of the published site'),
  304: emptySchema('Not modified'),
  ...errorAnswers,
};

/**
 * Serves published sites: `/s/{slug}/…` always, and `{slug}.{SITES_DOMAIN}/…` when SITES_DOMAIN
 * is set. Wrapped with fastify-plugin so the Host hook runs for every request, before the SPA.
 * Files already in memory are answered before routing (hosted-answers.ts); the routes here answer
 * the rest, with the same headers.
 */
export const hostingRoutes = (ctx: AppContext, cache: HostedCache) =>
  fp(async (app: FastifyInstance) => {
    const sitesDomain = ctx.config.SITES_DOMAIN?.toLowerCase().replace(/:\d+$/, '').replace(/^\.+/, '');
    const appHost = ctx.config.PUBLIC_URL ? new URL(ctx.config.PUBLIC_URL).hostname.toLowerCase() : undefined;
    const trust = proxyTrust(ctx.config.TRUST_PROXY);
    app.answerEarly(
      cachedFileAnswer(cache, sitesDomain, appHost, (request, slug) =>
        ctx.visits.record(slug, clientAddress(request, trust), request.headers),
      ),
    );

    app.get(
      '/s/:slug',
      { schema: { response: { 301: redirectSchema, ...errorAnswers } } },
      async (request, reply) => {
        const { slug } = request.params as { slug: string };
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.redirect(`/s/${encodeURIComponent(slug)}/${query}`, 301);
      },
    );
    app.get(
      '/s/:slug/*',
      // Files go out as compressed at publish time: the on-the-fly compressor has nothing to do here.
      {
        compress: false,
        decompress: false,
        schema: { produces: ['text/html', '*/*'], response: fileAnswers },
      },
      async (request, reply) => {
        const params = request.params as { slug: string; '*': string };
        return serveHostedFile(ctx, cache, request, reply, params.slug, params['*']);
      },
    );

    if (sitesDomain) {
      app.addHook('onRequest', async (request, reply) => {
        const host = (request.headers.host ?? '').toLowerCase().replace(/:\d+$/, '');
        if (!host.endsWith(`.${sitesDomain}`) || request.url.startsWith('/api/')) return;
        const slug = host.slice(0, -sitesDomain.length - 1);
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          return reply
            .status(405)
            .header('allow', 'GET, HEAD')
            .send({ code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed' });
        }
        const filePath = request.url.split('?')[0].slice(1);
        return serveHostedFile(ctx, cache, request, reply, slug, filePath);
      });
    }
  });

/** Answers one file of the site at `slug` (its 404 page, or a plain one, when missing); every hosted request ends here. */
export async function serveHostedFile(
  ctx: AppContext,
  cache: HostedCache,
  request: FastifyRequest,
  reply: FastifyReply,
  slug: string,
  rawPath: string,
) {
  // The cached answers skip an await each: this is the path every visitor takes.
  const cachedLive = cache.getLive(slug);
  const publishId =
    cachedLive !== undefined ? cachedLive : isSlugShaped(slug) ? await livePublishOf(ctx, cache, slug) : null;
  if (!publishId)
    return cache.isUnavailable(slug)
      ? sendUnavailable(request, reply)
      : sendNotFound(request, reply, 'notPublished');
  let filePath: string;
  try {
    filePath = decodeURIComponent(rawPath);
  } catch {
    return sendNotFound(request, reply, 'pageNotFound');
  }
  if (filePath === '' || filePath.endsWith('/')) filePath += 'index.html';
  if (filePath.split('/').some((part) => part === '..' || part === '.'))
    return sendNotFound(request, reply, 'pageNotFound');
  const file = cache.getFile(publishId, filePath) ?? (await publishedFile(ctx, cache, publishId, filePath));
  if (!file) {
    const page = await publishedFile(ctx, cache, publishId, '404.html');
    if (!page) return sendNotFound(request, reply, 'pageNotFound');
    return reply
      .status(404)
      .header('content-type', page.contentType)
      .header('cache-control', 'no-store')
      .send(page.body);
  }

  const isSentNote =
    file.contentType.startsWith('text/html') && (request.query as Record<string, unknown>)?.sent === '1';
  if (isSentNote) {
    // The thank-you note after a contact message: works with JavaScript off, never cached.
    return reply
      .headers(siteHeaders(file.contentType))
      .header('cache-control', 'no-store')
      .send(withThankYou(file.body));
  }
  const answer = hostedAnswer(file, pickEncoding(request.headers['accept-encoding']));
  if (matchesEtag(request.headers['if-none-match'], answer.etag))
    return reply.status(304).headers(answer.notModified).send();
  if (request.method === 'GET' && file.contentType.startsWith('text/html'))
    ctx.visits.record(slug, request.ip, request.headers);
  return reply.headers(answer.headers).send(answer.body);
}

/**
 * A site an admin stopped, on every path: neutral (nothing about why, nor whose), and 410 so
 * search engines drop its pages; never cached, so a restored site is back at once. In the
 * visitor's language (the stopped site's pages are not read to learn its own).
 */
function sendUnavailable(request: FastifyRequest, reply: FastifyReply) {
  const language = requestLanguage(request);
  const words = visitorWords(language);
  return reply
    .status(410)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      visitorPage(
        language,
        words.unavailableTitle,
        `<h1>${escapeHtml(words.unavailable)}</h1><p>${escapeHtml(words.unavailableText)}</p>`,
        { noindex: true },
      ),
    );
}

/** A plain "not found" in the visitor's language, for an address no published page answers. */
function sendNotFound(request: FastifyRequest, reply: FastifyReply, what: 'notPublished' | 'pageNotFound') {
  const language = requestLanguage(request);
  const words = visitorWords(language);
  return reply
    .status(404)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      visitorPage(
        language,
        words.notFoundTitle,
        `<h1>${escapeHtml(words.notFoundTitle)}</h1><p>${escapeHtml(words[what])}</p>`,
      ),
    );
}
