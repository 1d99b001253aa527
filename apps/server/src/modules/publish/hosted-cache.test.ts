import { describe, expect, it } from 'vitest';
import { createHostedCache } from './hosted-cache';

const file = (bytes: number) => ({
  body: Buffer.alloc(bytes),
  etag: '"x"',
  contentType: 'text/html',
  br: null,
  gz: null,
});

describe('hosted cache', () => {
  it('forgets which publish is live after the TTL, so other instances catch up', () => {
    let now = 1_000;
    const cache = createHostedCache({ ttlMs: 1_000, now: () => now });
    cache.setLive('rosa', 'p1');
    expect(cache.getLive('rosa')).toBe('p1');
    now += 999;
    expect(cache.getLive('rosa')).toBe('p1');
    now += 1;
    expect(cache.getLive('rosa')).toBeUndefined();
    cache.setLive('gone', null);
    expect(cache.getLive('gone')).toBeNull();
  });

  it('keeps file bytes under its budget, dropping the least recently used first', () => {
    const cache = createHostedCache({ maxBytes: 800 });
    cache.setFile('p1', 'a', file(100));
    cache.setFile('p1', 'b', file(100));
    cache.getFile('p1', 'a');
    for (let i = 0; i < 7; i++) cache.setFile('p2', `f${i}`, file(100));
    expect(cache.getFile('p1', 'a')).toBeDefined();
    expect(cache.getFile('p1', 'b')).toBeUndefined();
    // A file larger than an eighth of the budget is served from the database, never cached.
    cache.setFile('p3', 'big', file(101));
    expect(cache.getFile('p3', 'big')).toBeUndefined();
  });
});
