/**
 * The query keys of website data, named in one place: every read, cache write and invalidation of
 * a website or its list uses these, so no screen keeps a copy the others do not hear about.
 */

/** The owner's websites list (`GET /api/websites`), as `apiQuery('/api/websites')` keys it. */
export const websitesKey = ['/api/websites'] as const;

/** The one query of a website with its content (`GET /api/websites/:id`). */
export function websiteKey(id: string): [string] {
  return [`/api/websites/${id}`];
}

/** The account's usage counters; a save, a delete or a new site changes them. */
export const usageKey = ['/api/billing/usage'] as const;
