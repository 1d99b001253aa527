import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorAnswers, messageSchema } from '../../lib/answer-schemas';
import { requireUser } from '../../plugins/request-context';
import { endSessionById, endSessionsElsewhere, listSessions } from '../sessions/session-list';
import {
  endOtherSessionsAnswer,
  sessionIdParams,
  sessionsAnswer,
  signInAnswer,
  twoFactorDisableBody,
  twoFactorEnableAnswer,
  twoFactorEnableBody,
  twoFactorSetupAnswer,
  twoFactorSetupBody,
  twoFactorStatusAnswer,
  verifyTwoFactorBody,
} from './auth.schemas';
import { verifyTwoFactor } from './auth.service';
import {
  confirmTwoFactorSetup,
  startTwoFactorSetup,
  turnOffTwoFactor,
  twoFactorStatus,
} from './two-factor.service';

const noStore = { 'cache-control': 'no-store' };

/** Two-step sign-in (TOTP) and "Your sessions": calls issue 20 added to the specification's list of account calls. */
export const accountSecurityRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/auth/verify-two-factor',
      {
        schema: {
          body: verifyTwoFactorBody,
          response: { 200: signInAnswer, ...errorAnswers },
          description: 'Second sign-in step: a TOTP or recovery code.',
        },
      },
      async (request, reply) => verifyTwoFactor(ctx, request, reply, request.body),
    );

    app.get(
      '/api/auth/two-factor',
      { schema: { response: { 200: twoFactorStatusAnswer, ...errorAnswers } } },
      async (request, reply) => {
        reply.headers(noStore);
        return twoFactorStatus(ctx, request);
      },
    );

    app.post(
      '/api/auth/two-factor/setup',
      {
        schema: {
          body: twoFactorSetupBody,
          response: { 200: twoFactorSetupAnswer, ...errorAnswers },
          description: 'A new TOTP secret and QR code, not active yet.',
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        return startTwoFactorSetup(ctx, request, request.body);
      },
    );

    app.post(
      '/api/auth/two-factor/enable',
      {
        schema: {
          body: twoFactorEnableBody,
          response: { 200: twoFactorEnableAnswer, ...errorAnswers },
          description: 'Confirms a first code; answers recovery codes.',
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        return confirmTwoFactorSetup(ctx, request, request.body);
      },
    );

    app.post(
      '/api/auth/two-factor/disable',
      {
        schema: {
          body: twoFactorDisableBody,
          response: { 200: messageSchema, ...errorAnswers },
          description: 'Needs the password or a code.',
        },
      },
      async (request) => turnOffTwoFactor(ctx, request, request.body),
    );

    app.get(
      '/api/auth/sessions',
      { schema: { response: { 200: sessionsAnswer, ...errorAnswers } } },
      async (request, reply) => {
        reply.headers(noStore);
        const user = requireUser(request);
        return { sessions: await listSessions(ctx.db, user.id, request.sessionId) };
      },
    );

    await app.register(bodylessSessionRoutes(ctx));
  };

/** Session calls that take no body: whatever a client sends with them is ignored. */
const bodylessSessionRoutes = (ctx: AppContext) => async (app: FastifyInstance) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, _body, done) =>
    done(null, undefined),
  );

  app.delete(
    '/api/auth/sessions/:id',
    { schema: { response: { 200: messageSchema, ...errorAnswers } } },
    async (request) => {
      const user = requireUser(request);
      const params = sessionIdParams.safeParse(request.params);
      const id = params.success ? params.data.id : '';
      return endSessionById(ctx.db, user.id, request.sessionId, id);
    },
  );

  app.post(
    '/api/auth/sessions/end-others',
    { schema: { response: { 200: endOtherSessionsAnswer, ...errorAnswers } } },
    async (request) => endSessionsElsewhere(ctx.db, requireUser(request).id, request.sessionId),
  );
};
