import { type StockPhoto, StockPhotoError } from './provider';

const TIMEOUT_MS = 30_000;

/** The photo's bytes from the provider, refusing anything larger than `maxBytes`. */
export async function downloadPhoto(
  photo: StockPhoto,
  maxBytes: number,
  signal?: AbortSignal,
): Promise<Buffer> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(photo.downloadUrl, { signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch {
    signal?.throwIfAborted();
    throw new StockPhotoError('unavailable', 'The photo could not be downloaded');
  }
  if (!res.ok || !res.body) {
    await res.body?.cancel();
    throw new StockPhotoError('unavailable', `The photo could not be downloaded (${res.status})`);
  }
  if (Number(res.headers.get('content-length') ?? 0) > maxBytes) {
    await res.body.cancel();
    throw new StockPhotoError('unavailable', 'The photo is larger than this server accepts');
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of res.body) {
      size += chunk.length;
      if (size > maxBytes)
        throw new StockPhotoError('unavailable', 'The photo is larger than this server accepts');
      chunks.push(chunk);
    }
  } catch (error) {
    signal?.throwIfAborted();
    if (error instanceof StockPhotoError) throw error;
    throw new StockPhotoError('unavailable', 'The photo could not be downloaded');
  }
  return Buffer.concat(chunks);
}
