import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelTestCheckout,
  completeTestCheckout,
  findTestCheckout,
  testCheckoutPath,
} from '../../adapters/payments/test-payments';
import type { AppContext } from '../../context';
import { bytesSchema, errorAnswers, redirectSchema } from '../../lib/answer-schemas';
import { sessionParams } from './billing.schemas';
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
        const session = isTestMode() ? await findTestCheckout(ctx.db, request.params.sessionId) : undefined;
        if (!session) return sendHtml(reply, 404, renderMissingPage());
        return sendHtml(reply, 200, renderTestCheckoutPage(session, testCheckoutPath(session.id)));
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
          const next =
            action === 'cancel'
              ? await cancelTestCheckout(ctx.db, id)
              : await completeTestCheckoutIfAllowed(ctx, id, action);
          if (!next) return sendHtml(reply, 404, renderMissingPage());
          return reply.redirect(next, 303);
        },
      );
    }
  };

/** "continue" only re-sends an already paid session to its success page; it never pays. */
async function completeTestCheckoutIfAllowed(ctx: AppContext, id: string, action: 'pay' | 'continue') {
  if (action === 'pay') return completeTestCheckout(ctx.db, id);
  const session = await findTestCheckout(ctx.db, id);
  return session?.status === 'complete' ? completeTestCheckout(ctx.db, id) : null;
}
