/** Names that would collide with the app's own host names when sites get their own subdomain. */
const RESERVED = new Set([
  'www',
  'api',
  'app',
  'admin',
  'mail',
  'static',
  'assets',
  'dashboard',
  'auth',
  's',
]);

/** A URL- and DNS-safe name from a site name: lower-case letters, digits and single hyphens. */
export function slugify(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
  if (!base) return 'site';
  return RESERVED.has(base) ? `${base}-site` : base;
}

/** The candidates tried in order: `name`, `name-2`, `name-3`, … */
export function slugCandidate(base: string, attempt: number): string {
  return attempt === 0 ? base : `${base}-${attempt + 1}`;
}

/** Whether a string could be a slug we made (guards the lookup on every hosted request). */
export function isSlugShaped(value: string): boolean {
  return /^[a-z0-9](?:[a-z0-9-]{0,48}[a-z0-9])?$/.test(value);
}
