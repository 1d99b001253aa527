import type { ImageGenerator } from '@mainstreet/composer';
import { createImageGenerator, readImageConfig } from '@mainstreet/composer';
import type { Config } from '../../config';

export type { ArtworkKind, GeneratedImage, ImageGenerator, ImageRequest } from '@mainstreet/composer';

/**
 * The composer's image adapter with this server's configuration: built-in SVG artwork by default,
 * an OpenAI-compatible images API when IMAGE_BASE_URL or IMAGE_API_KEY is set.
 */
export function createImages(config: Config): ImageGenerator {
  return createImageGenerator(imageConfigOf(config));
}

/** The image service configuration, or undefined for built-in artwork. */
export function imageConfigOf(config: Config) {
  return readImageConfig({
    IMAGE_BASE_URL: config.IMAGE_BASE_URL,
    IMAGE_API_KEY: config.IMAGE_API_KEY,
    IMAGE_MODEL: config.IMAGE_MODEL,
    IMAGE_TIMEOUT_MS: String(config.IMAGE_TIMEOUT_MS),
  });
}

/**
 * Whether an image model is configured. Without one the picture tool makes built-in artwork:
 * "New artwork", free and unmetered, never called AI.
 */
export function hasImageModel(config: Config): boolean {
  return imageConfigOf(config) !== undefined;
}
