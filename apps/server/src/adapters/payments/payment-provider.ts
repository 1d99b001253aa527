import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { PaymentProvider } from './payment-types';
import { paymentsModeOf } from './payments-mode';
import { createTestPayments } from './test-payments';

/** The provider for the mode paymentsModeOf picks (null: payments are off). */
export async function createPaymentProvider(config: Config, db: Db): Promise<PaymentProvider | null> {
  const mode = paymentsModeOf(config);
  if (mode === 'stripe' && config.STRIPE_SECRET_KEY) {
    // Loaded only when configured: the SDK costs ~17 MB of memory an install without Stripe never needs.
    const { createStripePayments } = await import('./stripe-payments');
    return createStripePayments({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiUrl: config.STRIPE_API_URL,
    });
  }
  if (mode === 'off') return null;
  return createTestPayments(db);
}
