import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type FastifyPluginAsyncZod,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorAnswers } from '../../lib/answer-schemas';
import { AppError, badRequest } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';
import { requireUser } from '../../plugins/request-context';
import { originOf } from '../publish/publish.routes';
import { publicUrlOf } from '../publish/publish.service';
import { readAnonymousSession } from '../sessions/session.service';
import { contentDisposition, exportWebsite, zipFileName } from './export.service';
import { generateAsJson, streamGeneration, wantsEventStream } from './generate-stream';
import type { CheckedSave, SaveRefusal } from './save-body';
import { compiledWorkerFile, createSaveChecker } from './save-checker';
import {
  deleteWebsiteAnswer,
  generateBody,
  generatedWebsiteSchema,
  updateBody,
  type WebsiteAnswer,
  type WebsiteSummary,
  websiteListAnswer,
  websiteParams,
  websiteSchema,
  zipAnswer,
} from './websites.schemas';
import { deleteWebsite, getWebsite, listWebsitesJson, updateWebsite } from './websites.service';

/** A refused save body, as the error the API answers with. */
function refusalError(refusal: SaveRefusal): Error {
  if (refusal.code === 'BAD_REQUEST' || refusal.code === 'PAYLOAD_TOO_LARGE') {
    const { messageId, params } = refusal;
    return new AppError(refusal.code, refusal.message, messageId ? sayable(messageId, params) : undefined);
  }
  return Object.assign(new Error(refusal.message), { code: refusal.code, statusCode: 400 });
}

export const websiteRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // One POST, two answers: JSON, or server-sent events when the client sends
    // `Accept: text/event-stream`. Never a GET: a description in a URL lands in access logs and
    // proxies, and a GET is what another site can make a signed-in owner's browser send.
    app.post(
      '/api/websites/generate',
      {
        schema: {
          body: generateBody,
          description:
            'Answers the new website as JSON, or with `Accept: text/event-stream` as server-sent events: `phase` events, then `done` (this same website) or `error` (an error answer with its `status`).',
          response: { 200: generatedWebsiteSchema, ...errorAnswers },
        },
      },
      async (request, reply) =>
        wantsEventStream(request)
          ? streamGeneration(ctx, request, reply, request.body)
          : generateAsJson(ctx, request, reply, request.body),
    );

    app.get(
      '/api/websites',
      { schema: { response: { 200: websiteListAnswer, ...errorAnswers } } },
      async (request, reply) => {
        const json = await listWebsitesJson(ctx, requireUser(request));
        // Already websiteListAnswer's JSON (written by the database): a string skips the serializer.
        return reply.type('application/json; charset=utf-8').send(json as unknown as WebsiteSummary[]);
      },
    );

    app.get(
      '/api/websites/:id',
      { schema: { params: websiteParams, response: { 200: websiteSchema, ...errorAnswers } } },
      async (request, reply) => {
        const who = { userId: request.user?.id ?? null, sessionId: readAnonymousSession(request) };
        const website = await getWebsite(ctx, who, request.params.id);
        reply.header('etag', `"${website.version}"`).header('cache-control', 'private, no-cache');
        return website;
      },
    );

    // Saves: the body is checked on a worker thread (save-checker.ts) rather than by Fastify's JSON
    // parser and the schema compiler; the schema stays on the route for the OpenAPI document.
    const saveChecker = createSaveChecker({ workerFile: compiledWorkerFile() });
    app.addHook('onClose', () => saveChecker.close());
    await app.register(async (scope) => {
      scope.addContentTypeParser(
        'application/json',
        { parseAs: 'buffer' },
        async (_request: FastifyRequest, body: Buffer) => {
          const checked = await saveChecker.check(body);
          if (!checked.ok) throw refusalError(checked.refusal);
          return checked.save;
        },
      );
      scope.withTypeProvider<ZodTypeProvider>().patch(
        '/api/websites/:id',
        {
          schema: {
            params: websiteParams,
            body: updateBody,
            response: { 200: websiteSchema, ...errorAnswers },
          },
          // Signed out is a 401 before any of the body is read.
          onRequest: async (request) => {
            requireUser(request);
          },
          validatorCompiler: (route) =>
            route.httpPart === 'body'
              ? (checked) => ({ value: checked })
              : validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]),
        },
        async (request, reply) => {
          // No body (or not JSON) never reaches the checker: say what a save needs.
          if (request.body === undefined || request.body === null) {
            throw badRequest('Send the changes to save as a JSON body (Content-Type: application/json).');
          }
          const save = request.body as unknown as CheckedSave;
          const saved = await updateWebsite(
            ctx,
            requireUser(request),
            request.params.id,
            save,
            request.headers['if-match'],
          ).finally(() => {
            if (save.content) saveChecker.release(save.content.json);
          });
          return (
            reply
              .header('etag', `"${saved.version}"`)
              .type('application/json; charset=utf-8')
              // Already websiteSchema's JSON (presentWebsiteBytes): bytes skip the serializer.
              .send(saved.json as unknown as WebsiteAnswer)
          );
        },
      );
    });

    app.delete(
      '/api/websites/:id',
      { schema: { params: websiteParams, response: { 200: deleteWebsiteAnswer, ...errorAnswers } } },
      async (request) => deleteWebsite(ctx, requireUser(request), request.params.id),
    );

    const sendZip =
      (name: (site: { id: string; name: string }) => string, original: boolean) =>
      async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
        const { id } = request.params;
        const publicUrl = publicUrlOf(ctx, originOf(request));
        const result = await exportWebsite(ctx, requireUser(request), id, publicUrl);
        const fileName = name({ id, name: result.name });
        reply
          .header('content-type', 'application/zip')
          .header('content-disposition', contentDisposition(fileName, original ? result.name : undefined))
          .header('cache-control', 'private, no-store');
        // A large site's zip is streamed as it is made (see exportWebsite).
        if ('stream' in result) return reply.send(result.stream);
        return reply.send(Buffer.from(result.zip.buffer, result.zip.byteOffset, result.zip.byteLength));
      };
    app.get(
      '/api/websites/:id/export',
      {
        schema: {
          params: websiteParams,
          produces: ['application/zip'],
          response: { 200: zipAnswer, ...errorAnswers },
        },
      },
      sendZip((s) => zipFileName(s.name), true),
    );
    app.get(
      '/api/websites/:id/download',
      {
        schema: {
          params: websiteParams,
          produces: ['application/zip'],
          response: { 200: zipAnswer, ...errorAnswers },
        },
      },
      sendZip((s) => zipFileName(`website-${s.id}`), false),
    );
  };
