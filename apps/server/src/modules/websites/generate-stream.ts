import { PassThrough } from 'node:stream';
import { PROGRESS_PHASES, type ProgressPhase } from '@mainstreet/composer';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BotCheck } from '../../adapters/bot-check/bot-check';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { formatIssues } from '../../lib/validation-message';
import { generateWebsite, ownerOf } from './generate.service';
import { generateQuery } from './websites.schemas';

const labelOf = (id: ProgressPhase) => PROGRESS_PHASES.find((p) => p.id === id)?.label ?? id;

/**
 * The generate call as server-sent events (EventSource cannot POST): `phase` events as the work
 * moves on, then `done` with the website or `error` with a message. Refusals (bad input, limits)
 * come as an `error` event too, since EventSource cannot read an error response's body.
 */
export async function streamGeneration(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  botCheck?: BotCheck,
) {
  const stream = new PassThrough();
  const send = (event: string, data: unknown) => {
    if (!stream.writableEnded) stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  const abort = new AbortController();
  request.raw.on('close', () => abort.abort());

  const parsed = generateQuery.safeParse(request.query ?? {});
  const owner = parsed.success ? ownerOf(ctx, request, reply) : undefined;
  reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no');

  void (async () => {
    try {
      if (!parsed.success || !owner) {
        throw new AppError('BAD_REQUEST', formatIssues(parsed.error?.issues ?? []));
      }
      const result = await generateWebsite(ctx, owner, parsed.data, {
        ip: request.ip,
        botCheck,
        signal: abort.signal,
        onProgress: (phase) => send('phase', { id: phase, label: labelOf(phase) }),
      });
      send('done', {
        id: result.id,
        name: result.name,
        content: result.content,
        generator: result.generator,
      });
    } catch (error) {
      if (error instanceof AppError) {
        send('error', { message: error.message, status: error.status, code: error.code, ...error.details });
      } else if (!abort.signal.aborted) {
        request.log.error({ err: error }, 'generation failed');
        send('error', { message: 'Failed to generate website' });
      }
    } finally {
      stream.end();
    }
  })();
  return reply.send(stream);
}
