import { formatPrice } from '@mainstreet/site';
import type { TestCheckout } from '../../adapters/payments/test-payments';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

export const TEST_MODE_BANNER = 'Test mode — no real payment is taken';

const STYLE = `body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f4f5f7;color:#111}
.banner{background:#fde68a;color:#111;padding:12px 16px;text-align:center;font-weight:700;border-bottom:2px solid #b45309}
main{max-width:440px;margin:48px auto;background:#fff;border-radius:12px;padding:32px;box-shadow:0 2px 12px #0002}
h1{font-size:1.25rem;margin:0 0 8px}.amount{font-size:2.25rem;font-weight:800;margin:16px 0}
.note{color:#444;font-size:.95rem}.row{display:flex;gap:12px;margin-top:24px}form{flex:1}
button{width:100%;padding:12px;border-radius:8px;border:0;font-size:1rem;font-weight:700;cursor:pointer}
.pay{background:#1d4ed8;color:#fff}.cancel{background:#e5e7eb;color:#111}
button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}a{color:#1d4ed8}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><div class="banner" role="note">${TEST_MODE_BANNER}</div><main>${body}</main></body></html>`;
}

/** The built-in checkout page of the test-mode provider: plain HTML, works without JavaScript. */
export function renderTestCheckoutPage(session: TestCheckout, actionBase: string): string {
  const price = `${formatPrice(session.amount_cents)}${session.mode === 'subscription' ? ' / month' : ''}`;
  const name = escapeHtml(session.product_name);
  if (session.status === 'complete') {
    return page(
      'Payment complete',
      `<h1>${name}</h1><p>This checkout is already paid.</p><p><a href="${escapeHtml(actionBase)}/continue">Continue</a></p>`,
    );
  }
  if (session.status !== 'open') {
    return page(
      'Checkout closed',
      `<h1>${name}</h1><p>This checkout was cancelled. Start again from Mainstreet.</p><p><a href="/">Back to Mainstreet</a></p>`,
    );
  }
  return page(
    `Checkout: ${session.product_name}`,
    `<h1>${name}</h1><p class="amount">${price}</p>
<p class="note">This server has no payment provider configured, so this page stands in for one. Paying here completes the same flow a card payment would, and no money moves.</p>
<div class="row"><form method="post" action="${escapeHtml(actionBase)}/pay"><button class="pay" type="submit">Pay ${formatPrice(session.amount_cents)}</button></form>
<form method="post" action="${escapeHtml(actionBase)}/cancel"><button class="cancel" type="submit">Cancel</button></form></div>`,
  );
}

export function renderMissingPage(): string {
  return page(
    'Checkout not found',
    '<h1>Checkout not found</h1><p>This checkout does not exist, or test mode is off on this server.</p><p><a href="/">Back to Mainstreet</a></p>',
  );
}
