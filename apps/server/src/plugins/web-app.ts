import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { SITE_LANGUAGES, type SiteLanguage } from '@mainstreet/site';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { pickEncoding } from '../lib/accept-encoding';
import { bytesSchema, errorAnswers } from '../lib/answer-schemas';
import { requestLanguage } from '../lib/request-language';
import { appShellHeaders } from './app-shell-headers';

type Encoded = { identity: Buffer; br: Buffer; gzip: Buffer };

/**
 * The web app's screens (apps/web/src/lib/routes.ts): any other path answers 404, with the app's
 * own not-found screen, so a crawler or a mistyped link never gets a 200 for a page that is not there.
 */
const APP_SCREENS =
  /^\/(?:dashboard|auth|checkout|terms|privacy|oauth-success|oauth\/netlify\/callback|download-success)?\/?$/i;

function encodeOnce(body: Buffer): Encoded {
  return {
    identity: body,
    br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: zlib.gzipSync(body, { level: 9 }),
  };
}

/**
 * Serves the built web app: hashed assets for a year (their names change with their bytes), the
 * brotli or gzip copy the build wrote beside each file, and index.html — the one file that must
 * stay fresh — as `no-cache` for every screen's address, with the app's security headers.
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: Config,
  webDist: string,
  stockPhotoOrigins: readonly string[] = [],
) {
  const indexHtml = fs.readFileSync(path.join(webDist, 'index.html'));
  // One copy per language, its <html lang> the browser's (Accept-Language): the first paint is
  // named in the language the app will show, before the app sets it for a choice made here.
  const indexes = Object.fromEntries(
    SITE_LANGUAGES.map((language) => [
      language,
      encodeOnce(
        Buffer.from(
          indexHtml.toString('utf8').replace(/<html(\s+lang="[^"]*")?/, `<html lang="${language}"`),
        ),
      ),
    ]),
  ) as Record<SiteLanguage, Encoded>;
  const shellHeaders = appShellHeaders(config, indexHtml.toString('utf8'), stockPhotoOrigins);

  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    // Every file here but the icon has a hashed name and is cached for a year, so a validator would
    // never be used: leaving out ETag, Last-Modified and Accept-Ranges saves ~100 bytes a request.
    etag: false,
    lastModified: false,
    acceptRanges: false,
    // The compressed copies are variants of their files, never files of their own.
    allowedPath: (pathName) => !/\.(br|gz)$/.test(pathName),
    setHeaders: (res, filePath) => {
      res.header('x-content-type-options', 'nosniff');
      if (filePath.endsWith('.html'))
        for (const [name, value] of Object.entries(shellHeaders)) res.header(name, value);
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      // Hashed names change with their bytes; the few others (the icon) may be a day old.
      const cache = isHashed
        ? 'public, max-age=31536000, immutable'
        : filePath.endsWith('.html')
          ? 'no-cache'
          : 'public, max-age=86400';
      res.header('cache-control', cache);
    },
  });
  app.get(
    '/assets/*',
    { schema: { response: { 200: bytesSchema('A file of the web app'), ...errorAnswers } } },
    async (request, reply) => reply.sendFile(`assets/${(request.params as { '*': string })['*']}`),
  );

  const sendIndex = (request: FastifyRequest, reply: FastifyReply, status = 200) => {
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply
      .status(status)
      .headers(shellHeaders)
      .header('vary', 'Accept-Encoding, Accept-Language')
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(indexes[requestLanguage(request)][encoding]);
  };
  app.get(
    '/',
    { schema: { produces: ['text/html'], response: { 200: bytesSchema('The web app'), ...errorAnswers } } },
    (request, reply) => sendIndex(request, reply),
  );
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply
        .status(404)
        .send({ code: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` });
    }
    const isScreen = APP_SCREENS.test(request.url.split('?')[0]);
    return sendIndex(request, reply, isScreen ? 200 : 404);
  });
}
