import { StockPhotoError, type StockPhotoProvider } from './provider';

/** How long a search's results are reused: a demo key allows 50 calls an hour. */
export const SEARCH_CACHE_MS = 60 * 60 * 1000;
const MAX_ENTRIES = 500;

/**
 * The provider with its searches cached (the same words and page answer from memory for an hour)
 * and stopped after a rate-limit answer until its Retry-After has passed: every further call would
 * be refused too, and would cost the next hour's quota. Per instance; nothing another needs.
 */
export function withSearchCache(provider: StockPhotoProvider, now = () => Date.now()): StockPhotoProvider {
  const cache = new Map<string, { at: number; photos: ReturnType<StockPhotoProvider['search']> }>();
  let limitedUntil = 0;
  let limitError: StockPhotoError | undefined;
  const checkLimit = () => {
    if (limitError && now() < limitedUntil) throw limitError;
  };
  const noteLimit = (error: unknown) => {
    if (error instanceof StockPhotoError && error.failure === 'rate-limited') {
      limitError = error;
      limitedUntil = now() + (error.retryAfterSeconds ?? 3_600) * 1000;
    }
    throw error;
  };
  return {
    ...provider,
    async search(query, options = {}) {
      const key = `${query.trim().toLowerCase()}|${options.perPage ?? ''}|${options.page ?? 1}`;
      const hit = cache.get(key);
      if (hit && now() - hit.at < SEARCH_CACHE_MS) return hit.photos;
      checkLimit();
      const photos = provider.search(query, options);
      cache.set(key, { at: now(), photos });
      if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
      // A failed search is not kept: the next one asks again (unless the provider said to wait).
      return photos.catch((error) => {
        cache.delete(key);
        return noteLimit(error);
      });
    },
    async get(id, signal) {
      checkLimit();
      return provider.get(id, signal).catch(noteLimit);
    },
    async trackDownload(photo, signal) {
      checkLimit();
      return provider.trackDownload(photo, signal).catch(noteLimit);
    },
  };
}
