import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * Local stand-ins for the Unsplash and Pexels APIs on 127.0.0.1, speaking their wire formats for
 * the calls the adapters make: search, one photo by id, Unsplash's download tracking, the image
 * files themselves, and each API's refusals (a bad key, a used-up rate limit).
 */
export type FakePhotoApi = {
  url: string;
  /** Every request: path with query, and its Authorization header. */
  requests: { path: string; auth?: string }[];
  /** Unsplash: the photo ids whose download_location was called. */
  downloads: string[];
  /** Answer every API call as the provider does when its limit is used up. */
  setRateLimited(isLimited: boolean): void;
  close(): Promise<void>;
};

type Provider = 'unsplash' | 'pexels';

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'photo';

function unsplashPhoto(base: string, id: string, query: string) {
  return {
    id,
    width: 4000,
    height: 3000,
    description: null,
    alt_description: `${query} on a wooden table`,
    urls: {
      raw: `${base}/images/${id}.jpg?ixid=test&ixlib=rb-4.0.3`,
      full: `${base}/images/${id}.jpg?q=85`,
      regular: `${base}/images/${id}.jpg?w=1080`,
      small: `${base}/images/${id}.jpg?w=400`,
      thumb: `${base}/images/${id}.jpg?w=200`,
    },
    links: {
      self: `${base}/photos/${id}`,
      html: `https://unsplash.com/photos/${id}`,
      download: `https://unsplash.com/photos/${id}/download`,
      download_location: `${base}/photos/${id}/download?ixid=test`,
    },
    user: {
      id: `user-${id}`,
      username: `ph-${id}`,
      name: `Photographer ${id}`,
      links: { html: `https://unsplash.com/@ph-${id}` },
    },
  };
}

function pexelsPhoto(base: string, id: number, query: string) {
  const file = `${base}/images/${id}.jpeg`;
  return {
    id,
    width: 4000,
    height: 3000,
    url: `https://www.pexels.com/photo/${slugOf(query)}-${id}/`,
    photographer: `Pexels Photographer ${id}`,
    photographer_url: `https://www.pexels.com/@photographer-${id}`,
    photographer_id: id,
    avg_color: '#978E82',
    alt: `${query} in warm light`,
    src: {
      original: file,
      large2x: `${file}?auto=compress&cs=tinysrgb&dpr=2&h=650&w=940`,
      large: `${file}?auto=compress&cs=tinysrgb&h=650&w=940`,
      medium: `${file}?auto=compress&cs=tinysrgb&h=350`,
      small: `${file}?auto=compress&cs=tinysrgb&h=130`,
    },
  };
}

const made = new Map<string, Promise<Buffer>>();

/** A JPEG of the given width: a gradient, so it is a real photo-like picture for sharp to resize. */
function jpegOf(width: number, seed: number): Promise<Buffer> {
  // Made once per look: the stand-in's own drawing should not weigh on what tests measure.
  const key = `${width}:${seed % 8}`;
  let image = made.get(key);
  if (!image) {
    image = drawJpeg(width, seed % 8);
    made.set(key, image);
  }
  return image;
}

async function drawJpeg(width: number, seed: number): Promise<Buffer> {
  const height = Math.round((width * 2) / 3);
  const hue = (seed * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="hsl(${hue},60%,40%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},60%,70%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#fff8"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

export async function startFakePhotoApi(provider: Provider, key: string): Promise<FakePhotoApi> {
  const requests: FakePhotoApi['requests'] = [];
  const downloads: string[] = [];
  const queries = new Map<string, string>();
  let isRateLimited = false;
  let base = '';
  const json = (
    res: http.ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', base);
    requests.push({ path: `${url.pathname}${url.search}`, auth: req.headers.authorization });
    const image = /^\/images\/([\w-]+)\.jpe?g$/.exec(url.pathname);
    if (image) {
      // Image files are public CDN addresses: no key needed, as on images.unsplash.com / images.pexels.com.
      const width = Math.min(Number(url.searchParams.get('w')) || 2_000, 2_400);
      // Both CDNs resize to the asked width (w=); the original is 4000 px wide, drawn here at 2000.
      const data = await jpegOf(width, image[1].length);
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(data.length) });
      res.end(data);
      return;
    }
    const expected = provider === 'unsplash' ? `Client-ID ${key}` : key;
    if (req.headers.authorization !== expected) {
      if (provider === 'unsplash') json(res, 401, { errors: ['OAuth error: The access token is invalid'] });
      else json(res, 401, { error: 'Unauthorized' });
      return;
    }
    if (isRateLimited) {
      if (provider === 'unsplash') {
        res.writeHead(403, {
          'content-type': 'text/plain',
          'x-ratelimit-limit': '50',
          'x-ratelimit-remaining': '0',
        });
        res.end('Rate Limit Exceeded');
      } else {
        json(res, 429, { error: 'Rate limit exceeded' }, { 'x-ratelimit-remaining': '0' });
      }
      return;
    }
    const perPage = Math.min(Number(url.searchParams.get('per_page')) || 10, 30);
    const query = url.searchParams.get('query') ?? '';
    if (provider === 'unsplash') {
      const download = /^\/photos\/([\w-]+)\/download$/.exec(url.pathname);
      if (download && queries.has(download[1])) {
        downloads.push(download[1]);
        json(res, 200, { url: `${base}/images/${download[1]}.jpg?ixid=test` });
        return;
      }
      const one = /^\/photos\/([\w-]+)$/.exec(url.pathname);
      if (one) {
        const known = queries.get(one[1]);
        if (known === undefined) json(res, 404, { errors: ["Couldn't find Photo"] });
        else json(res, 200, unsplashPhoto(base, one[1], known));
        return;
      }
      if (url.pathname === '/search/photos' && query) {
        const results = Array.from({ length: perPage }, (_, i) => {
          const id = `${slugOf(query)}-${i + 1}`;
          queries.set(id, query);
          return unsplashPhoto(base, id, query);
        });
        json(res, 200, { total: 100, total_pages: Math.ceil(100 / perPage), results });
        return;
      }
      json(res, 400, { errors: ['query is missing'] });
      return;
    }
    const one = /^\/v1\/photos\/(\d+)$/.exec(url.pathname);
    if (one) {
      const known = queries.get(one[1]);
      if (known === undefined) json(res, 404, { error: 'Not Found' });
      else json(res, 200, pexelsPhoto(base, Number(one[1]), known));
      return;
    }
    if (url.pathname === '/v1/search' && query) {
      const seed = [...query].reduce((sum, c) => sum + c.charCodeAt(0), 0) * 100;
      const photos = Array.from({ length: perPage }, (_, i) => {
        queries.set(String(seed + i), query);
        return pexelsPhoto(base, seed + i, query);
      });
      json(res, 200, { page: 1, per_page: perPage, total_results: 100, photos });
      return;
    }
    json(res, 400, { error: 'query is missing' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    downloads,
    setRateLimited: (value) => {
      isRateLimited = value;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
