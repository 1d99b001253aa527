import type { SignInAnswer, User } from '@mainstreet/server/contract';
import { apiRequest } from '../../lib/api';
import { getBotCheckToken } from '../../lib/bot-check';

/** The signed-in user of an answer; undefined when a code or a second step is due first. */
export function signedInUser(answer: SignInAnswer | null | undefined): User | undefined {
  return answer && 'user' in answer ? answer.user : undefined;
}

/** Adds the human-check token when one can be obtained; without one the request still goes. */
async function withBotCheck<T extends object>(
  action: string,
  body: T,
): Promise<T & { recaptchaToken?: string }> {
  const recaptchaToken = await getBotCheckToken(action);
  return recaptchaToken ? { ...body, recaptchaToken } : body;
}

export async function login(email: string, password: string) {
  return apiRequest('POST', '/api/auth/login', { body: await withBotCheck('login', { email, password }) });
}

export async function register(body: {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  invitation?: string;
}) {
  return apiRequest('POST', '/api/auth/register', { body: await withBotCheck('register', body) });
}

export function verifyCode(email: string, code: string) {
  return apiRequest('POST', '/api/auth/verify-otp', { body: { email, code } });
}

export async function requestResetCode(email: string) {
  return apiRequest('POST', '/api/auth/forgot-password', {
    body: await withBotCheck('forgot_password', { email }),
  });
}

export async function verifyResetCode(email: string, otp: string) {
  return apiRequest('POST', '/api/auth/verify-reset-otp', {
    body: await withBotCheck('reset_password', { email, otp }),
  });
}

export function resetPassword(email: string, resetToken: string, password: string) {
  return apiRequest('POST', '/api/auth/reset-password', { body: { email, resetToken, password } });
}

/** The second sign-in step: a code from the authenticator app, or a recovery code. */
export function verifyTwoFactor(twoFactorToken: string, code: string) {
  return apiRequest('POST', '/api/auth/verify-two-factor', { body: { twoFactorToken, code } });
}
