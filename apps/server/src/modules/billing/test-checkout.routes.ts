import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { bytesSchema, errorAnswers, redirectSchema } from '../../lib/answer-schemas';
import { sessionParams } from './billing.schemas';
import { findTestCheckoutPage, finishTestCheckout } from './test-checkout.service';
import { renderMissingPage, renderTestCheckoutPage } from './test-checkout-page';

const CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', CSP)
    .header('cache-control', 'no-store')
    .send(html);
}

// A missing or finished checkout answers an HTML page too (a 404); strings skip the serializer.
const pageAnswers = { 200: bytesSchema('The test-mode checkout page (HTML)'), ...errorAnswers };
/** After an action: on to the success or cancel page. */
const actionAnswers = { 303: redirectSchema, ...errorAnswers };

/** The test-mode checkout page; answers 404 whenever test mode is not the active provider. */
export const testCheckoutRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // The page's forms post url-encoded bodies that carry nothing we read.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
      done(null, body),
    );
    const isTestMode = () => ctx.payments?.kind === 'test';
    const base = '/api/billing/test-checkout/:sessionId';

    app.get(
      base,
      { schema: { params: sessionParams, produces: ['text/html'], response: pageAnswers } },
      async (request, reply) => {
        const page = isTestMode() ? await findTestCheckoutPage(ctx, request.params.sessionId) : undefined;
        if (!page) return sendHtml(reply, 404, renderMissingPage());
        return sendHtml(reply, 200, renderTestCheckoutPage(page.session, page.path));
      },
    );

    for (const action of ['pay', 'continue', 'cancel'] as const) {
      const method = action === 'continue' ? 'get' : 'post';
      app[method](
        `${base}/${action}`,
        { schema: { params: sessionParams, produces: ['text/html'], response: actionAnswers } },
        async (request, reply) => {
          if (!isTestMode()) return sendHtml(reply, 404, renderMissingPage());
          const id = request.params.sessionId;
          const next = await finishTestCheckout(ctx, id, action);
          if (!next) return sendHtml(reply, 404, renderMissingPage());
          return reply.redirect(next, 303);
        },
      );
    }
  };
