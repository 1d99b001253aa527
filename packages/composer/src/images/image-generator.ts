import { z } from 'zod';
import { redact } from '../llm/config';
import { createIconArtworkSvg } from './icon-artwork';
import { ImageError, requestImage, sniffImageType } from './openai-images';
import type { GeneratedImage, ImageConfig, ImageGenerator, ImageRequest } from './types';

const encoder = new TextEncoder();

function builtinImage(request: ImageRequest, warning?: string): GeneratedImage {
  return {
    data: encoder.encode(createIconArtworkSvg(request)),
    contentType: 'image/svg+xml',
    extension: 'svg',
    source: 'builtin',
    ...(warning ? { warning } : {}),
  };
}

/**
 * Built-in generative artwork, or an OpenAI-compatible images API when configured. A failing
 * service yields built-in artwork with a warning, so a new site always gets its images.
 */
export function createImageGenerator(config?: ImageConfig): ImageGenerator {
  return {
    async generate(request) {
      if (!config) return builtinImage(request);
      try {
        const data = await requestImage(config, request);
        return { data, ...sniffImageType(data), source: 'model' };
      } catch (error) {
        const message = error instanceof ImageError ? error.message : 'The image service failed';
        return builtinImage(request, `${redact(message, config.apiKey)}; built-in artwork was used instead.`);
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
