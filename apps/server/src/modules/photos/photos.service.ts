import { downloadPhoto } from '../../adapters/stock-photos/download-photo';
import {
  type StockPhoto,
  StockPhotoError,
  type StockPhotoProvider,
} from '../../adapters/stock-photos/provider';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';
import { enforceUploadBudget, storeGeneratedImage, type UploadOwner } from '../uploads/uploads.service';
import type { PickPhotoBody, SearchPhotosQuery } from './photos.schemas';

export const PHOTO_RESULTS_PER_PAGE = 18;

/**
 * The configured provider, or a 404: without one the server has no photo search (the web app reads
 * `stockPhotos` from /api/config and offers none), so asking for it is the client's mistake.
 */
function providerOf(ctx: AppContext): StockPhotoProvider {
  if (!ctx.stockPhotos)
    throw new AppError(
      'NOT_FOUND',
      'Photo search is not set up on this server',
      sayable('photoSearchMissing'),
    );
  return ctx.stockPhotos;
}

/** A provider's failure as the answer the owner gets: never a 500, never the key. */
export function toAppError(error: unknown): unknown {
  if (!(error instanceof StockPhotoError)) return error;
  if (error.failure === 'not-found')
    return new AppError('NOT_FOUND', 'That photo is no longer available', sayable('photoGone'));
  if (error.failure === 'rate-limited') {
    const retryAfter = error.retryAfterSeconds ?? 3_600;
    return new AppError('UNAVAILABLE', `${error.message}.`, {
      headers: { 'retry-after': String(retryAfter) },
      ...sayable('photoSearchUnavailable', undefined, { retryAfter }),
    });
  }
  return new AppError(
    'UNAVAILABLE',
    `Photo search is not available right now: ${error.message}.`,
    sayable('photoSearchUnavailable'),
  );
}

/** What the editor's result grid shows of a photo. */
function presentPhoto(photo: StockPhoto) {
  const { id, provider, alt, width, height, thumbUrl, credit } = photo;
  return { id, provider, alt, width, height, thumbUrl, credit };
}

export async function searchPhotos(ctx: AppContext, query: SearchPhotosQuery) {
  const provider = providerOf(ctx);
  try {
    const photos = await provider.search(query.q, { perPage: PHOTO_RESULTS_PER_PAGE, page: query.page });
    return { provider: provider.id, photos: photos.map(presentPhoto) };
  } catch (error) {
    throw toAppError(error);
  }
}

/**
 * The address a chosen photo is shown from: a hotlinked one's own (nothing stored), any other
 * copied into storage. Either way the provider is told it was chosen.
 */
export async function takeStockPhoto(
  ctx: AppContext,
  provider: StockPhotoProvider,
  owner: UploadOwner,
  photo: StockPhoto,
  signal?: AbortSignal,
): Promise<{ url: string; isStored: boolean }> {
  if (!photo.hotlinkUrl)
    return { url: await storeStockPhoto(ctx, provider, owner, photo, signal), isStored: true };
  // Best effort, as for stored copies: a failed tracking call must not cost the owner the photo.
  await provider.trackDownload(photo, signal).catch(() => undefined);
  return { url: photo.hotlinkUrl, isStored: false };
}

/**
 * Copies a chosen photo into storage (re-encoded to WebP with the renderer's srcset widths) and
 * tells the provider it was chosen. Returns the stored address; published sites never hotlink.
 */
async function storeStockPhoto(
  ctx: AppContext,
  provider: StockPhotoProvider,
  owner: UploadOwner,
  photo: StockPhoto,
  signal?: AbortSignal,
): Promise<string> {
  const data = await downloadPhoto(photo, ctx.config.UPLOAD_MAX_IMAGE_MB * 1024 * 1024, signal);
  let url: string;
  try {
    url = await storeGeneratedImage(
      ctx,
      owner,
      { data, contentType: 'image/jpeg', extension: 'jpg' },
      'photo',
    );
  } catch (error) {
    // The bytes came from the provider, not the owner: an unreadable picture is the provider's fault.
    if (error instanceof AppError && error.code === 'BAD_REQUEST')
      throw new StockPhotoError('unavailable', `${provider.name} sent a picture that could not be read`);
    throw error;
  }
  // Best effort: a tracking call that fails must not cost the owner the photo already stored.
  await provider.trackDownload(photo, signal).catch(() => undefined);
  return url;
}

/** The editor's pick: the photo by its id, stored or hotlinked, with the credit the slot shows. */
export async function pickPhoto(ctx: AppContext, owner: UploadOwner, body: PickPhotoBody) {
  const provider = providerOf(ctx);
  if (body.provider !== provider.id)
    throw new AppError('BAD_REQUEST', `provider: this server finds photos on ${provider.name}`);
  // A stored pick counts against the uploads' daily budget; Unsplash's hotlinked ones store nothing.
  if (provider.id !== 'unsplash') await enforcePickBudget(ctx, owner);
  try {
    const photo = await provider.get(body.id);
    const { url } = await takeStockPhoto(ctx, provider, owner, photo);
    return { url, alt: photo.alt, credit: photo.credit };
  } catch (error) {
    throw toAppError(error);
  }
}

async function enforcePickBudget(ctx: AppContext, owner: UploadOwner) {
  await enforceUploadBudget(ctx, owner, 0).catch((error: unknown) => {
    if (!(error instanceof AppError)) throw error;
    throw new AppError(
      error.code,
      `You can add at most ${ctx.config.UPLOAD_DAILY_BUDGET_MB} MB of pictures in 24 hours; please try again later`,
      {
        headers: error.headers,
        ...sayable('photoDailyBudget', { mb: ctx.config.UPLOAD_DAILY_BUDGET_MB }, error.details),
      },
    );
  });
}
