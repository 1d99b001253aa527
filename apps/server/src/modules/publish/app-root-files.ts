import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { bytesSchema, errorAnswers } from '../../lib/answer-schemas';
import { findLiveAddresses } from './publish.repository';
import { originOf } from './publish.routes';
import { publicUrlOf } from './publish.service';

/** A sitemap index holds at most 50,000 sitemaps (sitemaps.org). */
const MOST_SITEMAPS = 50_000;

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/**
 * The app origin's robots.txt and sitemap.xml. The app's own screens are no pages for a search
 * engine; the sites published under /s/ are, and each has its own sitemap, which the index lists
 * (sites on their own domain too: their robots.txt names the same sitemap, as cross-host sitemaps
 * need). Requests to a site's own domain or subdomain never reach here: hosting answers them first.
 */
export const appRootFiles =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/robots.txt',
      { schema: { produces: ['text/plain'], response: { 200: bytesSchema('robots.txt'), ...errorAnswers } } },
      async (request, reply) => {
        const base = publicUrlOf(ctx, originOf(request));
        return reply
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'public, max-age=3600')
          .send(`User-agent: *\nAllow: /s/\nDisallow: /\n\nSitemap: ${base}/sitemap.xml\n`);
      },
    );
    app.get(
      '/sitemap.xml',
      {
        schema: {
          produces: ['application/xml'],
          response: { 200: bytesSchema('A sitemap index of every live site'), ...errorAnswers },
        },
      },
      async (_request, reply) => {
        const addresses = await findLiveAddresses(ctx.db, MOST_SITEMAPS);
        const entries = addresses
          .map(
            (row) =>
              `<sitemap><loc>${escapeXml(row.address)}sitemap.xml</loc><lastmod>${escapeXml(row.updatedAt)}</lastmod></sitemap>`,
          )
          .join('');
        return reply
          .type('application/xml; charset=utf-8')
          .header('cache-control', 'public, max-age=3600')
          .send(
            `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</sitemapindex>\n`,
          );
      },
    );
  };
