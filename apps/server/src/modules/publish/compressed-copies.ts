import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;
// Under this, a compressed answer saves less than it costs the visitor's browser to inflate it.
const MIN_BYTES = 512;

export type CompressedCopies = { br: Buffer | null; gz: Buffer | null };

/**
 * The best brotli (quality 11) and gzip (level 9) copies of a text file, made off the main thread
 * (zlib's pool). Kept only when smaller than the file; images and video are already compressed.
 */
export async function compressedCopies(body: Uint8Array, contentType: string): Promise<CompressedCopies> {
  if (!TEXT.test(contentType) || body.byteLength < MIN_BYTES) return { br: null, gz: null };
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  return {
    br: br.byteLength < body.byteLength ? br : null,
    gz: gz.byteLength < body.byteLength ? gz : null,
  };
}
