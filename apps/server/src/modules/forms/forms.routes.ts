import { parse as parseQueryString } from 'node:querystring';
import type { SiteLanguage } from '@mainstreet/site';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { emptySchema, errorAnswers, redirectSchema } from '../../lib/answer-schemas';
import { AppError } from '../../lib/app-error';
import { escapeHtml } from '../../lib/mail-words';
import { runPeriodically } from '../../lib/periodic-job';
import { requestLanguage } from '../../lib/request-language';
import { type VisitorWords, visitorPage, visitorWords } from '../../lib/visitor-words';
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
  formSiteLanguage,
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
          const { thankYouUrl, language } = await receiveContactMessage(ctx, request.log, {
            formKey: request.params.formKey,
            ip: request.ip,
            body: request.body,
          });
          if (!isPlainForm) return { ok: true as const };
          if (!thankYouUrl) return sendThankYouPage(reply, language);
          return reply.redirect(thankYouUrl, 303);
        } catch (error) {
          if (!isPlainForm || !(error instanceof AppError)) throw error;
          return sendFormError(ctx, request, reply, error);
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
function sendThankYouPage(reply: FastifyReply, language: SiteLanguage) {
  const words = visitorWords(language);
  return reply
    .status(200)
    .type('text/html; charset=utf-8')
    .send(
      visitorPage(
        language,
        words.sentTitle,
        `<h1 role="status">${escapeHtml(words.sent)}</h1><p>${escapeHtml(words.backToSite)}</p>`,
      ),
    );
}

const FIELD_WORDS = { name: 'formName', email: 'formEmail', message: 'formMessage' } as const;

/** The refusal in the site's words: the server's English for one it has none for. */
function refusalWords(words: VisitorWords, error: AppError): string {
  const id = error.details?.messageId;
  if (id === 'formTooManyFromYou' || id === 'formTooManyForSite') return words[id];
  if (error.code === 'NOT_FOUND') return words.formClosed;
  if (error.code !== 'BAD_REQUEST') return error.message;
  const field = String(error.details?.field);
  return field in FIELD_WORDS ? words[FIELD_WORDS[field as keyof typeof FIELD_WORDS]] : words.formInvalid;
}

/**
 * A visitor without JavaScript gets a readable page, not JSON, with a way back: in the site's
 * language, or the browser's for a form key that names no site.
 */
async function sendFormError(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const { formKey } = request.params as { formKey: string };
  const language = (await formSiteLanguage(ctx, formKey)) ?? requestLanguage(request);
  const words = visitorWords(language);
  // An English site keeps the server's own words, which name the field and its limit.
  const refusal = language === 'en' ? error.message : refusalWords(words, error);
  if (error.headers) reply.headers(error.headers);
  return reply
    .status(error.status)
    .type('text/html; charset=utf-8')
    .send(
      visitorPage(
        language,
        words.notSentTitle,
        `<h1>${escapeHtml(words.notSent)}</h1><p role="alert">${escapeHtml(refusal)}</p><p>${escapeHtml(words.backToForm)}</p>`,
      ),
    );
}
