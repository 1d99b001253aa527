import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

const MAX_DEPTH = 64;

/** The dotted path of the first string (or key) holding a NUL character, or null. */
export function findNul(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  // Deeper bodies are refused by their own schemas; this only looks where text can be stored.
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')];
    const found = findNul(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

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
        throw new AppError('BAD_REQUEST', `${field}: must not contain NUL characters`);
      }
    }
  });
});
