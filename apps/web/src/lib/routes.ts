/** The screens of the route tables. */
export type ScreenName =
  | 'landing'
  | 'auth'
  | 'dashboard'
  | 'checkout'
  | 'terms'
  | 'privacy'
  | 'oauth-success'
  | 'oauth-callback'
  | 'download-success'
  | 'admin'
  | 'not-found';

type RouteEntry = [pattern: string, screen: ScreenName];

const SHARED: RouteEntry[] = [
  ['/checkout', 'checkout'],
  ['/terms', 'terms'],
  ['/privacy', 'privacy'],
  ['/oauth-success', 'oauth-success'],
  ['/oauth/netlify/callback', 'oauth-callback'],
  ['/download-success', 'download-success'],
];

export const SIGNED_IN_ROUTES: RouteEntry[] = [
  ['/', 'dashboard'],
  ['/dashboard', 'dashboard'],
  ['/auth', 'dashboard'],
  ['/admin', 'admin'],
  ...SHARED,
];

export const SIGNED_OUT_ROUTES: RouteEntry[] = [
  ['/', 'landing'],
  ['/auth', 'auth'],
  ['/dashboard', 'dashboard'],
  ...SHARED,
];

/** Matches a pattern with `:name` parameters and `*` wildcards, ignoring case and a trailing slash. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const source = pattern
    .split('/')
    .map((part) => {
      if (part === '*') return '(?<wild>.*)';
      if (part.startsWith(':')) return `(?<${part.slice(1)}>[^/]+)`;
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  const regex = new RegExp(pattern === '*' ? '^.*$' : `^${source}/?$`, 'i');
  const clean = path.split(/[?#]/)[0] || '/';
  const match = regex.exec(clean);
  return match ? { ...(match.groups ?? {}) } : null;
}

/** The screen for a path; the 404 screen is the final fallback. */
export function resolveScreen(path: string, isSignedIn: boolean): ScreenName {
  const table = isSignedIn ? SIGNED_IN_ROUTES : SIGNED_OUT_ROUTES;
  for (const [pattern, screen] of table) if (matchPath(pattern, path)) return screen;
  return 'not-found';
}
