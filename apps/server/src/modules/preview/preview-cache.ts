import type { AppContext } from '../../context';

type Entry = { cacheKey: string; html: string; bytes: number };

/** Rendered share pages in this process, least recently used dropped first past `maxBytes`. */
export function createPreviewMemoryCache(maxBytes = 32 * 1024 * 1024) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const stats = { renders: 0, hits: 0 };
  const drop = (websiteId: string) => {
    const entry = entries.get(websiteId);
    if (!entry) return;
    entries.delete(websiteId);
    bytes -= entry.bytes;
  };
  return {
    stats,
    get(websiteId: string, cacheKey: string): string | undefined {
      const entry = entries.get(websiteId);
      if (!entry || entry.cacheKey !== cacheKey) return undefined;
      // Re-inserted so the Map's order is least recently used first.
      entries.delete(websiteId);
      entries.set(websiteId, entry);
      return entry.html;
    },
    set(websiteId: string, cacheKey: string, html: string) {
      drop(websiteId);
      const size = Buffer.byteLength(html);
      if (size > maxBytes / 4) return;
      entries.set(websiteId, { cacheKey, html, bytes: size });
      bytes += size;
      for (const [oldest] of entries) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    forget(websiteId: string) {
      drop(websiteId);
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    get bytes() {
      return bytes;
    },
  };
}

export type PreviewMemoryCache = ReturnType<typeof createPreviewMemoryCache>;

// One cache per app context (tests build many apps in one process), without a global.
const caches = new WeakMap<AppContext, PreviewMemoryCache>();

export function previewCacheFor(ctx: AppContext): PreviewMemoryCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = createPreviewMemoryCache();
    caches.set(ctx, cache);
  }
  return cache;
}
