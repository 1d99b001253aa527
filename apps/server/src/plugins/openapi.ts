import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document generated from the routes' zod schemas, at /api/openapi.json, with a
 * reference page at /api/docs. Registered before the routes so it sees all of them.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Mainstreet API',
        description: 'The HTTP API of Mainstreet, the self-hostable AI website builder.',
        version: '0.1.0',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'ms_session' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list' },
    // The reference page runs scripts on our origin: only its own (hashed) ones, and no other site
    // may frame it (clickjacking). Its policy allows framing by 'self' and upgrades every request to
    // https, which would break a server on plain http; both are replaced.
    staticCSP: true,
    transformStaticCSP: (policy) =>
      policy
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(/\s*upgrade-insecure-requests;?/, ''),
    uiHooks: {
      onRequest: async (_request, reply) => {
        reply.header('x-frame-options', 'DENY').header('x-content-type-options', 'nosniff');
      },
    },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
