export type HostedFile = {
  body: Buffer;
  etag: string;
  contentType: string;
  /** Brotli and gzip copies made at publish, when the file is text. */
  br: Buffer | null;
  gz: Buffer | null;
};

const sizeOf = (file: HostedFile) =>
  file.body.byteLength + (file.br?.byteLength ?? 0) + (file.gz?.byteLength ?? 0);
type LiveEntry = { publishId: string | null; isUnavailable: boolean; expiresAt: number };

/**
 * What makes serving fast: which publish is live per slug (kept for a short TTL, so every
 * instance sees a rollback within `ttlMs`; this instance at once) and the bytes of published
 * files by publish id (immutable, so they never go stale). Everything here can be rebuilt from
 * the database; losing it costs a lookup, never correctness.
 */
export function createHostedCache(options: { ttlMs?: number; maxBytes?: number; now?: () => number } = {}) {
  const ttlMs = options.ttlMs ?? 1_000;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const live = new Map<string, LiveEntry>();
  const files = new Map<string, HostedFile>();
  let bytes = 0;

  return {
    getLive(slug: string): string | null | undefined {
      const entry = live.get(slug);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        live.delete(slug);
        return undefined;
      }
      return entry.publishId;
    },
    /** `isUnavailable`: an admin stopped it (suspended account, site taken down); getLive answers null. */
    setLive(slug: string, publishId: string | null, isUnavailable = false) {
      if (live.size > 10_000) live.clear();
      live.set(slug, {
        publishId: isUnavailable ? null : publishId,
        isUnavailable,
        expiresAt: now() + ttlMs,
      });
    },
    isUnavailable(slug: string): boolean {
      const entry = live.get(slug);
      return Boolean(entry && entry.expiresAt > now() && entry.isUnavailable);
    },
    forgetLive(slug: string) {
      live.delete(slug);
    },
    getFile(publishId: string, filePath: string): HostedFile | undefined {
      const key = `${publishId}\n${filePath}`;
      const file = files.get(key);
      if (file) {
        // Least recently used goes first: re-insert to move it to the end.
        files.delete(key);
        files.set(key, file);
      }
      return file;
    },
    setFile(publishId: string, filePath: string, file: HostedFile) {
      if (sizeOf(file) > maxBytes / 8) return;
      const key = `${publishId}\n${filePath}`;
      const previous = files.get(key);
      if (previous) bytes -= sizeOf(previous);
      files.set(key, file);
      bytes += sizeOf(file);
      for (const [oldest, value] of files) {
        if (bytes <= maxBytes) break;
        files.delete(oldest);
        bytes -= sizeOf(value);
      }
    },
  };
}

export type HostedCache = ReturnType<typeof createHostedCache>;
