import { describe, expect, it } from 'vitest';
import { createPreviewMemoryCache } from './preview-cache';

describe('share page memory cache', () => {
  it('keeps pages within its byte cap, dropping the least recently used first', () => {
    const cache = createPreviewMemoryCache(4_000);
    const page = (c: string) => c.repeat(900);
    cache.set('a', 'v1', page('a'));
    cache.set('b', 'v1', page('b'));
    cache.set('c', 'v1', page('c'));
    // Reading "a" makes "b" the least recently used.
    expect(cache.get('a', 'v1')).toBe(page('a'));
    cache.set('d', 'v1', page('d'));
    cache.set('e', 'v1', page('e'));
    expect(cache.bytes).toBeLessThanOrEqual(4_000);
    expect(cache.get('b', 'v1')).toBeUndefined();
    expect(cache.get('a', 'v1')).toBe(page('a'));
    expect(cache.get('e', 'v1')).toBe(page('e'));
  });

  it('answers only for the same version, and a new version replaces the old page', () => {
    const cache = createPreviewMemoryCache(10_000);
    cache.set('a', 'v1', 'old page');
    expect(cache.get('a', 'v2')).toBeUndefined();
    cache.set('a', 'v2', 'new page');
    expect(cache.get('a', 'v2')).toBe('new page');
    expect(cache.get('a', 'v1')).toBeUndefined();
    expect(cache.bytes).toBe(Buffer.byteLength('new page'));
  });

  it('does not keep a page bigger than a quarter of the cap', () => {
    const cache = createPreviewMemoryCache(1_000);
    cache.set('big', 'v1', 'x'.repeat(300));
    expect(cache.get('big', 'v1')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});
