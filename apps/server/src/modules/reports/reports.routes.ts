import { parse as parseQueryString } from 'node:querystring';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { reportFormPage, reportNotFoundPage, reportSentPage } from './report-page';
import { reportBody, reportParams } from './reports.schemas';
import { findReportedSite, receiveReport } from './reports.service';

const HTML = 'text/html; charset=utf-8';

/**
 * The "Report" link of every page on built-in hosting leads here: a plain HTML form (no script)
 * that reaches the Admin page and, by mail, the admins.
 */
export const reportRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_req, body, done) => done(null, parseQueryString(body as string)),
    );

    app.get('/report/:key', { schema: { params: reportParams, hide: true } }, async (request, reply) => {
      const site = await findReportedSite(ctx, request.params.key);
      reply.header('content-type', HTML).header('cache-control', 'no-store');
      if (!site) return reply.status(404).send(reportNotFoundPage());
      const from = request.headers.referer ?? site.live_url ?? '';
      return reply.send(reportFormPage(site.name, from));
    });

    app.post(
      '/report/:key',
      { schema: { params: reportParams, hide: true }, bodyLimit: 16 * 1024 },
      async (request, reply) => {
        reply.header('content-type', HTML).header('cache-control', 'no-store');
        const site = await findReportedSite(ctx, request.params.key);
        if (!site) return reply.status(404).send(reportNotFoundPage());
        const parsed = reportBody.safeParse(request.body ?? {});
        if (!parsed.success)
          return reply.status(400).send(reportFormPage(site.name, '', parsed.error.issues[0].message));
        try {
          await receiveReport(ctx, request, request.params.key, parsed.data);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          return reply
            .status(error.status)
            .headers(error.headers ?? {})
            .send(reportFormPage(site.name, '', error.message));
        }
        return reply.send(reportSentPage());
      },
    );
  };
