import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';
import { newId, nowIso } from '../../lib/tokens';
import { createWorkGate } from '../../lib/work-gate';
import * as repo from './media.repository';
import { sniffType } from './sniff-type';
import { checkVideoContainer } from './video-container';

/** Published images never need more than this on their longest side. */
export const MAX_IMAGE_SIDE = 2_400;
/** Extra widths for `srcset`, made when the image is wider. */
export const VARIANT_WIDTHS = [480, 960, 1600];
export const UPLOAD_PREFIX = '/uploads/';

export type UploadOwner = { userId: string | null; sessionId: string | null };
export type UploadResult = { url: string; width?: number; height?: number };
export type MediaInfo = { width: number; height: number; srcset?: { url: string; width: number }[] };

const UNSUPPORTED =
  'file: only images (JPEG, PNG, GIF, WebP, AVIF) and videos (MP4, MOV, WebM) can be uploaded';

/** Whether generate made this visitor session: a made-up cookie value is no one's. */
export function isKnownVisitorSession(ctx: AppContext, sessionId: string): Promise<boolean> {
  return repo.isKnownAnonymousSession(ctx.db, sessionId);
}

export function maxUploadBytes(ctx: AppContext) {
  return {
    image: ctx.config.UPLOAD_MAX_IMAGE_MB * 1024 * 1024,
    video: ctx.config.UPLOAD_MAX_VIDEO_MB * 1024 * 1024,
  };
}

type Encoded = { data: Buffer; width: number; height: number };

/**
 * The largest image decoded (40 megapixels: a 7,700 × 5,200 camera photo fits). A decoded pixel
 * costs 3–4 bytes, so a 10,000 × 10,000 PNG of 389 KB would take 400 MB of memory.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
/**
 * Images decoded at once in this process; the rest wait their turn. Three 40 Mpx decodes in
 * parallel held 800 MB; two at a time keep both cores busy and memory near 300 MB at worst.
 */
const imageDecoding = createWorkGate({ maxRunning: 2 });

/** sharp (and libvips) loads with the first image, not at start-up: about 8 MB less until then. */
async function loadSharp() {
  return (await import('sharp')).default;
}

