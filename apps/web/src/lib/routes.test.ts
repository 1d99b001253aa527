import { describe, expect, it } from 'vitest';
import { matchPath, resolveScreen } from './routes';

describe('signed-in route table', () => {
  it.each([
    ['/', 'dashboard'],
    ['/dashboard', 'dashboard'],
    ['/auth', 'dashboard'],
    ['/checkout', 'checkout'],
    ['/terms', 'terms'],
    ['/privacy', 'privacy'],
    ['/oauth-success', 'oauth-success'],
    ['/oauth/netlify/callback', 'oauth-callback'],
    ['/download-success', 'download-success'],
    ['/anything/else', 'not-found'],
  ])('%s shows %s', (path, screen) => {
    expect(resolveScreen(path, true)).toBe(screen);
  });
});

describe('signed-out route table', () => {
  it.each([
    ['/', 'landing'],
    ['/auth', 'auth'],
    ['/dashboard', 'dashboard'],
    ['/checkout', 'checkout'],
    ['/terms', 'terms'],
    ['/privacy', 'privacy'],
    ['/oauth-success', 'oauth-success'],
    ['/oauth/netlify/callback', 'oauth-callback'],
    ['/download-success', 'download-success'],
    ['/no-such-page', 'not-found'],
  ])('%s shows %s', (path, screen) => {
    expect(resolveScreen(path, false)).toBe(screen);
  });
});

describe('matching', () => {
  it('ignores case, a trailing slash and the query string', () => {
    expect(resolveScreen('/TERMS', false)).toBe('terms');
    expect(resolveScreen('/Privacy/', true)).toBe('privacy');
    expect(resolveScreen('/OAuth/Netlify/Callback?code=1', false)).toBe('oauth-callback');
  });
  it('supports named parameters and wildcards', () => {
    expect(matchPath('/sites/:id', '/Sites/abc123')).toEqual({ id: 'abc123' });
    expect(matchPath('/files/*', '/files/a/b.zip')).toEqual({ wild: 'a/b.zip' });
    expect(matchPath('/sites/:id', '/sites')).toBeNull();
  });
  it('does not treat a longer path as a match of a shorter one', () => {
    expect(matchPath('/terms', '/terms-and-more')).toBeNull();
    expect(resolveScreen('/terms-and-more', false)).toBe('not-found');
  });
});
