import type { Config } from '../../config';
import { createPexels } from './pexels';
import type { StockPhotoProvider } from './provider';
import { withSearchCache } from './search-cache';
import { createUnsplash } from './unsplash';

/** The configured provider: Unsplash when its key is set, else Pexels, else none (built-in artwork). */
export function createStockPhotos(config: Config): StockPhotoProvider | null {
  if (config.UNSPLASH_ACCESS_KEY?.trim())
    return withSearchCache(
      createUnsplash({
        apiUrl: config.UNSPLASH_API_URL,
        accessKey: config.UNSPLASH_ACCESS_KEY.trim(),
        appName: config.UNSPLASH_APP_NAME,
      }),
    );
  if (config.PEXELS_API_KEY?.trim())
    return withSearchCache(
      createPexels({ apiUrl: config.PEXELS_API_URL, apiKey: config.PEXELS_API_KEY.trim() }),
    );
  return null;
}
