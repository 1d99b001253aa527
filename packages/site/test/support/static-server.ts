import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.mp4': 'video/mp4',
  '.woff2': 'font/woff2',
};

/**
 * Serves a folder of exported sites on 127.0.0.1 the way a static host does (gzip, 404.html for
 * missing paths). Closes itself after `lifetimeMs` so a crashed test never leaves it running.
 */
export async function serveStatic(
  root: string,
  lifetimeMs = 10 * 60_000,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    let path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0]));
    if (path.includes('..')) path = '/';
    if (path.endsWith('/')) path += 'index.html';
    const type = TYPES[extname(path)] ?? 'application/octet-stream';
    try {
      let body: Buffer = await readFile(join(root, path));
      const headers: Record<string, string> = {
        'content-type': type,
        'cache-control': 'public, max-age=3600',
      };
      if (/text|svg|xml/.test(type) && /gzip/.test(String(req.headers['accept-encoding']))) {
        body = gzipSync(body);
        headers['content-encoding'] = 'gzip';
      }
      res.writeHead(200, headers).end(body);
    } catch {
      const site = path.split('/')[1];
      const notFound = await readFile(join(root, site, '404.html')).catch(() => Buffer.from('Not found'));
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end(notFound);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const timer = setTimeout(() => server.close(), lifetimeMs);
  timer.unref();
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
