import type { IncomingMessage, ServerResponse } from 'node:http';
import { pickEncoding } from '../../lib/accept-encoding';
import type { EarlyAnswer } from '../../plugins/early-answers';
import type { HostedCache, HostedFile } from './hosted-cache';
import { isSlugShaped } from './slug';

const HTML_CACHE = 'public, max-age=0, must-revalidate';
const ASSET_CACHE = 'public, max-age=300, must-revalidate';
// Sites are served from the app's own origin: no script may run there with the owner's cookies.
const SITE_CSP =
  "script-src 'none'; object-src 'none'; base-uri 'none'; form-action *; frame-ancestors 'self'";

type Encoding = ReturnType<typeof pickEncoding>;

/** One representation of a published file and every header it goes out with. */
export type HostedAnswer = {
  etag: string;
  body: Buffer;
  /** For a 200: the file's headers, then Content-Encoding and Content-Length. */
  headers: Record<string, string>;
  /** For a 304: the same, less Content-Encoding and Content-Length. */
  notModified: Record<string, string>;
};

/** The headers every published file goes out with, whatever its answer. */
export function siteHeaders(contentType: string): Record<string, string> {
  return {
    'content-type': contentType,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'content-security-policy': SITE_CSP,
  };
}

const prepared = new WeakMap<HostedFile, Partial<Record<Encoding, HostedAnswer>>>();

/**
 * The file as the encoding asks, headers worked out once per file and encoding. Each encoding is
 * its own representation with its own ETag (RFC 9110 §8.8.3).
 */
export function hostedAnswer(file: HostedFile, wanted: Encoding): HostedAnswer {
  const encoded = wanted === 'br' ? file.br : wanted === 'gzip' ? file.gz : null;
  const encoding = encoded ? wanted : 'identity';
  let answers = prepared.get(file);
  const known = answers?.[encoding];
  if (known) return known;
  const etag = encoded ? `${file.etag.slice(0, -1)}.${encoding}"` : file.etag;
  const notModified = {
    ...siteHeaders(file.contentType),
    etag,
    'cache-control': file.contentType.startsWith('text/html') ? HTML_CACHE : ASSET_CACHE,
    ...(file.br || file.gz ? { vary: 'Accept-Encoding' } : {}),
  };
  const body = encoded ?? file.body;
  const answer: HostedAnswer = {
    etag,
    body,
    notModified,
    headers: {
      ...notModified,
      ...(encoded ? { 'content-encoding': encoding } : {}),
      'content-length': String(body.byteLength),
    },
  };
  answers ??= {};
  answers[encoding] = answer;
  prepared.set(file, answers);
  return answer;
}

/** Whether If-None-Match names this ETag (weakly compared, RFC 9110 §13.1.2) or any. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === etag || value === '*';
  });
}

// A path the router would take as it is: no percent-escapes, no query, nothing to decode.
const PLAIN_PATH = /^[\w.~/-]*$/;
const DOT_SEGMENT = /(?:^|\/)\.\.?(?:\/|$)/;

/**
 * Published files already in memory, answered before Fastify routes the request: the same headers,
 * ETag and 304 as the hosting route (hosting.routes.ts), which keeps everything else — a site or
 * file not yet cached, a query (the thank-you note), an escaped path, HEAD, 404s.
 */
export function cachedFileAnswer(
  cache: HostedCache,
  sitesDomain: string | undefined,
  /** PUBLIC_URL's host: /s/… is answered early only for it, as an owner's own domain serves its site alone. */
  appHost?: string,
  /** Told of each page (HTML) sent whole, for the visitor counts. */
  onPageView: (request: IncomingMessage, slug: string) => void = () => {},
): EarlyAnswer {
  const encodings = new Map<string, Encoding>();
  const encodingOf = (header: string | undefined) => {
    const key = header ?? '';
    let encoding = encodings.get(key);
    if (encoding === undefined) {
      encoding = pickEncoding(header);
      if (encodings.size >= 100) encodings.clear();
      encodings.set(key, encoding);
    }
    return encoding;
  };

  return (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '';
    let slug: string;
    let filePath: string;
    const host = sitesDomain ? (request.headers.host ?? '').toLowerCase().replace(/:\d+$/, '') : '';
    if (sitesDomain && host.endsWith(`.${sitesDomain}`) && !url.startsWith('/api/')) {
      slug = host.slice(0, -sitesDomain.length - 1);
      filePath = url.slice(1);
    } else if (url.startsWith('/s/')) {
      if (appHost && (request.headers.host ?? '').toLowerCase().replace(/:\d+$/, '') !== appHost) return null;
      const end = url.indexOf('/', 3);
      if (end === -1) return null;
      slug = url.slice(3, end);
      filePath = url.slice(end + 1);
    } else {
      return null;
    }
    if (!isSlugShaped(slug) || !PLAIN_PATH.test(filePath) || DOT_SEGMENT.test(filePath)) return null;
    const publishId = cache.getLive(slug);
    if (typeof publishId !== 'string') return null;
    if (filePath === '' || filePath.endsWith('/')) filePath += 'index.html';
    const file = cache.getFile(publishId, filePath);
    if (!file) return null;
    const answer = hostedAnswer(file, encodingOf(request.headers['accept-encoding']));
    if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
      response.writeHead(304, answer.notModified);
      response.end();
      return 304;
    }
    response.writeHead(200, answer.headers);
    response.end(answer.body);
    if (file.contentType.startsWith('text/html')) onPageView(request, slug);
    return 200;
  };
}
