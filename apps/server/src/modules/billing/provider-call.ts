import { PaymentProviderError } from '../../adapters/payments/payment-errors';
import type { PaymentProvider } from '../../adapters/payments/payment-types';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';

export const CURRENCY = 'usd';

/** The configured provider, or 503 when production has neither Stripe nor allowed test mode. */
export function requirePayments(ctx: AppContext): PaymentProvider {
  if (!ctx.payments) {
    throw new AppError(
      'UNAVAILABLE',
      'Payments are not configured on this server. Please contact support.',
      sayable('paymentsNotConfigured'),
    );
  }
  return ctx.payments;
}

/** Runs a provider call; its failures become a 502 the buyer can act on (no provider details). */
export async function callProvider<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      throw new AppError(
        'UPSTREAM_FAILED',
        'The payment provider did not answer. Please try again in a moment.',
        sayable('paymentProviderSilent'),
      );
    }
    throw error;
  }
}
