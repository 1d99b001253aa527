import { PassThrough } from 'node:stream';
import { PROGRESS_PHASES, type ProgressPhase } from '@mainstreet/composer';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';
import { generateWebsite, ownerOf } from './generate.service';
import type { GenerateBody } from './websites.schemas';

/** The least time between two `tokens` events of one generation. */
const TOKEN_EVENT_MS = 250;

const labelOf = (id: ProgressPhase) => PROGRESS_PHASES.find((p) => p.id === id)?.label ?? id;

type Generated = Awaited<ReturnType<typeof generateWebsite>>;

/** What both transports answer for a new website: the JSON body, or the stream's `done` event. */
export function presentGenerated(result: Generated) {
  return {
    id: result.id,
    name: result.name,
    content: result.content,
    generator: result.generator,
    warnings: result.warnings,
    notices: result.notices,
    ...(result.modelFailure ? { modelFailure: result.modelFailure } : {}),
    ...(result.modelFailureId ? { modelFailureId: result.modelFailureId } : {}),
  };
}

/** True when the client asked for the answer as server-sent events (`Accept: text/event-stream`). */
export function wantsEventStream(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return typeof accept === 'string' && /(^|,)\s*text\/event-stream\s*(;|,|$)/i.test(accept);
}

/**
 * Aborts when the client goes away before the answer is complete. The response's `close` is the
 * reliable signal: the request's own `close` fires as soon as a POST body has been read.
 */
function abortOnDisconnect(reply: FastifyReply): AbortSignal {
  const abort = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) abort.abort();
  });
  return abort.signal;
}

/** The JSON transport: one answer when the website is stored. */
export async function generateAsJson(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: GenerateBody,
) {
  const result = await generateWebsite(ctx, ownerOf(ctx, request, reply), body, {
    ip: request.ip,
    signal: abortOnDisconnect(reply),
    log: request.log,
  });
  return presentGenerated(result);
}

/**
 * The same POST answered as server-sent events: `phase` events as the work moves on, `tokens`
 * (`{count}`) as the model's answer arrives, then `done`
 * with the same fields as the JSON answer, or `error` with the message, status and code. A refusal
 * that comes before the first phase (bad input, bot check, limits) is an ordinary JSON error answer
 * with its status, since nothing has been streamed yet.
 */
export async function streamGeneration(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: GenerateBody,
) {
  const signal = abortOnDisconnect(reply);
  let lastTokens = 0;
  let stream: PassThrough | null = null;
  let markOpened = () => {};
  const opened = new Promise<void>((resolve) => {
    markOpened = resolve;
  });
  const send = (event: string, data: unknown) => {
    if (!stream) {
      stream = new PassThrough();
      markOpened();
    }
    if (!stream.writableEnded) stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  const outcome = generateWebsite(ctx, ownerOf(ctx, request, reply), body, {
    ip: request.ip,
    signal,
    log: request.log,
    onProgress: (phase) => send('phase', { id: phase, label: labelOf(phase) }),
    onTokens: (count) => {
      // A few updates a second are progress enough; every token would be an event each.
      const now = Date.now();
      if (now - lastTokens < TOKEN_EVENT_MS) return;
      lastTokens = now;
      send('tokens', { count });
    },
  }).then(
    (result) => ({ ok: true as const, result }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  await Promise.race([opened, outcome]);
  if (!stream) {
    const settled = await outcome;
    if (!settled.ok) throw settled.error;
  }
  void outcome.then((settled) => {
    if (settled.ok) send('done', presentGenerated(settled.result));
    else if (settled.error instanceof AppError) {
      const { error } = settled;
      send('error', { message: error.message, status: error.status, code: error.code, ...error.details });
    } else if (!signal.aborted) {
      request.log.error({ err: settled.error }, 'generation failed');
      send('error', {
        message: 'Failed to generate website',
        status: 500,
        code: 'INTERNAL',
        ...sayable('generationFailed').details,
      });
    }
    stream?.end();
  });
  return reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .send(stream);
}
