import type { FastifyRequest } from 'fastify';
import type { BotCheck } from '../../adapters/bot-check/bot-check-types';
import { enforceRateLimit } from '../../adapters/rate-limit/rate-limiter';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { type Said, sayable } from '../../lib/server-messages';

const MINUTE = 60 * 1000;

/**
 * Attempts allowed per window, per IP and per email (or per signed-in user). Sign-in is limited
 * per IP here; wrong passwords per account slow down in login-throttle.ts instead of locking.
 */
export const AUTH_LIMITS = {
  login: { ip: 30, windowMs: 15 * MINUTE },
  register: { ip: 20, email: 5, windowMs: 60 * MINUTE },
  forgot: { ip: 10, email: 5, windowMs: 15 * MINUTE },
  code: { ip: 30, email: 10, windowMs: 15 * MINUTE },
  account: { ip: 30, email: 10, windowMs: 15 * MINUTE },
} as const;

export type LimitedAction = keyof typeof AUTH_LIMITS;

const MESSAGE: Said = {
  message: 'Too many attempts. Please wait a few minutes and try again.',
  id: 'tooManyAttempts',
};

/** Counts one attempt under `<action>:ip:<ip>` and `<action>:email:<email>`; 429 when over. */
export async function limitAttempt(
  ctx: AppContext,
  action: LimitedAction,
  request: FastifyRequest,
  email?: string,
) {
  const limits: { ip: number; email?: number; windowMs: number } = AUTH_LIMITS[action];
  await enforceRateLimit(ctx.rateLimiter, `${action}:ip:${request.ip}`, limits.ip, limits.windowMs, MESSAGE);
  if (email && limits.email)
    await enforceRateLimit(
      ctx.rateLimiter,
      `${action}:email:${email}`,
      limits.email,
      limits.windowMs,
      MESSAGE,
    );
}

/**
 * Refuses a human-check token that fails verification. A missing token proceeds: the web app sends
 * none when it could not get one (the check's script blocked or down), and sign-in must still work.
 */
export async function checkHuman(botCheck: BotCheck, token: string | undefined, request: FastifyRequest) {
  if (!botCheck.isEnabled || !token) return;
  const result = await botCheck.verify(token, request.ip);
  if (!result.isHuman) {
    request.log.warn({ reason: result.reason }, 'bot check refused a request');
    throw new AppError(
      'BOT_CHECK_FAILED',
      'Security Check Failed. Please refresh the page and try again.',
      sayable('securityCheckFailed', undefined, { title: 'Security Check Failed' }),
    );
  }
}