async function encodeImage(input: Buffer, width?: number): Promise<Encoded> {
  // rotate() applies the EXIF orientation; metadata (EXIF, GPS, XMP) is not copied to the output.
  const sharp = await loadSharp();
  let pipeline = sharp(input, { failOn: 'warning', limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  pipeline = pipeline.resize({
    width: width ?? MAX_IMAGE_SIDE,
    height: width ? undefined : MAX_IMAGE_SIDE,
    fit: 'inside',
    withoutEnlargement: true,
  });
  const { data, info } = await pipeline
    .webp({ quality: 80, effort: 3 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Reads only the header: an image over the pixel budget is refused before any of it is decoded. */
async function refuseOversizedImage(input: Buffer): Promise<void> {
  const sharp = await loadSharp();
  let size: { width?: number; height?: number; pages?: number };
  try {
    size = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError(
      'BAD_REQUEST',
      'file: the image is damaged or incomplete and cannot be read',
      sayable('imageDamaged'),
    );
  }
  const pixels = (size.width ?? 0) * (size.height ?? 0);
  if (pixels > MAX_IMAGE_PIXELS) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `file: the image is ${size.width} × ${size.height} pixels; images of up to ${MAX_IMAGE_PIXELS / 1_000_000} megapixels can be uploaded (scale it down first)`,
      sayable('imageTooManyPixels', {
        width: size.width ?? 0,
        height: size.height ?? 0,
        megapixels: MAX_IMAGE_PIXELS / 1_000_000,
      }),
    );
  }
}

type MediaSource = 'upload' | 'artwork' | 'ai' | 'photo';

async function storeImage(
  ctx: AppContext,
  owner: UploadOwner,
  id: string,
  input: Buffer,
  source: MediaSource = 'upload',
): Promise<UploadResult> {
  await refuseOversizedImage(input);
  const { main, variants } = await imageDecoding.run(async () => {
    let main: Encoded;
    try {
      main = await encodeImage(input);
    } catch {
      throw new AppError(
        'BAD_REQUEST',
        'file: the image is damaged or incomplete and cannot be read',
        sayable('imageDamaged'),
      );
    }
    const variants: { url: string; width: number }[] = [];
    for (const width of VARIANT_WIDTHS.filter((w) => w < main.width)) {
      const variant = await encodeImage(main.data, width);
      const key = `${id}-${width}w.webp`;
      await ctx.storage.put(key, variant.data, 'image/webp');
      variants.push({ url: `${UPLOAD_PREFIX}${key}`, width: variant.width });
    }
    return { main, variants };
  });
  const key = `${id}.webp`;
  await ctx.storage.put(key, main.data, 'image/webp');
  const url = `${UPLOAD_PREFIX}${key}`;
  await repo.insertMedia(ctx.db, {
    id,
    key,
    url,
    user_id: owner.userId,
    session_id: owner.sessionId,
    kind: 'image',
    source,
    content_type: 'image/webp',
    bytes: main.data.length,
    width: main.width,
    height: main.height,
    variants: JSON.stringify([...variants, { url, width: main.width }]),
    created_at: nowIso(),
  });
  return { url, width: main.width, height: main.height };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The media an account stores in all, against MEDIA_BUDGET_MB (both in bytes). */
export async function mediaUsage(ctx: AppContext, userId: string): Promise<{ used: number; limit: number }> {
  const { bytes } = await repo.sumStoredBytes(ctx.db, { userId, sessionId: null });
  return { used: bytes, limit: ctx.config.MEDIA_BUDGET_MB * 1024 * 1024 };
}

/**
 * Refuses an upload that would take its owner past the budget: a visitor's session in all (413,
 * signing up lifts it), an account in all (413, MEDIA_BUDGET_MB) and anyone per 24 hours (429
 * with when to try again).
 */
export async function enforceUploadBudget(
  ctx: AppContext,
  owner: UploadOwner,
  size: number,
  db: Db = ctx.db,
): Promise<void> {
  const mb = (bytes: number) => bytes / 1024 / 1024;
  if (!owner.userId) {
    const budget = ctx.config.UPLOAD_SESSION_BUDGET_MB * 1024 * 1024;
    const { bytes } = await repo.sumStoredBytes(db, owner);
    if (bytes + size > budget) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `file: uploads without an account are limited to ${mb(budget)} MB in all; create a free account to upload more`,
        sayable('uploadVisitorBudget', { mb: mb(budget) }),
      );
    }
  } else {
    const budget = ctx.config.MEDIA_BUDGET_MB * 1024 * 1024;
    const { bytes } = await repo.sumStoredBytes(db, owner);
    if (bytes + size > budget) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `file: your account stores ${Math.round(mb(bytes))} MB of media and this server keeps at most ${mb(budget)} MB per account; remove pictures or videos your websites no longer use, then try again`,
        sayable('uploadAccountBudget', { used: Math.round(mb(bytes)), mb: mb(budget) }),
      );
    }
  }
  const daily = ctx.config.UPLOAD_DAILY_BUDGET_MB * 1024 * 1024;
  const now = Date.now();
  const { bytes, oldest } = await repo.sumStoredBytes(db, owner, new Date(now - DAY_MS).toISOString());
  if (bytes + size > daily) {
    const freesAt = oldest ? Date.parse(oldest) + DAY_MS : now + DAY_MS;
    const retryAfter = Math.max(1, Math.ceil((freesAt - now) / 1000));
    throw new AppError(
      'RATE_LIMITED',
      `file: you can upload at most ${mb(daily)} MB in 24 hours; please try again later`,
      {
        headers: { 'retry-after': String(retryAfter) },
        ...sayable('uploadDailyBudget', { mb: mb(daily) }, { retryAfter }),
      },
    );
  }
}

