import { describe, expect, it } from 'vitest';
import { formatLink, insertLink, normalizeLinkUrl } from './links';

describe('Add Link helper', () => {
  it('adds https:// unless the address has a web, mailto: or tel: scheme', () => {
    expect(normalizeLinkUrl('example.com/menu')).toBe('https://example.com/menu');
    expect(normalizeLinkUrl('  www.example.com ')).toBe('https://www.example.com');
    expect(normalizeLinkUrl('http://example.com')).toBe('http://example.com');
    expect(normalizeLinkUrl('HTTPS://example.com')).toBe('HTTPS://example.com');
    expect(normalizeLinkUrl('mailto:rosie@example.com')).toBe('mailto:rosie@example.com');
    expect(normalizeLinkUrl('tel:+441130000000')).toBe('tel:+441130000000');
  });

  it('stores links as [text](url)', () => {
    expect(formatLink('Our menu', 'example.com/menu')).toEqual({
      ok: true,
      markup: '[Our menu](https://example.com/menu)',
    });
  });

  it('needs both the text and the URL', () => {
    expect(formatLink('  ', 'example.com').ok).toBe(false);
    expect(formatLink('Menu', ' ').ok).toBe(false);
  });

  it('keeps brackets and parentheses from breaking the markup', () => {
    const result = formatLink('Menu [new]', 'example.com/a (b)');
    expect(result).toEqual({ ok: true, markup: '[Menu  new](https://example.com/a%20%28b%29)' });
  });

  it('inserts at the caret with spaces around', () => {
    expect(insertLink('See here today', '[menu](https://x.y)', 8)).toBe('See here [menu](https://x.y) today');
    expect(insertLink('', '[a](https://x.y)')).toBe('[a](https://x.y)');
    expect(insertLink('made with care', '[menu](https://x.y)', 2)).toBe('made [menu](https://x.y) with care');
  });
});
