import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorAnswers, redirectSchema } from '../../lib/answer-schemas';
import { AppError } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';
import { newToken, safeEqual } from '../../lib/tokens';
import { signIn } from './auth.service';
import { findOrCreateOauthUser } from './oauth.service';
import { configuredProviders } from './oauth-providers';
import { issueLoginChallenge, isTwoFactorEnabled } from './two-factor.service';

/** The sign-in methods this server offers besides email and password. */
export const providersAnswer = z.object({
  providers: z.array(z.object({ id: z.string(), name: z.string() })),
});

const STATE_COOKIE = 'ms_oauth_state';
const STATE_TTL_S = 10 * 60;
const callbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

function publicOrigin(ctx: AppContext, request: FastifyRequest): string {
  return ctx.config.PUBLIC_URL
    ? new URL(ctx.config.PUBLIC_URL).origin
    : `${request.protocol}://${request.host}`;
}

/** Social sign-in (GitHub, Facebook) when configured; otherwise these paths answer 404. */
export const oauthRoutes = (ctx: AppContext) => async (app: FastifyInstance) => {
  const providers = configuredProviders(ctx.config);
  const byId = (id: string) => {
    const provider = providers.find((p) => p.id === id);
    if (!provider)
      throw new AppError(
        'NOT_FOUND',
        'This sign-in method is not set up on this server.',
        sayable('signInMethodMissing'),
      );
    return provider;
  };
  const cookiePath = '/api/auth/';
  const isSecure = ctx.config.PUBLIC_URL?.startsWith('https://') ?? false;
  const fail = (reply: FastifyReply, provider: string) => reply.redirect(`/auth?error=${provider}`, 302);

  app.get(
    '/api/auth/providers',
    { schema: { response: { 200: providersAnswer, ...errorAnswers } } },
    async () => ({
      providers: providers.map((p) => ({ id: p.id, name: p.name })),
    }),
  );

  app.get<{ Params: { provider: string } }>(
    '/api/auth/:provider',
    { schema: { response: { 302: redirectSchema, ...errorAnswers } } },
    async (request, reply) => {
      const provider = byId(request.params.provider);
      const state = newToken(24);
      reply.setCookie(STATE_COOKIE, state, {
        path: cookiePath,
        httpOnly: true,
        sameSite: 'lax',
        secure: isSecure,
        maxAge: STATE_TTL_S,
      });
      const redirectUri = `${publicOrigin(ctx, request)}/api/auth/${provider.id}/callback`;
      return reply.redirect(provider.authorizeUrl({ redirectUri, state }), 302);
    },
  );

  app.get<{ Params: { provider: string } }>(
    '/api/auth/:provider/callback',
    { schema: { response: { 302: redirectSchema, ...errorAnswers } } },
    async (request, reply) => {
      const provider = byId(request.params.provider);
      const query = callbackQuery.safeParse(request.query);
      const expected = request.cookies[STATE_COOKIE];
      reply.clearCookie(STATE_COOKIE, { path: cookiePath });
      // The state ties the callback to the browser that started it (no login CSRF).
      if (
        !query.success ||
        !query.data.code ||
        !query.data.state ||
        !expected ||
        !safeEqual(query.data.state, expected)
      ) {
        return fail(reply, provider.id);
      }
      try {
        const redirectUri = `${publicOrigin(ctx, request)}/api/auth/${provider.id}/callback`;
        const profile = await provider.fetchProfile({ code: query.data.code, redirectUri });
        const found = await findOrCreateOauthUser(ctx, provider, profile);
        if ('error' in found) return reply.redirect(`/auth?error=${provider.id}-${found.error}`, 302);
        if (found.user.suspended_at) return reply.redirect('/auth?error=suspended', 302);
        if (await isTwoFactorEnabled(ctx, found.user.id)) {
          // The provider stands in for the password only: the second step is still due. The token
          // is single-use for five minutes, and the sign-in page drops it from the address at once.
          const token = await issueLoginChallenge(ctx, found.user.id);
          return reply.redirect(`/auth?twoFactor=${encodeURIComponent(token)}`, 302);
        }
        await signIn(ctx, request, reply, found.user);
        return reply.redirect('/dashboard', 302);
      } catch (error) {
        request.log.warn(
          { provider: provider.id, reason: error instanceof Error ? error.message : 'unknown' },
          'social sign-in failed',
        );
        return fail(reply, provider.id);
      }
    },
  );
};