/** Checks an uploaded file by its bytes and stores it: images re-encoded to WebP, videos as they are. */
export async function storeUpload(ctx: AppContext, owner: UploadOwner, data: Buffer): Promise<UploadResult> {
  const type = sniffType(data);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED, sayable('uploadUnsupported'));
  const limits = maxUploadBytes(ctx);
  const limit = type.kind === 'image' ? limits.image : limits.video;
  if (data.length > limit) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `file: ${type.kind}s can be at most ${limit / 1024 / 1024} MB`,
      sayable(type.kind === 'image' ? 'imageTooLarge' : 'videoTooLarge', { mb: limit / 1024 / 1024 }),
    );
  }
  if (type.kind === 'video') {
    // The whole container, not just its first bytes: anything appended after a header is refused.
    const problem = checkVideoContainer(data, type.extension as 'mp4' | 'mov' | 'webm');
    if (problem)
      throw new AppError(
        'BAD_REQUEST',
        `file: the video is damaged or not a plain video file (${problem})`,
        sayable('videoDamaged'),
      );
  }
  const id = newId();
  if (type.kind === 'image') {
    // Re-encoded images are small next to the budget: checked before, without a reservation.
    await enforceUploadBudget(ctx, owner, data.length);
    return storeImage(ctx, owner, id, data);
  }
  const key = `${id}.${type.extension}`;
  const url = `${UPLOAD_PREFIX}${key}`;
  // The budget is checked and the video's row written as one step under the owner's lock: uploads
  // racing on any instance take turns, so together they never pass the budget and the first fits.
  await repo.withOwnerLock(ctx.db, owner, async (trx) => {
    await enforceUploadBudget(ctx, owner, data.length, trx);
    await repo.insertMedia(trx, {
      id,
      key,
      url,
      user_id: owner.userId,
      session_id: owner.sessionId,
      kind: 'video',
      source: 'upload',
      content_type: type.contentType,
      bytes: data.length,
      created_at: nowIso(),
    });
  });
  try {
    await ctx.storage.put(key, data, type.contentType);
  } catch (error) {
    await repo.deleteMedia(ctx.db, id);
    throw error;
  }
  return { url };
}

/** Stores generated artwork or an AI image and returns its URL. */
export async function storeGeneratedImage(
  ctx: AppContext,
  owner: UploadOwner,
  image: { data: Uint8Array; contentType: string; extension: string },
  source: 'artwork' | 'ai' | 'photo',
): Promise<string> {
  const id = newId();
  // A picture from an images service is treated like an upload: checked, re-encoded, sized.
  if (image.contentType !== 'image/svg+xml')
    return (await storeImage(ctx, owner, id, Buffer.from(image.data), source)).url;
  // SVG is only ever our own built-in artwork (script-free by construction; served sandboxed).
  const key = `${id}.svg`;
  await ctx.storage.put(key, image.data, image.contentType);
  const url = `${UPLOAD_PREFIX}${key}`;
  let size: { width?: number; height?: number } = {};
  try {
    const sharp = await loadSharp();
    size = await sharp(image.data).metadata();
  } catch {
    // Sizes are only a layout hint; artwork without them still renders.
  }
  await repo.insertMedia(ctx.db, {
    id,
    key,
    url,
    user_id: owner.userId,
    session_id: owner.sessionId,
    kind: 'image',
    source,
    content_type: image.contentType,
    bytes: image.data.length,
    width: size.width ?? null,
    height: size.height ?? null,
    created_at: nowIso(),
  });
  return url;
}

export function collectUploadUrls(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (value.startsWith(UPLOAD_PREFIX)) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectUploadUrls(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) collectUploadUrls(item, into);
  }
}

/** Sizes and srcset widths of the uploads a content uses, for the renderer's `media` option. */
export async function loadMediaInfo(
  ctx: AppContext,
  content: unknown,
): Promise<(url: string) => MediaInfo | undefined> {
  const urls = new Set<string>();
  collectUploadUrls(content, urls);
  const rows = await repo.findMediaByUrls(ctx.db, [...urls]);
  const byUrl = new Map<string, MediaInfo>();
  for (const row of rows) {
    if (!row.width || !row.height) continue;
    const srcset = JSON.parse(row.variants) as { url: string; width: number }[];
    const hasSrcset = srcset.length > 1;
    byUrl.set(row.url, { width: row.width, height: row.height, ...(hasSrcset ? { srcset } : {}) });
  }
  return (url) => byUrl.get(url);
}
