import type { Config } from '../../config';
import type { BotCheck } from './bot-check-types';
import { createRecaptchaBotCheck } from './recaptcha-bot-check';

export const offBotCheck: BotCheck = {
  isEnabled: false,
  async verify() {
    return { isHuman: true };
  },
};

/** reCAPTCHA v3 when RECAPTCHA_SECRET is set, otherwise off. */
export function createBotCheck(
  config: Pick<Config, 'RECAPTCHA_SECRET' | 'RECAPTCHA_MIN_SCORE' | 'RECAPTCHA_VERIFY_URL'>,
): BotCheck {
  if (!config.RECAPTCHA_SECRET) return offBotCheck;
  return createRecaptchaBotCheck({
    secret: config.RECAPTCHA_SECRET,
    minScore: config.RECAPTCHA_MIN_SCORE,
    verifyUrl: config.RECAPTCHA_VERIFY_URL,
  });
}
