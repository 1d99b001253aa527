import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import pino from 'pino';
import type { AppContext } from './context';
import { accessLogWriter } from './lib/access-log';
import { AppError } from './lib/app-error';
import { isDatabaseBusy } from './lib/database-busy';
import { proxyTrust } from './lib/proxy-trust';
import { sayable } from './lib/server-messages';
import { describeIssues } from './lib/validation-message';
import { registerModules } from './modules/index';
import { registerCompression } from './plugins/compression';
import { createEarlyAnswers } from './plugins/early-answers';
import { registerOpenApi } from './plugins/openapi';
import { originCheck, readsNeedOriginCheck, trustedHostsFor } from './plugins/origin-check';
import { refuseNul } from './plugins/refuse-nul';
import { requestContext } from './plugins/request-context';
import { registerWebApp } from './plugins/web-app';

const WEB_DIST = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../web/dist');

export type BuildAppOptions = {
  /** Serve the built web app (production start). */
  serveWeb?: boolean;
  webDist?: string;
};

/** Logs each request once, when it completes, with what the request line and the answer say. */
/** A request slower than this is worth an operator's attention at the default level. */
export const SLOW_REQUEST_MS = 1000;

/**
 * One line per request, at debug: an owner's afternoon is hundreds of requests, and a terminal full
 * of them hides the lines that matter. Errors and slow requests stay at info and above.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (reply.statusCode >= 500) reply.log.warn(line, 'request failed');
    else if (reply.elapsedTime >= SLOW_REQUEST_MS) reply.log.info(line, 'slow request');
    else reply.log.debug(line, 'request completed');
  }
}

/** Builds the Fastify instance: plugins, then routes, then one error handler. */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const originOptions = {
    publicUrl: ctx.config.PUBLIC_URL,
    trustedHosts: ctx.config.isProduction ? trustedHostsFor(ctx.config) : undefined,
  };
  // Written without blocking: under load lines leave in batches instead of one system call each (a
  // third of a busy server's time went there); pino flushes on exit.
  const logStream = ctx.config.LOG_LEVEL === 'silent' ? null : pino.destination({ dest: 1, sync: false });
  // Answers from memory take well under a millisecond, so their lines are only ever debug lines.
  const logsRequests =
    logStream !== null && pino.levels.values[ctx.config.LOG_LEVEL] <= pino.levels.values.debug;
  // Off unless configured: otherwise anyone could pick their own IP for the rate limits.
  const trust = proxyTrust(ctx.config.TRUST_PROXY);
  // Published pages in memory are answered before Fastify sees the request, so only where none of
  // the global hooks below has work for a GET outside /api: the session and NUL checks look at /api
  // and at escapes (the early answers take neither), the origin check at reads only when it must
  // vet the Host (no PUBLIC_URL). Their log lines name the client as Fastify's do, through the
  // same proxy trust.
  const early = createEarlyAnswers({
    isEnabled: !readsNeedOriginCheck(originOptions),
    writeAccessLog: logsRequests ? accessLogWriter(logStream) : null,
    trust,
  });
  const app = Fastify({
    logger: logStream
      ? {
          level: ctx.config.LOG_LEVEL,
          redact: ['req.headers.cookie', 'req.headers.authorization'],
          stream: logStream,
        }
      : false,
    logController: new OneLinePerRequest(),
    bodyLimit: 3 * 1024 * 1024,
    trustProxy: trust ?? false,
    genReqId: () => crypto.randomUUID(),
    serverFactory: early.serverFactory,
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate('answerEarly', early.add);
  app.addHook('preClose', async () => early.stop());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerCompression(app);
  await app.register(cookie);
  await app.register(requestContext, { db: ctx.db, config: ctx.config });
  await app.register(refuseNul);
  await app.register(originCheck, originOptions);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send({ code: error.code, message: error.message, ...error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        ...v.params,
        code: v.keyword,
        path: String(v.instancePath ?? '')
          .split('/')
          .filter(Boolean),
        message: v.message ?? 'is invalid',
      }));
      return reply.status(400).send({ code: 'BAD_REQUEST', ...describeIssues(issues) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'Request body is too large'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported content type'
            : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? 'Body cannot be empty when content-type is application/json'
              : error.message;
      const said = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? sayable('requestTooLarge').details : {};
      return reply.status(status).send({ code: error.code ?? 'BAD_REQUEST', message, ...said });
    }
    if (isDatabaseBusy(error)) {
      // Every connection is taken: the request did nothing, and a moment later it can succeed.
      request.log.warn({ err: error }, 'database busy');
      return reply
        .status(503)
        .header('retry-after', '2')
        .send({
          code: 'UNAVAILABLE',
          message: 'The server is busy right now. Please try again in a moment.',
          ...sayable('serverBusy').details,
        });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
      ...sayable('serverFault').details,
    });
  });

  await registerOpenApi(app);
  await registerModules(app, ctx);

  const webDist = options.webDist ?? WEB_DIST;
  if (options.serveWeb && fs.existsSync(path.join(webDist, 'index.html'))) {
    await registerWebApp(app, ctx.config, webDist, ctx.stockPhotos?.imageOrigins);
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply
        .status(404)
        .send({ code: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` }),
    );
  }
  return app;
}
