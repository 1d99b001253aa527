import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { findNul, nulMessage } from '../lib/find-nul';

/**
 * Refuses text with NUL characters in the body, query or path with a 400 naming the field.
 * PostgreSQL cannot store U+0000 in text (it failed as a 500), and no field has a use for it.
 * Runs after validation, so a route schema with its own wording for control characters speaks first.
 */
export const refuseNul = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const found = findNul(value);
      if (found) {
        const field = found.length ? found.join('.') : part;
        throw new AppError('BAD_REQUEST', nulMessage(field));
      }
    }
  });
});
