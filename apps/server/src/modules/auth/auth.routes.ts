import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorAnswers, messageSchema } from '../../lib/answer-schemas';
import { AppError } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';
import { requireUser } from '../../plugins/request-context';
import { endSession, refreshSession } from '../sessions/session.service';
import { deleteAccount, updateEmail, updateProfile } from './account.service';
import { accountSecurityRoutes } from './account-security.routes';
import {
  changePasswordBody,
  deleteAccountBody,
  forgotPasswordBody,
  loginBody,
  refreshSessionAnswer,
  registerBody,
  resetPasswordBody,
  signInAnswer,
  updateEmailAnswer,
  updateEmailBody,
  updateProfileAnswer,
  updateProfileBody,
  userSchema,
  verifyOtpBody,
  verifyResetAnswer,
  verifyResetOtpBody,
} from './auth.schemas';
import { logIn, registerAccount, verifyOtp } from './auth.service';
import { oauthRoutes } from './oauth.routes';
import { changePassword, requestPasswordReset, resetPassword, verifyResetCode } from './password.service';
import { trialDraftRoutes } from './trial-drafts.routes';

/** Every /api/auth call the accounts specification lists among the calls the app makes. */
export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const noStore = { 'cache-control': 'no-store' };

    app.get(
      '/api/auth/user',
      { schema: { response: { 200: userSchema, ...errorAnswers } } },
      async (request, reply) => {
        reply.headers(noStore);
        return requireUser(request);
      },
    );

    app.post(
      '/api/auth/register',
      { schema: { body: registerBody, response: { 201: signInAnswer, ...errorAnswers } } },
      async (request, reply) => {
        const answer = await registerAccount(ctx, request, reply, request.body);
        return reply.status(201).send(answer);
      },
    );

    app.post(
      '/api/auth/login',
      { schema: { body: loginBody, response: { 200: signInAnswer, ...errorAnswers } } },
      async (request, reply) => logIn(ctx, request, reply, request.body),
    );

    app.post(
      '/api/auth/verify-otp',
      { schema: { body: verifyOtpBody, response: { 200: signInAnswer, ...errorAnswers } } },
      async (request, reply) => verifyOtp(ctx, request, reply, request.body),
    );

    app.post(
      '/api/auth/forgot-password',
      { schema: { body: forgotPasswordBody, response: { 200: messageSchema, ...errorAnswers } } },
      async (request) => requestPasswordReset(ctx, request, request.body),
    );

    app.post(
      '/api/auth/verify-reset-otp',
      { schema: { body: verifyResetOtpBody, response: { 200: verifyResetAnswer, ...errorAnswers } } },
      async (request, reply) => {
        reply.headers(noStore);
        return verifyResetCode(ctx, request, request.body);
      },
    );

    app.post(
      '/api/auth/reset-password',
      { schema: { body: resetPasswordBody, response: { 200: messageSchema, ...errorAnswers } } },
      async (request) => resetPassword(ctx, request, request.body),
    );

    app.post(
      '/api/auth/update-profile',
      { schema: { body: updateProfileBody, response: { 200: updateProfileAnswer, ...errorAnswers } } },
      async (request) => updateProfile(ctx, request, request.body),
    );

    app.post(
      '/api/auth/update-email',
      { schema: { body: updateEmailBody, response: { 200: updateEmailAnswer, ...errorAnswers } } },
      async (request) => updateEmail(ctx, request, request.body),
    );

    app.post(
      '/api/auth/change-password',
      { schema: { body: changePasswordBody, response: { 200: messageSchema, ...errorAnswers } } },
      async (request, reply) => changePassword(ctx, request, reply, request.body),
    );

    app.delete(
      '/api/auth/account',
      { schema: { body: deleteAccountBody, response: { 200: messageSchema, ...errorAnswers } } },
      async (request, reply) => deleteAccount(ctx, request, reply, request.body),
    );

    await app.register(accountSecurityRoutes(ctx));
    await app.register(bodylessRoutes(ctx));
    await app.register(oauthRoutes(ctx));
    await app.register(trialDraftRoutes(ctx));
  };

/** Calls that take no body: whatever a client sends with them (even an empty JSON body) is ignored. */
const bodylessRoutes = (ctx: AppContext) => async (app: FastifyInstance) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, _body, done) =>
    done(null, undefined),
  );

  app.post(
    '/api/auth/logout',
    { schema: { response: { 200: messageSchema, ...errorAnswers } } },
    async (request, reply) => {
      await endSession(ctx.db, request, reply);
      return { message: 'Logged out' };
    },
  );

  app.post(
    '/api/auth/refresh-session',
    { schema: { response: { 200: refreshSessionAnswer, ...errorAnswers } } },
    async (request, reply) => {
      const user = request.user;
      if (!user || !(await refreshSession(ctx.db, ctx.config, request, reply))) {
        throw new AppError(
          'UNAUTHORIZED',
          'Your session has expired. Please sign in again.',
          sayable('sessionExpired'),
        );
      }
      reply.header('cache-control', 'no-store');
      return { user, message: 'Session refreshed' };
    },
  );
};
