import type { BotCheck } from './bot-check-types';

const VERIFY_TIMEOUT_MS = 5_000;

/**
 * Google's siteverify protocol: a form POST of secret, response and remoteip, answered with
 * `{success, score?, action?, "error-codes"?}`. Fails closed: an unreachable verifier refuses.
 */
export function createRecaptchaBotCheck(options: {
  secret: string;
  minScore: number;
  verifyUrl: string;
}): BotCheck {
  return {
    isEnabled: true,
    async verify(token, remoteIp) {
      const form = new URLSearchParams({ secret: options.secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      let body: { success?: unknown; score?: unknown };
      try {
        const response = await fetch(options.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
        });
        if (!response.ok) return { isHuman: false, reason: `verifier answered ${response.status}` };
        body = (await response.json()) as typeof body;
      } catch {
        return { isHuman: false, reason: 'verifier unreachable' };
      }
      if (body.success !== true) return { isHuman: false, reason: 'token rejected' };
      // v2 answers carry no score; v3 answers do, and a low one means a likely bot.
      if (typeof body.score === 'number' && body.score < options.minScore) {
        return { isHuman: false, reason: `score ${body.score} under ${options.minScore}` };
      }
      return { isHuman: true };
    },
  };
}
