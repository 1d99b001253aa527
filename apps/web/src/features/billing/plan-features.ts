import type { PublicConfig } from '../../lib/public-config';

const AI_IMAGES = /\bAI images?\b/i;

/**
 * A plan's feature list as this server can keep it: "5 AI images per month" only where an image
 * model is configured (without one every picture is built-in artwork, free for every plan).
 */
export function plannedFeatures(features: readonly string[], config: PublicConfig | undefined): string[] {
  return config?.imageModel ? [...features] : features.filter((f) => !AI_IMAGES.test(f));
}
