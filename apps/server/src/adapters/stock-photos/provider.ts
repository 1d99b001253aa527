import type { MediaCredit } from '@mainstreet/site';

export type StockPhotoProviderId = MediaCredit['provider'];

/** One search result: what the editor shows, what the server copies, and the credit it needs. */
export type StockPhoto = {
  id: string;
  provider: StockPhotoProviderId;
  /** The provider's description of the picture, for alt text. */
  alt: string;
  width: number;
  height: number;
  /** A small copy for the editor's result grid (shown from the provider, never on a site). */
  thumbUrl: string;
  /** The copy the server downloads, resizes and stores (unless the photo is hotlinked). */
  downloadUrl: string;
  /**
   * The provider's own address sites show the photo from, when its terms require hotlinking
   * (Unsplash): never downloaded or stored. Carries Imgix size parameters the renderer's srcset reads.
   */
  hotlinkUrl?: string;
  credit: MediaCredit;
  /** Unsplash's download-tracking address (`links.download_location`), called when a photo is chosen. */
  trackUrl?: string;
};

/**
 * The width photos are fetched and kept at: the renderer's largest srcset width. A wider copy
 * would cost a new site seconds of re-encoding for a picture few screens need.
 */
export const PHOTO_WIDTH = 1_600;

export type SearchOptions = { perPage?: number; page?: number; signal?: AbortSignal };

export type StockPhotoProvider = {
  id: StockPhotoProviderId;
  /** The provider's name as its credit line writes it. */
  name: string;
  /** Where its thumbnails are served from, for the app's Content-Security-Policy. */
  imageOrigins: string[];
  search(query: string, options?: SearchOptions): Promise<StockPhoto[]>;
  /** One photo by its id, so a pick never makes the server fetch an address a browser sent. */
  get(id: string, signal?: AbortSignal): Promise<StockPhoto>;
  /** Tells the provider the photo was chosen (Unsplash's guidelines require it); a no-op for others. */
  trackDownload(photo: StockPhoto, signal?: AbortSignal): Promise<void>;
};

export type StockPhotoFailure = 'rate-limited' | 'unauthorized' | 'not-found' | 'unavailable';

/** A provider's refusal or failure, already sorted into what the owner should be told. */
export class StockPhotoError extends Error {
  constructor(
    readonly failure: StockPhotoFailure,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'StockPhotoError';
  }
}

const TIMEOUT_MS = 15_000;

/** A GET to a provider's API with its failures mapped; returns the parsed JSON. */
export async function getJson(
  providerName: string,
  url: string,
  headers: Record<string, string>,
  signal?: AbortSignal,
  isRateLimited: (res: Response) => boolean = (res) => res.status === 429,
): Promise<unknown> {
  let res: Response;
  try {
    const timeout = AbortSignal.timeout(TIMEOUT_MS);
    res = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch {
    signal?.throwIfAborted();
    throw new StockPhotoError('unavailable', `${providerName} could not be reached`);
  }
  if (res.ok) {
    try {
      return await res.json();
    } catch {
      throw new StockPhotoError('unavailable', `${providerName} sent an answer that could not be read`);
    }
  }
  await res.body?.cancel();
  if (isRateLimited(res)) {
    const retryAfter = Number(res.headers.get('retry-after'));
    throw new StockPhotoError(
      'rate-limited',
      `${providerName} is limiting how many photos this server may look up; please try again later`,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 3_600,
    );
  }
  if (res.status === 401 || res.status === 403)
    throw new StockPhotoError('unauthorized', `${providerName} refused this server's key`);
  if (res.status === 404) throw new StockPhotoError('not-found', `${providerName} has no such photo`);
  throw new StockPhotoError('unavailable', `${providerName} answered with an error (${res.status})`);
}

/**
 * The provider's image host, and the API's own origin when the operator points the API elsewhere
 * (a caching proxy or a local stand-in serves the thumbnails it lists itself).
 */
export function imageOriginsFor(cdn: string, apiUrl: string, defaultApiUrl: string): string[] {
  const api = new URL(apiUrl).origin;
  return api === new URL(defaultApiUrl).origin ? [cdn] : [cdn, api];
}

/** A search address: the query and paging every provider takes, then the provider's own parameters. */
export function searchUrl(
  endpoint: string,
  query: string,
  { perPage = 12, page = 1 }: SearchOptions,
  extra: Record<string, string> = {},
): string {
  const url = new URL(endpoint);
  url.searchParams.set('query', query);
  url.searchParams.set('per_page', String(perPage));
  url.searchParams.set('page', String(page));
  for (const [key, value] of Object.entries(extra)) url.searchParams.set(key, value);
  return url.toString();
}

/** What a provider sent, read by `read` (null: not of the shape it should be, the provider's failure). */
export function readAnswer<T>(
  providerName: string,
  what: string,
  read: (raw: unknown) => T | null,
  raw: unknown,
): T {
  const value = read(raw);
  if (value === null)
    throw new StockPhotoError('unavailable', `${providerName} sent ${what} that could not be read`);
  return value;
}

/** A schema's reader for `readAnswer`. */
export const bySchema =
  <T>(schema: { safeParse: (raw: unknown) => { success: boolean; data?: T } }) =>
  (raw: unknown): T | null => {
    const read = schema.safeParse(raw);
    return read.success ? (read.data as T) : null;
  };
