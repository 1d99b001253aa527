import { type Content, getThemeTokens } from '@mainstreet/site';
import { hashString } from '../text';
import type { ArtworkKind } from './types';

export type ArtworkSlot = { path: string; prompt: string; kind: ArtworkKind; seed: number };

const NO_TEXT = 'No text, no lettering, no logos, no watermarks.';

/** The brand colours artwork uses, from the site's theme. */
export function artworkColors(content: Pick<Content, 'theme' | 'meta'>): string[] {
  const { palette } = getThemeTokens(content);
  return [palette.heroFrom, palette.heroTo, palette.primary, palette.tint, palette.surface];
}

/** The empty media slots of a new site that should get artwork, with a prompt for each. */
export function planArtwork(content: Content): ArtworkSlot[] {
  const industry =
    content.meta.industry && content.meta.industry !== 'other' ? content.meta.industry : 'local';
  const business = `${content.siteName}, a ${industry.replace('-', ' ')} business`;
  const slots: ArtworkSlot[] = [];
  const add = (path: string, kind: ArtworkKind, prompt: string) =>
    slots.push({ path, kind, prompt, seed: hashString(`${content.siteName}:${path}`) });
  if (!content.hero.imageUrl && !content.hero.videoUrl) {
    add(
      'hero.imageUrl',
      'hero',
      `Wide, bright, welcoming photograph for the website of ${business}: ${content.hero.headline}. ${NO_TEXT}`,
    );
  }
  content.services.forEach((service, i) => {
    if (service.imageUrl || service.videoUrl) return;
    add(
      `services.${i}.imageUrl`,
      'service',
      `Photograph illustrating "${service.name}" at ${business}. ${service.description} ${NO_TEXT}`,
    );
  });
  content.sections.forEach((section, i) => {
    if (
      section.type !== 'about-expanded' ||
      !section.content ||
      (section.content as { imageUrl?: string }).imageUrl
    )
      return;
    add(
      `sections.${i}.content.imageUrl`,
      'about',
      `Warm, natural photograph of the people and place behind ${business}. ${NO_TEXT}`,
    );
  });
  return slots;
}
