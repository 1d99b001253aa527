import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses answers over 1 KB (JSON, the share page, anything text) with brotli or gzip, as the
 * browser accepts. Brotli at quality 4: per-request work stays well under a millisecond for a
 * typical answer while still beating gzip. Files compressed ahead of time (the web app's build,
 * published sites) carry their Content-Encoding already and pass through untouched; server-sent
 * events opt out per route, since a compressor would hold the events back.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
