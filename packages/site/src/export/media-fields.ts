import type { Content } from '../schema';

type MapUrl = (url: string) => string | undefined;

const mapSlot = <T extends { imageUrl?: string; videoUrl?: string }>(slot: T, fn: MapUrl): T => ({
  ...slot,
  imageUrl: slot.imageUrl ? fn(slot.imageUrl) : slot.imageUrl,
  videoUrl: slot.videoUrl ? fn(slot.videoUrl) : slot.videoUrl,
});

/** A copy of the content with every media address passed through `fn` (undefined removes it). */
export function mapMediaUrls(content: Content, fn: MapUrl): Content {
  return {
    ...content,
    hero: mapSlot(content.hero, fn),
    about: mapSlot(content.about, fn),
    services: content.services.map((s) => mapSlot(s, fn)),
    sections: content.sections.map((s) =>
      s.type === 'about-expanded' && s.content ? { ...s, content: mapSlot(s.content, fn) } : s,
    ),
    widgets: content.widgets.map((w) => {
      if (w.type !== 'gallery' || !Array.isArray(w.data.images)) return w;
      const images = (w.data.images as unknown[]).flatMap((img) => {
        if (typeof img !== 'object' || img === null) return [];
        const record = img as Record<string, unknown>;
        const url = typeof record.url === 'string' ? fn(record.url) : undefined;
        return url ? [{ ...record, url }] : [];
      });
      return { ...w, data: { ...w.data, images } };
    }),
  };
}

/** Every media address the content uses, in page order, without duplicates. */
export function listMediaUrls(content: Content): string[] {
  const urls = new Set<string>();
  mapMediaUrls(content, (url) => {
    urls.add(url);
    return url;
  });
  return [...urls];
}
