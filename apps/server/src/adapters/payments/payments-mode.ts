import type { Config } from '../../config';

/** Which checkout this server offers: Stripe, the built-in test checkout, or none. */
export type PaymentsMode = 'stripe' | 'test' | 'off';

/**
 * Stripe when STRIPE_SECRET_KEY is set; the test checkout only when asked for
 * (PAYMENTS_TEST_MODE=true) or outside production; otherwise off. A missing key in production must
 * never mean test mode: the test checkout upgrades anyone to Pro for free.
 */
export function paymentsModeOf(config: Config): PaymentsMode {
  if (config.STRIPE_SECRET_KEY) return 'stripe';
  if (config.PAYMENTS_TEST_MODE) return 'test';
  return config.isProduction ? 'off' : 'test';
}

/** The one line start-up prints about payments, so an operator sees the mode without reading docs. */
export function paymentsModeLine(config: Config): string {
  switch (paymentsModeOf(config)) {
    case 'stripe':
      return 'Payments: Stripe (STRIPE_SECRET_KEY is set) — real payments.';
    case 'test':
      return config.PAYMENTS_TEST_MODE
        ? 'Payments: TEST MODE (PAYMENTS_TEST_MODE=true) — no real payment is taken and anyone can upgrade for free.'
        : `Payments: TEST MODE (NODE_ENV=${config.NODE_ENV}, no STRIPE_SECRET_KEY) — no real payment is taken.`;
    case 'off':
      return 'Payments: off (no STRIPE_SECRET_KEY) — upgrades and quick downloads answer 503; set STRIPE_SECRET_KEY, or PAYMENTS_TEST_MODE=true for the test checkout.';
  }
}
