import type { ImageGenerator } from '@mainstreet/composer';
import { createImageGenerator, readImageConfig } from '@mainstreet/composer';
import type { Config } from '../../config';

export type { ArtworkKind, GeneratedImage, ImageGenerator, ImageRequest } from '@mainstreet/composer';

/**
 * The composer's image adapter with this server's configuration: built-in SVG artwork by default,
 * an OpenAI-compatible images API when IMAGE_BASE_URL or IMAGE_API_KEY is set.
 */
export function createImages(config: Config): ImageGenerator {
  const generator = createImageGenerator(imageConfigOf(config));
  const images: ImageGenerator = {
    async generate(request) {
      const image = await generator.generate(request);
      if (image.noCredit) noCreditSince.set(images, Date.now());
      else if (image.source === 'model') noCreditSince.delete(images);
      return image;
    },
  };
  return images;
}

/**
 * When the image service last refused a picture for want of credit, until a picture comes back. A
 * server's model list says nothing about credit, and a test picture would cost the operator, so only
 * real requests tell.
 */
const noCreditSince = new WeakMap<ImageGenerator, number>();

/** Whether the image service's last answer was "no credit" (429 insufficient_quota). */
export function imageServiceHasNoCredit(images: ImageGenerator): boolean {
  return noCreditSince.has(images);
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
