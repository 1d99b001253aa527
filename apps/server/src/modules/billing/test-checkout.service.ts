import {
  cancelTestCheckout,
  completeTestCheckout,
  findTestCheckout,
  testCheckoutPath,
} from '../../adapters/payments/test-payments';
import type { AppContext } from '../../context';

/** A test-mode checkout session and the address its page posts to; undefined when there is none. */
export async function findTestCheckoutPage(ctx: AppContext, id: string) {
  const session = await findTestCheckout(ctx.db, id);
  return session && { session, path: testCheckoutPath(session.id) };
}

/**
 * Pays, continues or cancels a test-mode checkout; answers where to send the browser next, or
 * null when the session is unknown or the step is not allowed.
 */
export async function finishTestCheckout(
  ctx: AppContext,
  id: string,
  action: 'pay' | 'continue' | 'cancel',
): Promise<string | null> {
  if (action === 'cancel') return cancelTestCheckout(ctx.db, id);
  return completeTestCheckoutIfAllowed(ctx, id, action);
}

/** "continue" only re-sends an already paid session to its success page; it never pays. */
async function completeTestCheckoutIfAllowed(ctx: AppContext, id: string, action: 'pay' | 'continue') {
  if (action === 'pay') return completeTestCheckout(ctx.db, id);
  const session = await findTestCheckout(ctx.db, id);
  return session?.status === 'complete' ? completeTestCheckout(ctx.db, id) : null;
}
