import { Redis } from 'ioredis';
import type { RateLimiter } from './rate-limiter';

// One round trip: count the hit and set the window's expiry on its first hit.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
return {count, ttl}
`;

/** Rate-limit counters shared by every instance through Redis (REDIS_URL). */
export function createRedisRateLimiter(url: string, prefix = 'ms:rl:'): RateLimiter {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  // Connection errors reach callers through the commands that fail (and readiness); ioredis keeps
  // reconnecting, so the event itself needs no handling beyond not being unhandled.
  redis.on('error', () => {});
  return {
    async hit(key, limit, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, `${prefix}${key}`, String(windowMs))) as [
        number,
        number,
      ];
      return {
        isAllowed: count <= limit,
        remaining: Math.max(0, limit - count),
        retryAfterSeconds: Math.max(1, Math.ceil((ttl > 0 ? ttl : windowMs) / 1000)),
      };
    },
    async ping() {
      await redis.ping();
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
