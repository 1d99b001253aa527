import { AppError } from '../../lib/app-error';
import { type Said, sayable } from '../../lib/server-messages';

export type RateLimitResult = { isAllowed: boolean; remaining: number; retryAfterSeconds: number };

/** Counts hits per key in fixed windows. In-process by default; Redis when REDIS_URL is set. */
export type RateLimiter = {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Checks the shared store answers (readiness); in-process counters always do. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

/** The embedded default: counters in this process's memory (one instance only). */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let sweeps = 0;
  return {
    async hit(key, limit, windowMs) {
      const t = now();
      // Drop expired windows now and then so memory stays bounded.
      if (++sweeps % 1000 === 0) for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
      let window = windows.get(key);
      if (!window || window.resetAt <= t) {
        window = { count: 0, resetAt: t + windowMs };
        windows.set(key, window);
      }
      window.count++;
      return {
        isAllowed: window.count <= limit,
        remaining: Math.max(0, limit - window.count),
        retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - t) / 1000)),
      };
    },
    async ping() {},
    async close() {
      windows.clear();
    },
  };
}

/** Counts a hit and throws a 429 with Retry-After when the limit is passed. */
export async function enforceRateLimit(
  limiter: RateLimiter,
  key: string,
  limit: number,
  windowMs: number,
  said: Said = { message: 'Too many requests. Please wait a moment and try again.', id: 'tooManyRequests' },
): Promise<void> {
  const result = await limiter.hit(key, limit, windowMs);
  if (!result.isAllowed) {
    throw new AppError('RATE_LIMITED', said.message, {
      headers: { 'retry-after': String(result.retryAfterSeconds) },
      ...sayable(said.id, said.params, { retryAfter: result.retryAfterSeconds }),
    });
  }
}
