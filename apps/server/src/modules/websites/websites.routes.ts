import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createBotCheck } from '../../adapters/bot-check/bot-check';
import type { AppContext } from '../../context';
import { requireUser } from '../../plugins/request-context';
import { readAnonymousSession } from '../sessions/session.service';
import { contentDisposition, exportWebsite, zipFileName } from './export.service';
import { generateWebsite, ownerOf } from './generate.service';
import { streamGeneration } from './generate-stream';
import { generateBody, updateBody, websiteParams } from './websites.schemas';
import { deleteWebsite, getWebsite, listWebsites, updateWebsite } from './websites.service';

export const websiteRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const botCheck = createBotCheck(ctx.config);
    app.post('/api/websites/generate', { schema: { body: generateBody } }, async (request, reply) => {
      const result = await generateWebsite(ctx, ownerOf(ctx, request, reply), request.body, {
        ip: request.ip,
        botCheck,
      });
      return {
        id: result.id,
        name: result.name,
        content: result.content,
        generator: result.generator,
        warnings: result.warnings,
      };
    });

    app.get('/api/websites/generate/stream', async (request, reply) =>
      streamGeneration(ctx, request, reply, botCheck),
    );

    app.get('/api/websites', async (request) => listWebsites(ctx, requireUser(request)));

    app.get('/api/websites/:id', { schema: { params: websiteParams } }, async (request, reply) => {
      const who = { userId: request.user?.id ?? null, sessionId: readAnonymousSession(request) };
      const website = await getWebsite(ctx, who, request.params.id);
      reply.header('etag', `"${website.version}"`).header('cache-control', 'private, no-cache');
      return website;
    });

    app.patch(
      '/api/websites/:id',
      { schema: { params: websiteParams, body: updateBody } },
      async (request, reply) => {
        const user = requireUser(request);
        const website = await updateWebsite(
          ctx,
          user,
          request.params.id,
          request.body,
          request.headers['if-match'],
        );
        reply.header('etag', `"${website.version}"`);
        return website;
      },
    );

    app.delete('/api/websites/:id', { schema: { params: websiteParams } }, async (request) =>
      deleteWebsite(ctx, requireUser(request), request.params.id),
    );

    const sendZip =
      (name: (site: { id: string; name: string }) => string, original: boolean) =>
      async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
        const { id } = request.params;
        const result = await exportWebsite(ctx, requireUser(request), id);
        const fileName = name({ id, name: result.name });
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', contentDisposition(fileName, original ? result.name : undefined))
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(result.zip.buffer, result.zip.byteOffset, result.zip.byteLength));
      };
    app.get(
      '/api/websites/:id/export',
      { schema: { params: websiteParams } },
      sendZip((s) => zipFileName(s.name), true),
    );
    app.get(
      '/api/websites/:id/download',
      { schema: { params: websiteParams } },
      sendZip((s) => zipFileName(`website-${s.id}`), false),
    );
  };
