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

const NAME = 'Pexels';

const photoSchema = z.object({
  id: z.union([z.number(), z.string()]),
  width: z.number().optional(),
  height: z.number().optional(),
  url: z.string().url(),
  photographer: z.string(),
  photographer_url: z.string().url(),
  alt: z.string().nullish(),
  src: z.object({
    original: z.string().url(),
    large2x: z.string().url(),
    large: z.string().url(),
    medium: z.string().url(),
  }),
});
const searchSchema = z.object({ photos: z.array(z.unknown()) });

/** The Pexels API (https://www.pexels.com/api/documentation/), authorised by the key itself. */
export function createPexels({ apiUrl, apiKey }: { apiUrl: string; apiKey: string }): StockPhotoProvider {
  const base = apiUrl.replace(/\/+$/, '');
  const headers = { authorization: apiKey };

  function toPhoto(raw: unknown): StockPhoto | null {
    const parsed = photoSchema.safeParse(raw);
    if (!parsed.success) return null;
    const p = parsed.data;
    const credit = mediaCreditSchema.safeParse({
      provider: 'pexels',
      author: p.photographer.slice(0, 200),
      authorUrl: p.photographer_url,
      sourceUrl: p.url,
    });
    // A result the site could not credit as the provider asks is not offered at all.
    if (!credit.success) return null;
    // Pexels' image addresses take resizing parameters, as its own src sizes show.
    const download = new URL(p.src.original);
    download.searchParams.set('auto', 'compress');
    download.searchParams.set('cs', 'tinysrgb');
    download.searchParams.set('w', String(PHOTO_WIDTH));
    return {
      id: String(p.id),
      provider: 'pexels',
      alt: (p.alt ?? '').trim().slice(0, 300),
      width: p.width ?? 0,
      height: p.height ?? 0,
      thumbUrl: p.src.medium,
      downloadUrl: download.toString(),
      credit: credit.data,
    };
  }

  return {
    id: 'pexels',
    name: NAME,
    imageOrigins: imageOriginsFor('https://images.pexels.com', base, 'https://api.pexels.com'),
    async search(query, options = {}) {
      const url = searchUrl(`${base}/v1/search`, query, options);
      const raw = await getJson(NAME, url, headers, options.signal);
      const body = readAnswer(NAME, 'search results', bySchema(searchSchema), raw);
      return body.photos.flatMap((p) => toPhoto(p) ?? []);
    },
    async get(id, signal) {
      const raw = await getJson(NAME, `${base}/v1/photos/${encodeURIComponent(id)}`, headers, signal);
      return readAnswer(NAME, 'a photo', toPhoto, raw);
    },
    async trackDownload() {},
  };
}
