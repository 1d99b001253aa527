import { Readable } from 'node:stream';
import { z } from 'zod';
import { ERROR_STATUS } from './app-error';

/** Every code an answer's `code` field may carry on purpose (AppError codes); clients branch on these. */
export const API_ERROR_CODES = Object.keys(ERROR_STATUS) as (keyof typeof ERROR_STATUS)[];

/**
 * Every 4xx/5xx JSON answer: a code, a message a person can act on, and sometimes extra fields
 * (the current version on a stale save, the plan on a quota). Loose, so those fields are kept.
 * The code is a string rather than the enum: Fastify's own refusals (body too large, …) use theirs.
 */
export const errorSchema = z
  .looseObject({
    code: z.string().meta({ description: `One of ${API_ERROR_CODES.join(', ')}, or a Fastify code` }),
    message: z.string(),
    /** The toast title the spec gives this refusal, when it names one. */
    title: z.string().optional(),
    /** Which message this is (lib/server-messages.ts), for a client that writes it in its own language. */
    messageId: z.string().optional(),
    /** The values that message names (an email, a count). */
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  })
  .meta({ description: 'An error: a code to branch on and a message to show' });

/** The error answers every route may give: its own refusals (4xx) and the rare server fault. */
export const errorAnswers = { '4xx': errorSchema, '5xx': errorSchema } as const;

/** Answers that only say what happened. */
export const messageSchema = z.object({ message: z.string() });

/** A body that is not JSON (HTML, a zip, a file); documented, never serialized (Fastify sends bytes as they are). */
export const bytesSchema = (description: string) =>
  z.union([z.string(), z.instanceof(Buffer), z.instanceof(Readable)]).meta({ description });

/** An answer without a body (204, 304, 416). */
export const emptySchema = (description: string) => z.undefined().meta({ description });

/** A redirect: no body, the Location header says where. */
export const redirectSchema = z.undefined().meta({ description: 'Redirect; see the Location header' });
