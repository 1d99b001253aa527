import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, enforceRateLimit, type RateLimiter } from './rate-limiter';
import { createRedisRateLimiter } from './redis-rate-limiter';

const REDIS_URL = process.env.TEST_REDIS_URL;

function limiterSuite(name: string, make: () => RateLimiter) {
  describe(name, () => {
    it('allows up to the limit in a window, then refuses with a retry time', async () => {
      const limiter = make();
      const key = `test:${randomUUID()}`;
      const results = [];
      for (let i = 0; i < 4; i++) results.push(await limiter.hit(key, 3, 60_000));
      expect(results.map((r) => r.isAllowed)).toEqual([true, true, true, false]);
      expect(results[3].retryAfterSeconds).toBeGreaterThan(0);
      expect(results[3].retryAfterSeconds).toBeLessThanOrEqual(60);
      await limiter.close();
    });

    it('counts keys separately', async () => {
      const limiter = make();
      const a = `test:${randomUUID()}`;
      const b = `test:${randomUUID()}`;
      await limiter.hit(a, 1, 60_000);
      expect((await limiter.hit(b, 1, 60_000)).isAllowed).toBe(true);
      expect((await limiter.hit(a, 1, 60_000)).isAllowed).toBe(false);
      await limiter.close();
    });

    it('turns a refusal into a 429 error with Retry-After', async () => {
      const limiter = make();
      const key = `test:${randomUUID()}`;
      await enforceRateLimit(limiter, key, 1, 60_000);
      await expect(enforceRateLimit(limiter, key, 1, 60_000)).rejects.toMatchObject({
        status: 429,
        headers: { 'retry-after': expect.stringMatching(/^\d+$/) },
      });
      await limiter.close();
    });
  });
}

limiterSuite('in-process rate limiter', () => createMemoryRateLimiter());

describe('in-process rate limiter windows', () => {
  it('starts a new window when the old one ends', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(() => now);
    expect((await limiter.hit('k', 1, 1000)).isAllowed).toBe(true);
    expect((await limiter.hit('k', 1, 1000)).isAllowed).toBe(false);
    now = 1001;
    expect((await limiter.hit('k', 1, 1000)).isAllowed).toBe(true);
  });
});

// Runs when TEST_REDIS_URL is set (CI sets it to the local Redis).
describe.skipIf(!REDIS_URL)('Redis', () => {
  limiterSuite('Redis rate limiter', () => createRedisRateLimiter(REDIS_URL!));

  it('shares one count between two limiters (two server instances)', async () => {
    const one = createRedisRateLimiter(REDIS_URL!);
    const two = createRedisRateLimiter(REDIS_URL!);
    const key = `test:${randomUUID()}`;
    await one.hit(key, 2, 60_000);
    await two.hit(key, 2, 60_000);
    expect((await one.hit(key, 2, 60_000)).isAllowed).toBe(false);
    await one.close();
    await two.close();
  });
});
