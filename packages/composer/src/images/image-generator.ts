import { z } from 'zod';
import { redact } from '../llm/config';
import { createIconArtworkSvg } from './icon-artwork';
import { ImageError, requestImage, sniffImageType } from './openai-images';
import type { GeneratedImage, ImageConfig, ImageFailure, ImageGenerator, ImageRequest } from './types';

const encoder = new TextEncoder();

function builtinImage(
  request: ImageRequest,
  fellBack?: { warning: string; failure: ImageFailure; detail: string; noCredit?: boolean },
): GeneratedImage {
  return {
    data: encoder.encode(createIconArtworkSvg(request)),
    contentType: 'image/svg+xml',
    extension: 'svg',
    source: 'builtin',
    ...fellBack,
  };
}

/** Image requests one server sends at once: providers rate-limit bursts (a new site asks for ~5). */
export const IMAGE_REQUESTS_AT_ONCE = 2;
/** The longest Retry-After a 429 is waited out for; a longer one falls back to built-in artwork. */
const MAX_IMAGE_RETRY_AFTER_MS = 20_000;

function failureOf(error: unknown): ImageFailure {
  const status = error instanceof ImageError ? error.status : undefined;
  if (error instanceof ImageError && error.extra.noCredit) return 'no-credit';
  if (status === 429) return 'busy';
  if (status === 401 || status === 403) return 'refused-key';
  return 'failed';
}

/** What the owner reads when a picture fell back: what happened and what to do, no provider text. */
const OWNER_WARNINGS: Record<ImageFailure, string> = {
  'no-credit':
    'The image service’s account has no credit: built-in artwork was used. Tell whoever runs this server.',
  busy: 'The image service was busy: built-in artwork was used. Try AI image later.',
  'refused-key':
    'The image service refused this server’s key: built-in artwork was used. Tell whoever runs this server.',
  failed: 'The image service did not make a picture: built-in artwork was used. Try AI image later.',
};

/** A counter of calls in flight: at most `limit` run, the rest wait their turn. */
function limiter(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

/** One image, a 429 waited out once as its Retry-After asks. */
async function requestWithRetry(config: ImageConfig, request: ImageRequest): Promise<Uint8Array> {
  try {
    return await requestImage(config, request);
  } catch (error) {
    const wait =
      error instanceof ImageError && error.status === 429 && !error.extra.noCredit
        ? (error.extra.retryAfterMs ?? 1_000)
        : undefined;
    if (wait === undefined || wait > MAX_IMAGE_RETRY_AFTER_MS) throw error;
    await new Promise((resolve) => setTimeout(resolve, wait));
    return requestImage(config, request);
  }
}

/**
 * Built-in generative artwork, or an OpenAI-compatible images API when configured. A failing
 * service yields built-in artwork with a warning for the owner and the details for the log, so a
 * new site always gets its images.
 */
export function createImageGenerator(config?: ImageConfig): ImageGenerator {
  const inTurn = limiter(IMAGE_REQUESTS_AT_ONCE);
  return {
    async generate(request) {
      if (!config) return builtinImage(request);
      try {
        const data = await inTurn(() => requestWithRetry(config, request));
        return { data, ...sniffImageType(data), source: 'model' };
      } catch (error) {
        const message = error instanceof ImageError ? error.message : 'The image service failed';
        const failure = failureOf(error);
        return builtinImage(request, {
          warning: OWNER_WARNINGS[failure],
          failure,
          detail: redact(`${message} (model ${config.model} at ${config.baseUrl})`, config.apiKey),
          ...(error instanceof ImageError && error.extra.noCredit ? { noCredit: true } : {}),
        });
      }
    },
  };
}

const envSchema = z.object({
  IMAGE_BASE_URL: z.string().url().optional(),
  IMAGE_API_KEY: z.string().min(1).optional(),
  IMAGE_MODEL: z.string().min(1).optional(),
  IMAGE_TIMEOUT_MS: z.coerce.number().int().positive().max(600_000).optional(),
});

/** The image service configuration from the environment; undefined means built-in artwork. */
export function readImageConfig(env: NodeJS.ProcessEnv): ImageConfig | undefined {
  const blank = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);
  const parsed = envSchema.safeParse({
    IMAGE_BASE_URL: blank(env.IMAGE_BASE_URL),
    IMAGE_API_KEY: blank(env.IMAGE_API_KEY),
    IMAGE_MODEL: blank(env.IMAGE_MODEL),
    IMAGE_TIMEOUT_MS: blank(env.IMAGE_TIMEOUT_MS),
  });
  if (!parsed.success) {
    throw new Error(
      `Invalid image configuration: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`,
    );
  }
  const v = parsed.data;
  if (!v.IMAGE_BASE_URL && !v.IMAGE_API_KEY) return undefined;
  return {
    baseUrl: (v.IMAGE_BASE_URL ?? 'https://api.openai.com/v1').replace(/\/+$/, ''),
    apiKey: v.IMAGE_API_KEY,
    model: v.IMAGE_MODEL ?? 'gpt-image-1',
    timeoutMs: v.IMAGE_TIMEOUT_MS ?? 60_000,
  };
}
