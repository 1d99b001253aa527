import { parse as parseQueryString } from 'node:querystring';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { requestLanguage } from '../../lib/request-language';
import { languageOfStoredSite, type VisitorWords, visitorWords } from '../../lib/visitor-words';
import { reportFormPage, reportNotFoundPage, reportSentPage } from './report-page';
import { reportBody, reportParams } from './reports.schemas';
import { findReportedSite, receiveReport } from './reports.service';

const HTML = 'text/html; charset=utf-8';

/** What a refused field of the report form needs, in the site's words. */
function issueWords(words: VisitorWords, issue: { path: PropertyKey[]; code: string }): string {
  if (issue.path[0] === 'reason') return words.reportChooseReason;
  if (issue.path[0] === 'email') return words.reportEmailInvalid;
  return issue.code === 'too_big' ? words.reportDetailsTooLong : words.reportSayWhat;
}

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
      if (!site) return reply.status(404).send(reportNotFoundPage(requestLanguage(request)));
      const from = request.headers.referer ?? site.live_url ?? '';
      return reply.send(reportFormPage(languageOfStoredSite(site.content), site.name, from));
    });

    app.post(
      '/report/:key',
      { schema: { params: reportParams, hide: true }, bodyLimit: 16 * 1024 },
      async (request, reply) => {
        reply.header('content-type', HTML).header('cache-control', 'no-store');
        const site = await findReportedSite(ctx, request.params.key);
        if (!site) return reply.status(404).send(reportNotFoundPage(requestLanguage(request)));
        const language = languageOfStoredSite(site.content);
        const words = visitorWords(language);
        const parsed = reportBody.safeParse(request.body ?? {});
        if (!parsed.success)
          return reply
            .status(400)
            .send(reportFormPage(language, site.name, '', issueWords(words, parsed.error.issues[0])));
        try {
          await receiveReport(ctx, request, request.params.key, parsed.data);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const said = error.details?.messageId === 'tooManyReports' ? words.reportTooMany : error.message;
          return reply
            .status(error.status)
            .headers(error.headers ?? {})
            .send(reportFormPage(language, site.name, '', said));
        }
        return reply.send(reportSentPage(language));
      },
    );
  };
