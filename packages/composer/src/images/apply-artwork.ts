import { type Content, contentSchema } from '@mainstreet/site/model';
import { type ArtworkSlot, artworkColors, artworkRequest, planArtwork } from './plan-artwork';
import type { GeneratedImage, ImageGenerator } from './types';

/** Write a media URL at a dotted path ("services.2.imageUrl") of a copy of the content. */
export function setMediaUrl(content: Content, path: string, url: string): Content {
  const copy = structuredClone(content);
  const keys = path.split('.');
  let target: Record<string, unknown> = copy as unknown as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) {
    const next = target[key];
    if (!next || typeof next !== 'object') throw new Error(`No media slot at ${path}`);
    target = next as Record<string, unknown>;
  }
  target[keys[keys.length - 1]] = url;
  return contentSchema.parse(copy);
}

export type ArtworkResult = { slot: ArtworkSlot; image: GeneratedImage };

/** Make artwork for every empty slot of a new site, in the site's colours. */
export async function generateArtwork(content: Content, generator: ImageGenerator): Promise<ArtworkResult[]> {
  const colors = artworkColors(content);
  const slots = planArtwork(content);
  return Promise.all(
    slots.map(async (slot) => ({
      slot,
      image: await generator.generate(artworkRequest(slot, content, colors)),
    })),
  );
}
