import { mediaCreditSchema } from '@mainstreet/site';
import { z } from 'zod';
import {
  bySchema,
  getJson,
  imageOriginsFor,
  PHOTO_WIDTH,
  readAnswer,
  type StockPhoto,
  type StockPhotoProvider,
  searchUrl,
} from './provider';

const NAME = 'Unsplash';

const photoSchema = z.object({
  id: z.string(),
  width: z.number().optional(),
  height: z.number().optional(),
  description: z.string().nullish(),
  alt_description: z.string().nullish(),
  urls: z.object({ raw: z.string().url(), regular: z.string().url(), small: z.string().url() }),
  links: z.object({ html: z.string().url(), download_location: z.string().url() }),
  user: z.object({ name: z.string(), links: z.object({ html: z.string().url() }) }),
});
const searchSchema = z.object({ results: z.array(z.unknown()) });

type UnsplashOptions = { apiUrl: string; accessKey: string; appName: string };

/** Unsplash asks every link back to it to say which application sent the visitor. */
function withReferral(url: string, appName: string): string {
  const link = new URL(url);
  link.searchParams.set('utm_source', appName);
  link.searchParams.set('utm_medium', 'referral');
  return link.toString();
}

/** The Unsplash API (https://unsplash.com/documentation), authorised by the application's access key. */
export function createUnsplash({ apiUrl, accessKey, appName }: UnsplashOptions): StockPhotoProvider {
  const base = apiUrl.replace(/\/+$/, '');
  const headers = { authorization: `Client-ID ${accessKey}`, 'accept-version': 'v1' };
  // Unsplash answers a used-up hourly allowance with 403 "Rate Limit Exceeded" and no requests left.
  const isRateLimited = (res: Response) =>
    res.status === 429 || (res.status === 403 && res.headers.get('x-ratelimit-remaining') === '0');

  function toPhoto(raw: unknown): StockPhoto | null {
    const parsed = photoSchema.safeParse(raw);
    if (!parsed.success) return null;
    const p = parsed.data;
    const credit = mediaCreditSchema.safeParse({
      provider: 'unsplash',
      author: p.user.name.slice(0, 200),
      authorUrl: withReferral(p.user.links.html, appName),
      sourceUrl: withReferral('https://unsplash.com/', appName),
    });
    // A result the site could not credit as the provider asks is not offered at all.
    if (!credit.success) return null;
    // The raw address takes Imgix parameters: a copy no wider than the server keeps.
    const download = new URL(p.urls.raw);
    download.searchParams.set('w', String(PHOTO_WIDTH));
    download.searchParams.set('fit', 'max');
    download.searchParams.set('fm', 'jpg');
    download.searchParams.set('q', '85');
    // Unsplash's guidelines: sites show the photo from `urls` itself, sized by its parameters.
    const hotlink = new URL(p.urls.raw);
    const width = Math.min(PHOTO_WIDTH, p.width || PHOTO_WIDTH);
    // The photo's own aspect ratio, so the page reserves its box (fit=max never crops or enlarges).
    const height = p.width && p.height ? Math.round((p.height * width) / p.width) : 0;
    hotlink.searchParams.set('w', String(width));
    if (height) hotlink.searchParams.set('h', String(height));
    hotlink.searchParams.set('fit', 'max');
    hotlink.searchParams.set('q', '80');
    hotlink.searchParams.set('auto', 'format');
    return {
      id: p.id,
      provider: 'unsplash',
      alt: (p.alt_description || p.description || '').trim().slice(0, 300),
      width: p.width ?? 0,
      height: p.height ?? 0,
      thumbUrl: p.urls.small,
      downloadUrl: download.toString(),
      hotlinkUrl: hotlink.toString(),
      trackUrl: p.links.download_location,
      credit: credit.data,
    };
  }

  return {
    id: 'unsplash',
    name: NAME,
    imageOrigins: imageOriginsFor('https://images.unsplash.com', base, 'https://api.unsplash.com'),
    async search(query, options = {}) {
      const url = searchUrl(`${base}/search/photos`, query, options, { content_filter: 'high' });
      const raw = await getJson(NAME, url, headers, options.signal, isRateLimited);
      const body = readAnswer(NAME, 'search results', bySchema(searchSchema), raw);
      return body.results.flatMap((r) => toPhoto(r) ?? []);
    },
    async get(id, signal) {
      const raw = await getJson(
        NAME,
        `${base}/photos/${encodeURIComponent(id)}`,
        headers,
        signal,
        isRateLimited,
      );
      return readAnswer(NAME, 'a photo', toPhoto, raw);
    },
    async trackDownload(photo, signal) {
      // Only ever the API's own address, with the key: never a host a search result could name.
      if (!photo.trackUrl || new URL(photo.trackUrl).origin !== new URL(base).origin) return;
      await getJson(NAME, photo.trackUrl, headers, signal, isRateLimited);
    },
  };
}
