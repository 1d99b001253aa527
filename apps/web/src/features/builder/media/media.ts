import { businessKindOf, type Content, type MediaCredit } from '@mainstreet/site';
import { getAt, setAt } from '../store/content-path';

export type MediaKind = 'image' | 'video';
type Slot = { imageUrl?: string; videoUrl?: string; imageCredit?: MediaCredit };

/** The slot object ("hero", "services.2", "sections.1.content") or undefined when it does not exist. */
export function slotAt(content: Content, slotPath: string): Slot | undefined {
  const slot = getAt(content, slotPath);
  return typeof slot === 'object' && slot !== null && !Array.isArray(slot) ? (slot as Slot) : undefined;
}

/** Whether a slot may hold a video too (the about images are images only). */
export function acceptsVideo(slotPath: string): boolean {
  return slotPath === 'hero' || /^services\.\d+$/.test(slotPath);
}

/**
 * Puts an image or a video in a slot; the other kind is cleared, as a slot holds one of them. A
 * stock photo brings its credit; anything else clears the credit of the picture it replaces.
 */
export function setSlotMedia(
  content: Content,
  slotPath: string,
  kind: MediaKind,
  url: string,
  credit?: MediaCredit,
): Content {
  const slot = slotAt(content, slotPath);
  if (!slot) throw new Error(`no media slot at ${slotPath}`);
  if (kind === 'video' && !acceptsVideo(slotPath)) throw new Error(`${slotPath} holds images only`);
  const next: Slot =
    kind === 'image' ? { ...slot, imageUrl: url, videoUrl: '' } : { ...slot, videoUrl: url, imageUrl: '' };
  if (kind === 'image' && credit) next.imageCredit = credit;
  else delete next.imageCredit;
  if (!acceptsVideo(slotPath)) delete next.videoUrl;
  return setAt(content, slotPath, next);
}

/** Empties a slot (both kinds). */
export function clearSlotMedia(content: Content, slotPath: string): Content {
  const slot = slotAt(content, slotPath);
  if (!slot) return content;
  const next: Slot = { ...slot, imageUrl: '' };
  delete next.imageCredit;
  if ('videoUrl' in slot) next.videoUrl = '';
  return setAt(content, slotPath, next);
}

export function slotMediaKind(content: Content, slotPath: string): MediaKind | null {
  const slot = slotAt(content, slotPath);
  if (slot?.videoUrl) return 'video';
  if (slot?.imageUrl) return 'image';
  return null;
}

/** What to search stock photos for in a slot: a service by its name, other slots by the kind of business. */
export function photoQueryFor(content: Content, slotPath: string): string {
  const service = /^services\.(\d+)$/.exec(slotPath);
  const name = service ? content.services[Number(service[1])]?.name.trim() : '';
  return name ? name.slice(0, 100) : businessKindOf(content);
}

/** A prompt for an AI image that fits the slot: the service, else the hero headline and site name. */
export function imagePromptFor(content: Content, slotPath: string): string {
  const service = /^services\.(\d+)$/.exec(slotPath);
  if (service) {
    const s = content.services[Number(service[1])];
    if (s) return `${s.name} — ${s.description}`.slice(0, 500);
  }
  return `${content.siteName}: ${content.hero.headline}`.slice(0, 500);
}
