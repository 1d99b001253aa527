import { parse as parseQueryString } from 'node:querystring';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { emptySchema, errorAnswers, redirectSchema } from '../../lib/answer-schemas';
import { AppError } from '../../lib/app-error';
import { escapeHtml } from '../../lib/mail-words';
import { runPeriodically } from '../../lib/periodic-job';
import { requireUser } from '../../plugins/request-context';
import { takeLease } from '../uploads/job-lease';
import {
  contactMessagesAnswer,
  formParams,
  formSentAnswer,
  messagesParams,
  messagesReadAnswer,
  newMessagesAnswer,
} from './forms.schemas';
import {
  countNewMessages,
  listContactMessages,
  markMessagesRead,
  receiveContactMessage,
} from './forms.service';
import { sendMessageDigests } from './message-digest';

const HOUR_MS = 60 * 60 * 1000;

// Anyone's published site may post here, from any origin, without cookies.
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '86400',
};

/** The contact form endpoint of published sites, and the owner's list of messages. */
export const formsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Plain HTML forms post urlencoded; this parser only applies inside this plugin.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 32 * 1024 },
      (_req, body, done) => {
        done(null, parseQueryString(body as string));
      },
    );

    app.options(
      '/api/forms/:formKey',
      { schema: { params: formParams, response: { 204: emptySchema('CORS preflight'), ...errorAnswers } } },
      async (_request, reply) => reply.status(204).headers(CORS).send(undefined),
    );

    app.post(
      '/api/forms/:formKey',
      {
        schema: {
          params: formParams,
          description:
            'A contact form message. JSON answers JSON; a plain HTML form is redirected to the thank-you page, or shown an HTML page when refused.',
          response: { 200: formSentAnswer, 303: redirectSchema, ...errorAnswers },
        },
        bodyLimit: 32 * 1024,
      },
      async (request, reply) => {
        reply.headers(CORS);
        const isPlainForm = (request.headers['content-type'] ?? '').startsWith(
          'application/x-www-form-urlencoded',
        );
        try {
          const { thankYouUrl } = await receiveContactMessage(ctx, request.log, {
            formKey: request.params.formKey,
            ip: request.ip,
            body: request.body,
          });
          if (!isPlainForm) return { ok: true as const };
          if (!thankYouUrl) return sendThankYouPage(reply);
          return reply.redirect(thankYouUrl, 303);
        } catch (error) {
          if (!isPlainForm || !(error instanceof AppError)) throw error;
          return sendFormError(reply, error);
        }
      },
    );

    app.get(
      '/api/websites/:id/messages',
      { schema: { params: messagesParams, response: { 200: contactMessagesAnswer, ...errorAnswers } } },
      async (request) => listContactMessages(ctx, requireUser(request).id, request.params.id),
    );

    app.post(
      '/api/websites/:id/messages/read',
      {
        schema: {
          params: messagesParams,
          description: 'The owner has seen the site’s messages: those received so far are no longer new.',
          response: { 200: messagesReadAnswer, ...errorAnswers },
        },
      },
      async (request) => markMessagesRead(ctx, requireUser(request).id, request.params.id),
    );

    app.get(
      '/api/messages/new',
      {
        schema: {
          description: 'How many messages the owner has not seen yet, per site.',
          response: { 200: newMessagesAnswer, ...errorAnswers },
        },
      },
      async (request) => countNewMessages(ctx, requireUser(request).id),
    );

    // Owners who chose a daily digest get it in the first hour after midnight (UTC), from one
    // instance at a time.
    const holder = crypto.randomUUID();
    runPeriodically(app, 'message digest', HOUR_MS, async () => {
      if (await takeLease(ctx.db, 'message-digest', holder, new Date(), 10 * 60 * 1000))
        await sendMessageDigests(ctx, Date.now());
    });
  };

/** A visitor of an exported page (hosted elsewhere) is thanked here, with a way back to it. */
function sendThankYouPage(reply: FastifyReply) {
  return reply
    .status(200)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Message sent</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1 role="status">Thank you! Your message has been sent.</h1><p>Use your browser's Back button to return to the website.</p></body></html>`,
    );
}

/** A visitor without JavaScript gets a readable page, not JSON, with a way back. */
function sendFormError(reply: FastifyReply, error: AppError) {
  if (error.headers) reply.headers(error.headers);
  return reply
    .status(error.status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Message not sent</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>Your message was not sent</h1><p role="alert">${escapeHtml(error.message)}</p><p>Use your browser's Back button to return to the form; what you typed is still there.</p></body></html>`,
    );
}
