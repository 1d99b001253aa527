import { SITE_LANGUAGES, type SiteLanguage } from '@mainstreet/site';
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

/**
 * The best of our languages for the request's Accept-Language ("es-MX,en;q=0.8" → es), English
 * when it asks for none of them.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): SiteLanguage {
  const best = new Negotiator({ headers: request.headers }).language([...SITE_LANGUAGES]);
  return (SITE_LANGUAGES as readonly string[]).includes(best ?? '') ? (best as SiteLanguage) : 'en';
}
